// The parent's clock for the date strip and the slots: null until the page runs in the
// browser (the dates depend on the parent's clock, never on the build machine's), then
// refreshed twice a minute and whenever the tab comes back into view (a phone that slept
// through Nairobi midnight must not offer yesterday). `tick()` reads the clock now and
// returns it, for actions that must not trust a reading up to 30 seconds old.
import { useCallback, useEffect, useState } from 'react';

export const CLOCK_TICK_MS = 30_000;

export function useNairobiClock(): { now: Date | null; tick: () => Date } {
  const [now, setNow] = useState<Date | null>(null);

  const tick = useCallback(() => {
    const at = new Date();
    setNow(at);
    return at;
  }, []);

  useEffect(() => {
    tick();
    const timer = window.setInterval(tick, CLOCK_TICK_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('pageshow', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('pageshow', onVisible);
    };
  }, [tick]);

  return { now, tick };
}
