// The messages area's request part (a request no form of ours would send): a file of its own, so an island that shows these
// words loads no other part (index.ts gathers them for the build and the functions).
import type { Wording } from '../../wording';
export const words = {
  unreadable: 'We could not read that request, so nothing was saved or changed. Please reload the page and try again.',
} as const;

export type RequestMessages = Wording<typeof words>;
