// Seats per slot for the chosen Nairobi date: read when the date is first known and each
// time it changes, one small GET per date. Unreachable availability shows every slot open;
// the server still refuses a full one when the parent confirms.
import { startTransition, useCallback, useEffect, useState } from 'react';
import type { DayAvailability as Availability } from '../../domain/seats';
import { fetchAvailability } from '../../services/availability';
import { usePageLanguage } from '../hooks/useWords';

export function useAvailability(date: string | null): {
  availability: Availability | null;
  /** Shows an availability the server just sent (with a "full" answer). */
  show: (fresh: Availability) => void;
} {
  const [availability, setAvailability] = useState<Availability | null>(null);
  const language = usePageLanguage();

  useEffect(() => {
    if (!date) return;
    const abort = new AbortController();
    fetchAvailability(date, abort.signal, language).then(
      // A transition: the slots re-render in slices that a tap can interrupt.
      (fresh) => startTransition(() => setAvailability(fresh)),
      (error: unknown) => {
        if (abort.signal.aborted) return;
        console.warn('Availability could not be read', error);
      },
    );
    return () => abort.abort();
  }, [date, language]);

  const show = useCallback((fresh: Availability) => setAvailability(fresh), []);
  return { availability: availability && availability.date === date ? availability : null, show };
}
