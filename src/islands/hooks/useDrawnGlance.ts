// A mailed link's glance, drawn by its page's first-paint script before this island ran
// (/manage's booking, /enroll's offer: services/first-paint): the island shows nothing of its
// own while that card stands for the answer on its way, and removes it in the same commit as
// whatever it shows next (the answer, a wrong link's message, another link's loading card).
import { useLayoutEffect, useSyncExternalStore } from 'react';
import { GLANCE_CARD_ATTRIBUTE, GLANCE_DRAWN_ATTRIBUTE, GLANCE_TOKEN_KEY } from '../../services/first-paint/glance-page';

const pageWindow = () => window as unknown as Record<string, string | undefined>;
/** The token whose glance is on screen, while it is there. */
function drawnToken(): string | null {
  return document.documentElement.hasAttribute(GLANCE_DRAWN_ATTRIBUTE) ? (pageWindow()[GLANCE_TOKEN_KEY] ?? null) : null;
}
function removeDrawnGlance(): void {
  document.querySelector(`[${GLANCE_CARD_ATTRIBUTE}]`)?.remove();
  document.documentElement.removeAttribute(GLANCE_DRAWN_ATTRIBUTE);
  delete pageWindow()[GLANCE_TOKEN_KEY];
}
/** The drawn card goes only when an island removes it; each render reads it afresh. */
const noChanges = () => () => {};
/** Not known on the server, nor while hydrating. */
const notKnownYet = () => undefined;

/**
 * Whether the drawn card stands in for this island now: `token` is the address's (undefined
 * while not known), `loading` whether its answer is still on the way.
 */
export function useDrawnGlance(token: string | null | undefined, loading: boolean): boolean {
  const drawn = useSyncExternalStore(noChanges, drawnToken, notKnownYet);
  const showing = loading && Boolean(token) && token === drawn;
  useLayoutEffect(() => {
    if (token !== undefined && !showing && drawn) removeDrawnGlance();
  });
  return showing;
}
