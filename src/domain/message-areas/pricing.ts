// messages.ts's pricing area (/pricing's plan cards): a module of its own, so an island that
// shows these words loads none of the other areas. messages.ts gathers every area; the Kiswahili
// twin is this area of messages.sw.ts.

export const pricingMessages = {
  popular: 'Most Popular',
} as const;
