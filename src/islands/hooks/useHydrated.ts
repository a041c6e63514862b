// false while the server renders and while React hydrates, true from then on: for an island
// that shows browser-only state (storage, the device's clock) without a hydration mismatch.
import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
