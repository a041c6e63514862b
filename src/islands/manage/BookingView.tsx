// /manage's booked class: its details, the change or cancel panel while it is upcoming,
// and what a change just did. Loaded with the booking (see ManageBooking), so the page's
// first code, the loading card, carries none of the slot rules or the panel.
import { lazy, Suspense, type Ref } from 'react';
import { firstNameOf } from '../../domain/link-glance';
import { manageMessages } from '../../domain/message-areas/manage';
import type { Language } from '../../domain/i18n/languages';
import { manageWords, manageTwins } from '../../domain/manage-words';
import { usePagePath, useWords, useMessages } from '../hooks/useWords';
import { englishDates, type DateWords, dateTwins } from '../../domain/i18n/dates';
import { zoneName } from '../../domain/slots';
import { dayAndMonth, wallTime } from '../../domain/zone-clock';
import type { ManagedBooking } from '../../services/manage';
import ClassTimes from './ClassTimes';
import ManagePanel, { TooLate } from './ManagePanel';
import type { NotifyPreferences } from '../../domain/whatsapp/preferences';

/** The areas of messages.ts this island shows, in English (a /sw/ page hands down their twin). */
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
  gradeLabels: Record<string, string>;
  onChanged: (next: ManagedBooking, text: string) => void;
  onLost: (said: string) => void;
  /** The family's channels, when the server said. */
  notify?: NotifyPreferences;
  /** Set while the booking shown is the link's glance: when its message was sent. */
  asOf?: Date;
  /** The page's language (not the family's language for messages, booking.language). */
  pageLanguage?: Language;
}

/** When the link's message was sent, in the family's zone: "Thursday 26 November, 11:00 EAT". */
function sentText(at: Date, tz: string, dates: DateWords | null): string {
  const w = wallTime(at, tz);
  // Another language names the day through its own words (i18n/dates.sw.ts).
  const day = dates ? dates.dayLabel(w.date).full : dayAndMonth(w);
  return `${day}, ${dates ? dates.clockTime(w.time) : w.time} ${zoneName(tz, at)}`;
}

export default function BookingView({
  booking,
  manageable,
  said,
  saidRef,
  token,
  supportPhone,
  gradeLabels,
  onChanged,
  onLost,
  notify,
  asOf,
  pageLanguage = 'en',
}: Props) {
  const { manage: messages } = useMessages(pageLanguage, english);
  const w = useWords(pageLanguage, manageWords, manageTwins);
  const dates = useWords(pageLanguage, englishDates, dateTwins);
  const pagePath = usePagePath();
  // The glance shows the class alone: what can be done with it waits for the server.
  const upcoming = booking.status === 'upcoming' && !asOf;
  const shownSaid = asOf ? messages.asOf(sentText(asOf, booking.country.tz, pageLanguage === 'en' ? null : dates)) : said;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <section className="card overflow-hidden" aria-labelledby="manage-title">
        <div className="flex flex-wrap items-center justify-between gap-3 bg-brand-50 px-6 py-4">
          <h1 id="manage-title" className="text-2xl font-extrabold">
            {w.childsClass(firstNameOf(booking.studentName))}
          </h1>
          <span className="rounded-full bg-brand-700 px-3 py-1 text-sm font-bold text-white" data-booking-status>
            {w.status[booking.status]}
          </span>
        </div>
        <div className="space-y-4 px-6 py-6">
          {gradeLabels[booking.studentGrade] && <p className="text-muted">{gradeLabels[booking.studentGrade]}</p>}
          <ClassTimes date={booking.date} time={booking.time} country={booking.country} language={pageLanguage} />
          <p
            ref={saidRef}
            tabIndex={-1}
            role="status"
            className={
              asOf
                ? 'text-sm text-muted outline-none'
                : said
                  ? 'rounded-xl bg-emerald-50 p-3 font-semibold text-emerald-900 outline-none'
                  : ''
            }
            data-as-of={asOf ? '' : undefined}
          >
            {shownSaid}
          </p>
        </div>
      </section>
      {upcoming && (
        <section className="card p-6 sm:p-8" aria-label={w.changeOrCancel}>
          {manageable ? (
            <ManagePanel
              key={`${booking.date} ${booking.time}`}
              booking={booking}
              access={{ token }}
              supportPhone={supportPhone}
              onChanged={onChanged}
              onLost={onLost}
              language={pageLanguage}
            />
          ) : (
            <TooLate supportPhone={supportPhone} language={pageLanguage} />
          )}
        </section>
      )}
      {upcoming && notify && (
        <Suspense fallback={null}>
          <NotifyToggles access={{ token }} initial={notify} language={booking.language} />
        </Suspense>
      )}
      {booking.status === 'cancelled' && !said && !asOf && <p className="text-center text-muted">{messages.cancelled}</p>}
      {!upcoming && !asOf && (
        <p className="text-center">
          <a href={pagePath('/book-class')} className="font-semibold text-brand-800 underline underline-offset-2">
            {w.bookAnother}
          </a>
        </p>
      )}
    </div>
  );
}
