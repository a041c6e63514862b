// messages.ts's dashboard area (/dashboard's own): a module of its own, so an island that shows
// these words loads none of the other areas. messages.ts gathers every area; the Kiswahili twin
// is this area of messages.sw.ts.

export const dashboardMessages = {
  /** Beside the answer kept on this device, until the server's replaces it; short, to stay on one line. */
  keptAsOf: (when: string) => `As of ${when} · checking…`,
} as const;
