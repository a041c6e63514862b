// One trial class on the dashboard: student, grade, the time in the parent's zone and in
// Nairobi, its state (upcoming, past, cancelled...), "Add to calendar" while it is ahead,
// and whatever actions the dashboard puts inside (change or cancel).
import { useId, type ReactNode } from 'react';
import { googleCalendarUrl, icsFileName, icsFor, trialEvent } from '../../messages/calendar';
import { words as englishCalendar } from '../../i18n/en/calendar';
import { words as englishFormats } from '../../i18n/en/formats';
import { NAIROBI_TZ } from '../../domain/slots';
import type { MyBooking } from '../../domain/parent-session';
import ClassTimes from '../manage/ClassTimes';
import { words as dashboardWords } from '../../i18n/en/dashboard';
import { words as manageWords } from '../../i18n/en/manage';
import { useWords } from '../hooks/useWords';

export interface TrialClassCardProps {
  booking: Pick<MyBooking, 'studentName' | 'date' | 'time' | 'country' | 'status'>;
  /** The grade's label, e.g. "Grades 6 to 8". */
  gradeLabel: string;
  /** The class is over (one hour after its start). */
  past: boolean;
  /** Inside a child's card (under the child's own heading): a framed part of it. */
  nested?: boolean;
  /** The calendar file's alarm, minutes before the class (settings.yaml `booking`). */
  alarmMinutes: number;
  children?: ReactNode;
}

export default function TrialClassCard({
  booking,
  gradeLabel,
  past,
  nested = false,
  alarmMinutes,
  children,
}: TrialClassCardProps) {
  const w = useWords('dashboard', dashboardWords);
  const m = useWords('manage', manageWords);
  const calendar = useWords('calendar', englishCalendar).trial;
  const formats = useWords('formats', englishFormats);
  const uid = useId();
  const Heading = nested ? 'h5' : 'h2';
  // Under a child the card is part of the child's: their name and grade are just above it.
  const pad = nested ? 'px-4' : 'px-6';
  const padY = nested ? 'py-3' : 'py-6';
  const small = nested ? 'min-h-11 px-4 py-2 text-sm' : '';
  const state = past && booking.status === 'upcoming' ? w.past : m.status[booking.status];
  const ahead = booking.status === 'upcoming' && !past;
  const country = booking.country?.tz ? booking.country : { name: 'Kenya', tz: NAIROBI_TZ };
  // The calendar file and link speak the page's language, as the card does.
  const event = trialEvent(booking, alarmMinutes, calendar, formats);
  const ics = ahead ? `data:text/calendar;charset=utf-8,${encodeURIComponent(icsFor(booking, { text: event }))}` : '';

  return (
    <section
      className={`${nested ? 'mt-2 rounded-xl border border-brand-100' : 'card mt-6'} overflow-hidden ${ahead ? '' : 'opacity-90'}`}
      aria-labelledby={`${uid}-title`}
      data-booking
    >
      <div
        className={`flex flex-wrap items-center justify-between gap-3 ${pad} ${nested ? 'py-2' : 'py-4'} ${ahead ? 'bg-brand-50' : 'bg-[#f3f2f7]'}`}
      >
        <Heading id={`${uid}-title`} className={nested ? 'font-extrabold' : 'text-xl font-extrabold'}>
          {m.childsClass(booking.studentName)}
        </Heading>
        <span
          className={`rounded-full px-3 py-1 text-sm font-bold ${ahead ? 'bg-brand-700 text-white' : 'bg-[#57536a] text-white'}`}
          data-booking-status
        >
          {state}
        </span>
      </div>
      <div className={`space-y-4 ${pad} ${padY}`}>
        {!nested && (
          <p>
            <span className="text-sm font-semibold text-muted">{w.grade}</span>
            <span className="font-bold" data-booking-grade>
              {gradeLabel}
            </span>
          </p>
        )}
        <ClassTimes date={booking.date} time={booking.time} country={country} />
      </div>
      {ahead && (
        <div className={`flex flex-wrap gap-3 border-t border-brand-100 ${pad} ${nested ? 'py-3' : 'py-5'}`}>
          <a href={ics} download={icsFileName(booking, calendar)} className={`btn btn-primary ${small}`}>
            <svg
              width="18"
              height="18"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
              focusable="false"
            >
              <rect x="3" y="5" width="18" height="16" rx="2" />
              <path d="M16 3v4M8 3v4M3 10h18M12 13v5M9.5 15.5h5" />
            </svg>
            {w.addToCalendar}
          </a>
          <a href={googleCalendarUrl(booking, event)} target="_blank" rel="noopener" className={`btn btn-ghost ${small}`}>
            {w.googleCalendar}
            <span className="sr-only">{m.newTab}</span>
          </a>
        </div>
      )}
      {children}
    </section>
  );
}
