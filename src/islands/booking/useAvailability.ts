// Seats per slot for the chosen Nairobi date: read when the date is first known and each
// time it changes, one small GET per date. Unreachable availability shows every slot open
// (the server still refuses a full one when the parent confirms) and is asked again a
// little later, as a phone's data often comes back: twice, so a dead line costs no more.
import { startTransition, useCallback, useEffect, useState } from 'react';
import type { DayAvailability as Availability } from '../../domain/seats';
import { ApiUnavailable } from '../../services/api';
import { fetchAvailability } from '../../services/availability';
import { usePageLanguage } from '../hooks/useWords';

/** The waits before asking again after the network or the server failed (not after a refusal). */
export const AVAILABILITY_RETRY_MS = [3_000, 10_000] as const;

export function useAvailability(
  date: string | null,
  /** The family's country: its closed days close a date too. */
  country?: string,
): {
  availability: Availability | null;
  /** Shows an availability the server just sent (with a "full" answer). */
  show: (fresh: Availability) => void;
} {
  const [availability, setAvailability] = useState<Availability | null>(null);
  const language = usePageLanguage();

  useEffect(() => {
    if (!date) return;
    const abort = new AbortController();
    let again: number | undefined;
    const read = (tries: number) =>
      fetchAvailability(date, abort.signal, language, country).then(
        // A transition: the slots re-render in slices that a tap can interrupt.
        (fresh) => startTransition(() => setAvailability(fresh)),
        (error: unknown) => {
          if (abort.signal.aborted) return;
          console.warn('Availability could not be read', error);
          const wait = error instanceof ApiUnavailable ? AVAILABILITY_RETRY_MS[tries] : undefined;
          if (wait !== undefined) again = window.setTimeout(() => void read(tries + 1), wait);
        },
      );
    void read(0);
    return () => {
      abort.abort();
      window.clearTimeout(again);
    };
  }, [date, language, country]);

  const show = useCallback((fresh: Availability) => setAvailability(fresh), []);
  return { availability: availability && availability.date === date ? availability : null, show };
}
