// The parent's clock for the date strip and the slots: null until the page runs in the
// browser (the dates depend on the parent's clock, never on the build machine's), then
// refreshed twice a minute and whenever the tab comes back into view (a phone that slept
// through Nairobi midnight must not offer yesterday). `tick()` reads the clock now and
// returns it, for actions that must not trust a reading up to 30 seconds old.
import { useState, useSyncExternalStore } from 'react';

export const CLOCK_TICK_MS = 30_000;

interface Clock {
  read: () => Date | null;
  tick: () => Date;
  subscribe: (onChange: () => void) => () => void;
}

/** One form's clock: its first reading is taken when React starts listening, in the browser. */
function makeClock(): Clock {
  let now: Date | null = null;
  const listeners = new Set<() => void>();
  const tick = () => {
    now = new Date();
    listeners.forEach((notify) => notify());
    return now;
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') tick();
  };
  let timer = 0;
  return {
    read: () => now,
    tick,
    subscribe(onChange) {
      listeners.add(onChange);
      if (listeners.size === 1) {
        timer = window.setInterval(tick, CLOCK_TICK_MS);
        document.addEventListener('visibilitychange', onVisible);
        window.addEventListener('pageshow', onVisible);
      }
      tick();
      return () => {
        listeners.delete(onChange);
        if (listeners.size > 0) return;
        window.clearInterval(timer);
        document.removeEventListener('visibilitychange', onVisible);
        window.removeEventListener('pageshow', onVisible);
      };
    },
  };
}

const beforeTheBrowser = () => null;

export function useNairobiClock(): { now: Date | null; tick: () => Date } {
  const [clock] = useState(makeClock);
  const now = useSyncExternalStore(clock.subscribe, clock.read, beforeTheBrowser);
  return { now, tick: clock.tick };
}
