// messages.ts's request area (a request no form of ours would send): a module of its own, so an
// island that shows these words loads none of the other areas. messages.ts gathers every area;
// the Kiswahili twin is this area of messages.sw.ts.

export const requestMessages = {
  unreadable: 'We could not read that request, so nothing was saved or changed. Please reload the page and try again.',
} as const;
