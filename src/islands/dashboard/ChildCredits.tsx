// One enrollment's make-up credits on the dashboard: each open credit with the last day it can be
// used, the plan's rule from plans.yaml, and "Book a make-up" (BookMakeUp); a booked make-up shows
// with the classes (`onBooked`).
import { useCallback, useEffect, useState } from 'react';
import { words as englishCredits } from '../../i18n/en/credits';
import { words as englishClassDates } from '../../i18n/en/class-dates';
import { useWords } from '../hooks/useWords';
import { lastDay } from '../../domain/credits/rule';
import { readCredits, type ShownCredit } from '../../services/credits';
import BookMakeUp from './BookMakeUp';

interface Props {
  enrollmentId: string;
  tz: string;
  /** The plan's make-up rule, as its card states it. */
  rule?: string;
  /** Read again when this changes (a class cancelled here). */
  refresh: number;
  onBooked: (message: string) => void;
}

export default function ChildCredits({ enrollmentId, tz, rule, refresh, onBooked }: Props) {
  const w = useWords('credits', englishCredits);
  const { calendarDate } = useWords('classDates', englishClassDates);
  const [credits, setCredits] = useState<ShownCredit[] | null>(null);
  const [open, setOpen] = useState<string | null>(null);

  const load = useCallback(() => {
    readCredits()
      .then((all) => setCredits(all.filter((c) => c.enrollmentId === enrollmentId)))
      .catch((error: unknown) => console.error('Dashboard: could not read the make-up credits', error));
  }, [enrollmentId]);

  useEffect(() => load(), [load, refresh]);

  if (!credits) return null;
  return (
    <div className="mt-3" data-credits>
      <h4 className="font-bold">{w.heading}</h4>
      {rule && (
        <p className="mt-1 text-sm" data-make-up-rule>
          {rule}
        </p>
      )}
      {credits.length === 0 && <p className="text-sm">{w.none}</p>}
      <ul className="mt-1 space-y-2 text-sm">
        {credits.map((c) => (
          <li key={c.id} className="rounded-xl border border-amber-200 bg-white p-3" data-credit={c.id}>
            {w.credit(c.childFirstName, calendarDate(lastDay(c.expiresAt)))}
            {open === c.id ? (
              <BookMakeUp
                creditId={c.id}
                tz={tz}
                onClose={() => setOpen(null)}
                onBooked={(message) => {
                  setOpen(null);
                  load();
                  onBooked(message);
                }}
              />
            ) : (
              <button type="button" className="btn btn-ghost mt-2 block min-h-11 px-3 py-1 text-sm" onClick={() => setOpen(c.id)}>
                {w.book}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
