// A child's monthly progress reports on the dashboard: one per month, latest first, each
// opened in place (a disclosure) to read the counts (all the child's courses together), and
// per course with its mentor the notes, projects and what comes next. The rules let a family read only its own children's reports.
import { useEffect, useState } from 'react';
import { monthName } from '../../domain/progress/month';
import { reportRows, type CourseReport } from '../../domain/progress/report';
import { words as familyWords } from '../../i18n/en/family';
import { words as englishClassDates } from '../../i18n/en/class-dates';
import { useWords } from '../hooks/useWords';
import { readReports, type ShownReport } from '../../services/progress';

/** The month's counts: all the child's courses together, or one course's. */
function Counts({ r }: { r: Pick<CourseReport, 'attended' | 'missed' | 'cancelled'> }) {
  const w = useWords('family', familyWords).reports;
  return (
    <dl className="mt-2 grid grid-cols-[auto_auto] justify-start gap-x-4 gap-y-1">
      {reportRows(r, w.rows).map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted">{label}</dt>
          <dd className="font-bold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One course's notes, projects and what comes next. */
function CoursePart({ c }: { c: CourseReport }) {
  const w = useWords('family', familyWords).reports;
  const { calendarDate } = useWords('classDates', englishClassDates);
  return (
    <>
      {c.notes.length > 0 && (
        <>
          <p className="mt-2 font-semibold">{w.notes}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {c.notes.map((n) => (
              <li key={`${n.date}-${n.note}`} className="whitespace-pre-line">
                {calendarDate(n.date)}: {n.note}
              </li>
            ))}
          </ul>
        </>
      )}
      {c.projects.length > 0 && (
        <>
          <p className="mt-2 font-semibold">{w.projects}</p>
          <ul className="mt-1 space-y-1">
            {c.projects.map((p) => (
              <li key={p.url}>
                <a className="font-semibold text-brand-800 underline underline-offset-2" href={p.url} rel="noopener noreferrer">
                  {p.title}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      {c.next && (
        <>
          <p className="mt-2 font-semibold">{w.next}</p>
          <p className="mt-1 whitespace-pre-line rounded-lg bg-brand-50 p-2">{c.next}</p>
        </>
      )}
    </>
  );
}

interface Props {
  /** The child's enrollments: their reports are the child's. */
  enrollmentIds: string[];
  childName: string;
}

export default function ChildReports({ enrollmentIds, childName }: Props) {
  const w = useWords('family', familyWords).reports;
  const [reports, setReports] = useState<ShownReport[] | null>(null);
  const key = enrollmentIds.join(',');

  useEffect(() => {
    const ids = key.split(',');
    readReports()
      .then((all) => setReports(all.filter((r) => r.enrollmentIds.some((id) => ids.includes(id)))))
      .catch(() => setReports([]));
  }, [key]);

  if (!reports || reports.length === 0) return null;
  return (
    <div className="mt-4" data-reports>
      <h4 className="font-bold">{w.title}</h4>
      <ul className="mt-1 space-y-2 text-sm">
        {reports.map((r) => (
          <li key={r.id} className="rounded-xl border border-brand-100" data-report={r.month}>
            <details>
              <summary className="min-h-11 cursor-pointer p-3 font-semibold text-brand-800">
                {monthName(r.month)}
                <span className="sr-only">{w.of(childName)}</span>
              </summary>
              <div className="px-3 pb-3">
                <Counts r={r} />
                {r.courses.map((c) => (
                  <section key={c.enrollmentId || c.course} className="mt-3" data-report-course={c.course}>
                    <p className="font-semibold">
                      {c.course}
                      {c.mentorName && w.withMentor(c.mentorName)}
                    </p>
                    {r.courses.length > 1 && <Counts r={c} />}
                    <CoursePart c={c} />
                  </section>
                ))}
              </div>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}
