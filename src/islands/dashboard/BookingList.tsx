// Every booking of the signed-in parent: upcoming ones first (soonest first), then the rest
// (latest first), past ones marked past. An upcoming class can be moved or cancelled here,
// as its owner (booking id + ID token), until the cut-off. The cards come with the
// dashboard's own code, so they show as soon as the bookings arrive; the panel that moves
// or cancels a class (the slot picker, the manage calls) is fetched once they are on screen.
import { Suspense, lazy, useEffect, useState } from 'react';
import { isClassPast } from '../../domain/seats';
import { slotInstant } from '../../domain/slots';
import type { MyBooking } from '../../domain/parent-session';
import type { ManagedBooking } from '../../services/manage';
import TrialClassCard from './TrialClassCard';
import type { TrialRules } from '../../domain/trial-rules';
import { words as dashboardWords } from '../../i18n/en/dashboard';
import { words as manageWords } from '../../i18n/en/manage';
import { useWords } from '../hooks/useWords';

const managePanel = () => import('../manage/ManagePanel');
const ManagePanel = lazy(managePanel);

interface Props {
  bookings: MyBooking[];
  /** Inside a child's card on the dashboard: the cards are set in it, not on their own. */
  nested?: boolean;
  gradeLabels: Record<string, string>;
  supportPhone: string;
  /** The change cut-off and calendar alarm (settings.yaml `booking`). */
  trial: TrialRules;
  now: Date;
  idToken: () => Promise<string | null>;
}

export function sortBookings(bookings: readonly MyBooking[], now: Date): MyBooking[] {
  const ahead = (b: MyBooking) => b.status === 'upcoming' && !isClassPast(b.date, b.time, now);
  const at = (b: MyBooking) => slotInstant(b.date, b.time).getTime();
  return [...bookings].sort((a, b) => {
    if (ahead(a) !== ahead(b)) return ahead(a) ? -1 : 1;
    return ahead(a) ? at(a) - at(b) : at(b) - at(a);
  });
}

export default function BookingList({ bookings, nested = false, gradeLabels, supportPhone, trial, now, idToken }: Props) {
  const w = useWords('dashboard', dashboardWords);
  const m = useWords('manage', manageWords);
  // What was changed here is laid over the bookings the list is handed (which may shrink once
  // the family shows some under their child).
  const [changes, setChanges] = useState<Record<string, Pick<MyBooking, 'date' | 'time' | 'status'>>>({});
  const list = bookings.map((b) => (changes[b.id] ? { ...b, ...changes[b.id] } : b));
  const [open, setOpen] = useState<string | null>(null);
  const [said, setSaid] = useState<Record<string, string>>({});
  const anyChangeable = list.some((b) => b.status === 'upcoming' && !isClassPast(b.date, b.time, now));

  // Ready before the parent presses "Change or cancel", without delaying the cards.
  useEffect(() => {
    if (!anyChangeable) return;
    const timer = setTimeout(() => void managePanel().catch(() => {}), 0);
    return () => clearTimeout(timer);
  }, [anyChangeable]);

  const changed = (next: ManagedBooking, text: string) => {
    setChanges((all) => ({ ...all, [next.id]: { date: next.date, time: next.time, status: next.status } }));
    setSaid((s) => ({ ...s, [next.id]: text }));
    setOpen(null);
  };

  return (
    <>
      {sortBookings(list, now).map((b) => {
        const past = isClassPast(b.date, b.time, now);
        const changeable = b.status === 'upcoming' && !past;
        return (
          <TrialClassCard
            key={b.id}
            booking={b}
            gradeLabel={gradeLabels[b.studentGrade] ?? b.studentGrade}
            past={past}
            nested={nested}
            alarmMinutes={trial.calendarAlarmMinutes}
          >
            <p
              role="status"
              className={
                said[b.id] ? `${nested ? 'mx-4' : 'mx-6'} mb-4 rounded-xl bg-emerald-50 p-3 font-semibold text-emerald-900` : ''
              }
            >
              {said[b.id] ?? ''}
            </p>
            {changeable && (
              <div className={`border-t border-brand-100 ${nested ? 'px-4 py-3' : 'px-6 py-5'}`}>
                <button
                  type="button"
                  className={`btn btn-ghost ${nested ? 'min-h-11 px-4 py-2 text-sm' : ''}`}
                  aria-expanded={open === b.id}
                  onClick={() => setOpen(open === b.id ? null : b.id)}
                >
                  {open === b.id ? w.close : m.changeOrCancel}
                </button>
                {open === b.id && (
                  <div className="mt-6">
                    <Suspense fallback={<p className="text-muted">{w.loadingPanel}</p>}>
                      <ManagePanel
                        booking={b}
                        supportPhone={supportPhone}
                        cutoffHours={trial.changeCutoffHours}
                        windowDays={trial.windowDays}
                        access={async () => {
                          const token = await idToken();
                          if (!token) throw new Error('Signed out');
                          return { bookingId: b.id, idToken: token };
                        }}
                        onChanged={changed}
                        onLost={(text) => setSaid((s) => ({ ...s, [b.id]: text }))}
                      />
                    </Suspense>
                  </div>
                )}
              </div>
            )}
          </TrialClassCard>
        );
      })}
    </>
  );
}
