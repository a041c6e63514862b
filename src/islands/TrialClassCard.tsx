// The dashboard's trial class: student, grade, the time in the parent's zone and in
// Nairobi, status, and "Add to calendar". Loaded by Dashboard only when a booking exists,
// because the zone and calendar code is the largest part of the dashboard.
import { describeSlot, NAIROBI_TZ } from '../domain/slots';
import { googleCalendarUrl, icsFileName, icsFor } from '../domain/calendar';
import type { MyBooking } from '../services/auth';

export interface TrialClassCardProps {
  booking: MyBooking;
  /** The grade's label, e.g. "Grades 6 to 8". */
  gradeLabel: string;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export default function TrialClassCard({ booking, gradeLabel }: TrialClassCardProps) {
  const tz = booking.country?.tz || NAIROBI_TZ;
  const parentTime = describeSlot(booking.date, booking.time, tz);
  const nairobiTime = describeSlot(booking.date, booking.time, NAIROBI_TZ);
  const ics = icsFor(booking);
  const icsHref = `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;

  return (
    <section className="card mt-8 overflow-hidden" aria-labelledby="booking-title">
      <div className="flex flex-wrap items-center justify-between gap-3 bg-brand-50 px-6 py-4">
        <h2 id="booking-title" className="text-xl font-extrabold">Free trial class</h2>
        <span className="rounded-full bg-brand-700 px-3 py-1 text-sm font-bold text-white" data-booking-status>
          {capitalise(booking.status)}
        </span>
      </div>
      <dl className="grid gap-x-6 gap-y-4 px-6 py-6 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-semibold text-muted">Student</dt>
          <dd className="text-lg font-bold" data-booking-student>{booking.studentName}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-muted">Grade</dt>
          <dd className="text-lg font-bold" data-booking-grade>{gradeLabel}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-muted">Your time{booking.country?.name ? ` (${booking.country.name})` : ''}</dt>
          <dd className="font-bold" data-booking-local>{parentTime}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-muted">Nairobi time</dt>
          <dd className="font-bold" data-booking-nairobi>{nairobiTime}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-3 border-t border-brand-100 px-6 py-5">
        <a href={icsHref} download={icsFileName(booking)} className="btn btn-primary">
          <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
            <rect x="3" y="5" width="18" height="16" rx="2" />
            <path d="M16 3v4M8 3v4M3 10h18M12 13v5M9.5 15.5h5" />
          </svg>
          Add to calendar
        </a>
        <a href={googleCalendarUrl(booking)} target="_blank" rel="noopener" className="btn btn-ghost">
          Google Calendar<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    </section>
  );
}
