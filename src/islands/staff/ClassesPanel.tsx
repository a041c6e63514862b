// Classes: trial bookings from today on, grouped by Nairobi date, live. Earlier classes
// still waiting for an outcome stay at the top, flagged, until someone records one.
import { classDays, classesFrom, type BookingStatus, type StaffBooking } from '../../domain/staff/classes';
import { nairobiTime, type Column } from '../../domain/staff/csv';
import ClassCard, { statusLabel } from './ClassCard';
import { asDate, asText, useLiveRows, useNow } from './live';
import { Empty, LiveStatus, PanelHeading } from './parts';
import type { Row } from '../../services/staff';
import { isConfirmed } from '../../domain/whatsapp/preferences';
import { readSummaries } from '../../domain/whatsapp/summary';
import { languageOr } from '../../i18n/languages';
import { languageName } from '../../i18n/languages';
import type { RecommendOffers } from './RecommendForm';

interface Props {
  brandName: string;
  gradeLabels: Record<string, string>;
  offers: RecommendOffers;
  /** team.yaml's mentors: who taught a trial is recorded with "Attended". */
  mentors: readonly { id: string; name: string }[];
}

function toBooking(row: Row): StaffBooking {
  const country = (row.country ?? {}) as StaffBooking['country'];
  return {
    id: row.id,
    studentName: asText(row.studentName),
    studentGrade: asText(row.studentGrade),
    parentName: asText(row.parentName),
    email: asText(row.email),
    whatsapp: asText(row.whatsapp),
    country: {
      code: asText(country.code),
      name: asText(country.name),
      dial: asText(country.dial),
      tz: country.tz || 'Africa/Nairobi',
      flag: asText(country.flag),
    },
    date: asText(row.date),
    time: asText(row.time),
    language: languageOr(row.language),
    status: (asText(row.status) || 'upcoming') as BookingStatus,
    createdAt: asDate(row.createdAt),
    confirmed: isConfirmed(row.confirmation, asText(row.date), asText(row.time)),
    messages: readSummaries(row.messaging),
    ...(typeof row.recommendationId === 'string' ? { recommendationId: row.recommendationId } : {}),
  };
}

export default function ClassesPanel({ brandName, gradeLabels, offers, mentors }: Props) {
  const now = useNow();
  const live = useLiveRows({ collection: 'bookings', from: { field: 'date', value: classesFrom(now) } });
  const bookings = live.state === 'ready' ? live.rows.map(toBooking) : [];
  const days = classDays(bookings, now);
  const shown = days.flatMap((d) => d.classes);
  const waiting = shown.filter((c) => c.needsOutcome).length;

  const columns: Column<(typeof shown)[number]>[] = [
    { header: 'Date (Nairobi)', value: (c) => c.date },
    { header: 'Time (Nairobi)', value: (c) => c.time },
    { header: 'Family time', value: (c) => `${c.local.date} ${c.local.time} ${c.local.zone}` },
    { header: 'Student', value: (c) => c.studentName },
    { header: 'Grade', value: (c) => gradeLabels[c.studentGrade] ?? c.studentGrade },
    { header: 'Parent', value: (c) => c.parentName },
    { header: 'Email', value: (c) => c.email },
    { header: 'WhatsApp', value: (c) => c.whatsapp },
    { header: 'Country', value: (c) => c.country.name },
    { header: 'Language', value: (c) => languageName(c.language) },
    { header: 'Status', value: (c) => (c.needsOutcome ? 'Needs an outcome' : statusLabel[c.status]) },
    { header: 'Booked at (Nairobi)', value: (c) => nairobiTime(c.createdAt) },
    { header: 'Booking id', value: (c) => c.id },
  ];

  return (
    <div>
      <PanelHeading
        id="classes-title"
        title="Classes"
        count={live.state === 'ready' ? `${shown.length}` : undefined}
        csv={{ list: 'classes', rows: shown, columns }}
      />
      <LiveStatus live={live} what="classes" />
      {waiting > 0 && (
        <p className="mt-3 rounded-xl bg-amber-50 p-3 font-semibold text-amber-900" role="status">
          {waiting === 1 ? '1 class needs an outcome.' : `${waiting} classes need an outcome.`}
        </p>
      )}
      {live.state === 'ready' && days.length === 0 && <Empty>No trial classes booked from today on.</Empty>}
      {days.map((day) => (
        <section key={day.date} aria-labelledby={`day-${day.date}`} className="mt-6">
          <h3 id={`day-${day.date}`} className="text-lg font-bold text-brand-800">
            {day.label}
            {day.isToday && <span className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-sm text-white">Today</span>}
          </h3>
          <ul className="mt-2 grid gap-3 md:grid-cols-2">
            {day.classes.map((c) => (
              <ClassCard
                key={c.id}
                booking={c}
                brandName={brandName}
                offers={offers}
                mentors={mentors}
                gradeLabel={gradeLabels[c.studentGrade] ?? c.studentGrade}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
