// messages.ts's donate area (/donate's form): a module of its own, so an island that shows these
// words loads none of the other areas. messages.ts gathers every area; the Kiswahili twin is this
// area of messages.sw.ts.

export const donateMessages = {
  noAmount: 'Please select or enter an amount.',
  button: 'Donate Now →',
} as const;
