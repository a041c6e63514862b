// The booking form's draft: restored from this tab's sessionStorage (after /error's Try
// Again, or a reload), kept there as typed (once the clock runs), and kept inside today's window as the clock
// moves (past Nairobi midnight the date moves to today; a slot that passes is unselected).
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { emptyDraft, reviveDraft, type BookingDraft, type Country } from '../../domain/booking';
import { dateWindow, isSlotPast, nairobiDate } from '../../domain/slots';
import { clearDraft, loadDraft, saveDraft } from '../../services/booking-draft';

export interface DraftControls {
  draft: BookingDraft;
  setDraft: React.Dispatch<React.SetStateAction<BookingDraft>>;
  /** Sets one field. */
  set: <K extends keyof BookingDraft>(key: K, value: BookingDraft[K]) => void;
  /** Picks a date; a different date clears the time. */
  pickDate: (date: string) => void;
  /** After a booking: the stored draft is dropped and the form starts again from `at`. */
  finish: (at: Date) => void;
  /** Keep saving again (the page came back from the back-forward cache). */
  resume: () => void;
}

export function useBookingDraft(countries: readonly Country[], now: Date | null, windowDays: number): DraftControls {
  const defaultCountry = countries[0]!.code;
  const [draft, setDraft] = useState<BookingDraft>(() => emptyDraft(new Date(), defaultCountry));
  const restored = useRef(false);
  const held = useRef(false);

  // Restore right after hydration, in a layout effect: a hook declared after this one that
  // adopts what the parent typed before the code arrived (useTypedBeforeHydration) then wins.
  // Without a kept draft the state stays as it is.
  useLayoutEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const stored = loadDraft();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- sessionStorage exists only after hydration, which must match the server's HTML first
    if (stored) setDraft(reviveDraft(stored, new Date(), defaultCountry, countries, windowDays));
  }, [defaultCountry, countries, windowDays]);

  useEffect(() => {
    if (now && !held.current) saveDraft(draft);
  }, [draft, now]);

  // Adjusted while rendering, so a stale date or a passed slot is never painted as chosen.
  if (now && !dateWindow(now, windowDays).includes(draft.date)) setDraft((d) => ({ ...d, date: nairobiDate(now), time: '' }));
  else if (now && draft.time && isSlotPast(draft.date, draft.time, now)) setDraft((d) => ({ ...d, time: '' }));

  const set = useCallback(<K extends keyof BookingDraft>(key: K, value: BookingDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
  }, []);

  const pickDate = useCallback((date: string) => {
    setDraft((d) => ({ ...d, date, time: d.date === date ? d.time : '' }));
  }, []);

  const finish = useCallback(
    (at: Date) => {
      held.current = true;
      clearDraft();
      setDraft(emptyDraft(at, defaultCountry));
    },
    [defaultCountry],
  );

  const resume = useCallback(() => {
    held.current = false;
  }, []);

  return { draft, setDraft, set, pickDate, finish, resume };
}
