// The parent's clock for the date strip and the slots: null until the page runs in the
// browser (the dates depend on the parent's clock, never on the build machine's), then
// refreshed twice a minute and whenever the tab comes back into view (a phone that slept
// through Nairobi midnight must not offer yesterday). `tick()` reads the clock now and
// returns it, for actions that must not trust a reading up to 30 seconds old.
import { startTransition, useCallback, useEffect, useState } from 'react';

export const CLOCK_TICK_MS = 30_000;

export function useNairobiClock(): { now: Date | null; tick: () => Date } {
  const [now, setNow] = useState<Date | null>(null);

  useEffect(() => {
    // Each reading re-renders the whole form (dates, slots, summary). As a transition React
    // renders it in slices a tap can interrupt; otherwise the first reading, right after
    // hydration, is one long task in a slow phone's first seconds. (A store read with
    // useSyncExternalStore always re-renders in one go.)
    const read = () => startTransition(() => setNow(new Date()));
    const onVisible = () => {
      if (document.visibilityState === 'visible') read();
    };
    read();
    const timer = window.setInterval(read, CLOCK_TICK_MS);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('pageshow', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('pageshow', onVisible);
    };
  }, []);

  const tick = useCallback(() => {
    const at = new Date();
    setNow(at);
    return at;
  }, []);

  return { now, tick };
}
