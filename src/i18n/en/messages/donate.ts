// The messages area's donate part (/donate's form): a file of its own, so an island that shows these
// words loads no other part (index.ts gathers them for the build and the functions).
import type { Wording } from '../../wording';
export const words = {
  noAmount: 'Please select or enter an amount.',
  button: 'Donate Now →',
} as const;

export type DonateMessages = Wording<typeof words>;
