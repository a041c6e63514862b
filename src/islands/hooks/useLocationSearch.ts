// The page's query string, read without an effect: null while the server renders and while
// React hydrates (a static page has no query then), the live value from the next render on.
import { useSyncExternalStore } from 'react';

// The query of a static page does not change while it is open: nothing to subscribe to.
const subscribeToNothing = () => () => {};

export function useLocationSearch(): string | null {
  return useSyncExternalStore(
    subscribeToNothing,
    () => window.location.search,
    () => null,
  );
}
