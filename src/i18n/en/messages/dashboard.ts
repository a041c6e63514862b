// The messages area's dashboard part (/dashboard's own): a file of its own, so an island that shows these
// words loads no other part (index.ts gathers them for the build and the functions).
import type { Wording } from '../../wording';
export const words = {
  /** Beside the answer kept on this device, until the server's replaces it; short, to stay on one line. */
  keptAsOf: (when: string) => `As of ${when} · checking…`,
} as const;

export type DashboardMessages = Wording<typeof words>;
