// /manage's booked class: its details, the change or cancel panel while it is upcoming,
// and what a change just did. Loaded with the booking (see ManageBooking), so the page's
// first code, the loading card, carries none of the slot rules or the panel.
import { lazy, Suspense, type Ref } from 'react';
import { bookedClassTexts } from '../../domain/booked-class-card';
import { words as manageMessages } from '../../i18n/en/messages/manage';
import { words as manageWords } from '../../i18n/en/manage';
import { usePagePath, useWords, useMessages } from '../hooks/useWords';
import { words as englishDates } from '../../i18n/en/dates';
import type { ManagedBooking } from '../../services/manage';
import BookedClassCard from './BookedClassCard';
import ManagePanel, { TooLate } from './ManagePanel';
import type { NotifyPreferences } from '../../domain/whatsapp/preferences';

/** The parts of the messages area (src/i18n/en/messages/) this island shows, in English (another language's page hands down its own). */
const english = { manage: manageMessages };

// The channel switches load after the class is on screen: the booking comes first.
const NotifyToggles = lazy(() => import('./NotifyToggles'));

interface Props {
  booking: ManagedBooking;
  /** Reschedule and cancel are still open (before the change cut-off). */
  manageable: boolean;
  /** What the last change did, announced; '' when nothing was changed yet. */
  said: string;
  saidRef: Ref<HTMLParagraphElement>;
  token: string;
  supportPhone: string;
  /** Hours before the class until which the family may change it (settings.yaml `booking`). */
  cutoffHours: number;
  windowDays: number;
  gradeLabels: Record<string, string>;
  onChanged: (next: ManagedBooking, text: string) => void;
  onLost: (said: string) => void;
  /** The family's channels, when the server said. */
  notify?: NotifyPreferences;
}

export default function BookingView({
  booking,
  manageable,
  said,
  saidRef,
  token,
  supportPhone,
  cutoffHours,
  windowDays,
  gradeLabels,
  onChanged,
  onLost,
  notify,
}: Props) {
  const { manage: messages } = useMessages(english);
  const w = useWords('manage', manageWords);
  const dates = useWords('dates', englishDates);
  const pagePath = usePagePath();
  const upcoming = booking.status === 'upcoming';
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <BookedClassCard texts={bookedClassTexts(booking, w, dates, gradeLabels)} note={said} noteRef={saidRef} />
      {upcoming && (
        <section className="card p-6 sm:p-8" aria-label={w.changeOrCancel}>
          {manageable ? (
            <ManagePanel
              key={`${booking.date} ${booking.time}`}
              booking={booking}
              access={{ token }}
              supportPhone={supportPhone}
              cutoffHours={cutoffHours}
              windowDays={windowDays}
              onChanged={onChanged}
              onLost={onLost}
            />
          ) : (
            <TooLate supportPhone={supportPhone} cutoffHours={cutoffHours} />
          )}
        </section>
      )}
      {upcoming && notify && (
        <Suspense fallback={null}>
          <NotifyToggles access={{ token }} initial={notify} language={booking.language} />
        </Suspense>
      )}
      {booking.status === 'cancelled' && !said && <p className="text-center text-muted">{messages.cancelled}</p>}
      {!upcoming && (
        <p className="text-center">
          <a href={pagePath('/book-class')} className="font-semibold text-brand-800 underline underline-offset-2">
            {w.bookAnother}
          </a>
        </p>
      )}
    </div>
  );
}
