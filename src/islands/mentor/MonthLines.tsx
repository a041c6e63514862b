// The month's reports on /mentor: for each child the mentor teaches (read from their own
// classes of this month), the line and projects that go into the report sent on the 1st.
import { useEffect, useState } from 'react';
import { monthOf } from '../../domain/progress/month';
import type { ShownClass } from '../../services/classes';
import { readLines, type ShownLine } from '../../services/progress';
import MonthLine from './MonthLine';

interface Props {
  mentorId: string;
  classes: ShownClass[];
  courses: Record<string, string>;
}

export default function MonthLines({ mentorId, classes, courses }: Props) {
  const [lines, setLines] = useState<ShownLine[] | null>(null);
  const month = monthOf(new Date());

  useEffect(() => {
    readLines(mentorId)
      .then(setLines)
      .catch(() => setLines([]));
  }, [mentorId]);

  // The children with a class this month: last month's are in the report already on its way.
  const children = [...new Map(classes.filter((c) => monthOf(c.start) === month).map((c) => [c.enrollmentId, c])).values()];
  if (children.length === 0) return null;
  return (
    <section className="mt-8" aria-label="This month's reports">
      <h2 className="text-xl font-extrabold">This month's reports</h2>
      <p className="mt-1 text-sm text-muted">Each family gets a report on the 1st. Write what comes next, and attach projects.</p>
      {lines === null ? (
        <p className="mt-2 text-sm">Loading…</p>
      ) : (
        <ul className="mt-2 space-y-3">
          {children.map((c) => (
            <MonthLine
              key={c.enrollmentId}
              enrollmentId={c.enrollmentId}
              childFirstName={c.childFirstName}
              courseName={courses[c.course] ?? c.course}
              month={month}
              saved={lines.find((l) => l.enrollmentId === c.enrollmentId && l.month === month)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
