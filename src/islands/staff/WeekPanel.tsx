// Weekly classes: a Monday-to-Sunday week (Nairobi) per mentor, hours filled and free, with
// the week before and after; classes unmarked a day after they ended, children absent
// several classes in a row (both over the last ATTENDANCE_WEEKS weeks), paid children with no
// weekly time, the coming dates left without a class for a mentor's leave, and mentor leave. Live, like the other panels; the CSV is the shown week.
import { useState } from 'react';
import { clock } from '../../domain/classes/hours';
import { occurrenceOf } from '../../domain/classes/occurrences';
import { ATTENDANCE_WEEKS, classWhen } from '../../domain/classes/shown';
import {
  absenceStreaks,
  mentorWeek,
  mondayOf,
  unmarkedClasses,
  withoutClassOnLeave,
  withoutTimes,
  type WeekClass,
} from '../../domain/classes/week';
import type { Column } from '../../domain/staff/csv';
import { NAIROBI_TZ, addDays, dayLabel, nairobiDate } from '../../domain/slots';
import type { Row } from '../../services/staff';
import LeaveForm, { type LeaveRow } from './LeaveForm';
import MentorWeekTable from './MentorWeekTable';
import { words as classStates } from '../../i18n/en/console/class-states';
import { WeekList, listTitles } from './WeekLists';
import { schoolChanges } from '../../domain/classes/school-changes';
import { asText, useLiveRows, useNow } from './live';
import { LiveStatus, PanelHeading } from './parts';

export interface StaffMentor {
  id: string;
  name: string;
  hours: string[];
}

interface Props {
  mentors: readonly StaffMentor[];
  courseTitles: Record<string, string>;
}

const toClass = (r: Row): WeekClass => ({
  id: r.id,
  enrollmentId: asText(r.enrollmentId),
  mentorId: asText(r.mentorId),
  childFirstName: asText(r.childFirstName),
  course: asText(r.course),
  start: r.start instanceof Date ? r.start : new Date(0),
  minutes: typeof r.minutes === 'number' ? r.minutes : 0,
  status: asText(r.status) || 'scheduled',
});

const toLeave = (r: Row): LeaveRow => ({
  id: r.id,
  mentorId: asText(r.mentorId),
  from: asText(r.from),
  to: asText(r.to),
  reason: asText(r.reason),
  by: asText(r.by),
});

const toNoClass = (r: Record<string, unknown> | null) => ({
  date: asText(r?.date),
  time: asText(r?.time),
  mentorId: asText(r?.mentorId),
});

const changeReasons: Record<string, string> = {
  mentor: "Mentor can't make it",
  leave: 'Mentor on leave',
  closed: 'Closed day',
  notice: 'Short notice',
};

const midnight = (date: string) => occurrenceOf(date, 0).start;

interface CsvRow {
  mentor: string;
  date: string;
  from: string;
  to: string;
  what: string;
  child: string;
  course: string;
}

export default function WeekPanel({ mentors, courseTitles }: Props) {
  const now = useNow();
  const [offset, setOffset] = useState(0);
  const today = nairobiDate(now);
  const first = addDays(mondayOf(today), offset * 7);
  const since = [first, addDays(today, -ATTENDANCE_WEEKS * 7)].sort()[0]!;
  const until = [addDays(first, 7), addDays(today, 1)].sort()[1]!;
  const classes = useLiveRows({
    collection: 'classes',
    between: { field: 'start', since: midnight(since), until: midnight(until) },
  });
  const leaveLive = useLiveRows({ collection: 'mentorLeave' });
  const enrollments = useLiveRows({ collection: 'enrollments' });

  const rows = classes.state === 'ready' ? classes.rows.map(toClass) : [];
  const leave = leaveLive.state === 'ready' ? leaveLive.rows.map(toLeave) : [];
  const weeks = mentors.map((m) => ({ mentor: m, days: mentorWeek(m, rows, leave, first) }));
  const cover = weeks.flatMap((w) => w.days.flatMap((d) => d.classes.filter((c) => c.needsCover)));
  const name = (id: string) => mentors.find((m) => m.id === id)?.name ?? id;
  const course = (id: string) => courseTitles[id] ?? id;
  const reasons = (mentorId: string) => (date: string) =>
    leave.filter((l) => l.mentorId === mentorId && l.from <= date && date <= l.to).map((l) => l.reason);
  const unmarked = unmarkedClasses(rows, now);
  const absent = absenceStreaks(rows);
  const enrollmentRows = (enrollments.state === 'ready' ? enrollments.rows : []).map((r) => ({
    id: r.id,
    studentName: asText(r.studentName),
    course: asText(r.course),
    plan: asText(r.plan),
    paidUntil: asText(r.paidUntil),
    status: asText(r.status),
    classTimes: Array.isArray(r.classTimes) ? (r.classTimes as unknown[]) : [],
    noClassOn: Array.isArray(r.noClassOn) ? (r.noClassOn as (Record<string, unknown> | null)[]).map(toNoClass) : [],
  }));
  const changed = classes.state === 'ready' ? schoolChanges(classes.rows.map((r) => ({ ...r, start: toClass(r).start }))) : [];
  const waiting = withoutTimes(enrollmentRows);
  const gaps = withoutClassOnLeave(enrollmentRows, today);

  const csvRows: CsvRow[] = weeks.flatMap(({ mentor, days }) =>
    days.flatMap((d) => [
      ...(d.onLeave ? [{ mentor: mentor.name, date: d.date, from: '', to: '', what: 'On leave', child: '', course: '' }] : []),
      ...d.classes.map((c) => ({
        mentor: mentor.name,
        date: d.date,
        from: clock(c.at),
        to: clock(c.at + c.minutes),
        what: c.needsCover ? 'Class, needs cover' : `Class, ${classStates.state(c.status)}`,
        child: c.childFirstName,
        course: course(c.course),
      })),
      ...d.free.map((f) => ({
        mentor: mentor.name,
        date: d.date,
        from: clock(f.start),
        to: clock(f.end),
        what: f.priority ? 'Free, held for priority moves' : 'Free',
        child: '',
        course: '',
      })),
    ]),
  );
  const columns: Column<CsvRow>[] = [
    { header: 'Mentor', value: (r) => r.mentor },
    { header: 'Date (Nairobi)', value: (r) => r.date },
    { header: 'From (Nairobi)', value: (r) => r.from },
    { header: 'To (Nairobi)', value: (r) => r.to },
    { header: 'What', value: (r) => r.what },
    { header: 'Child', value: (r) => r.child },
    { header: 'Course', value: (r) => r.course },
  ];
  const span = `${dayLabel(first).full} to ${dayLabel(addDays(first, 6)).full}`;
  const navButton = 'btn btn-ghost min-h-11 px-4 py-2 text-sm';

  return (
    <div>
      <PanelHeading id="week-title" title="Timetable" csv={{ list: `week-${first}`, rows: csvRows, columns }} />
      <LiveStatus live={classes} what="classes" />
      <WeekList
        id="unmarked-title"
        title={listTitles.unmarked}
        headers={['Class (Nairobi)', 'Mentor', 'Child', 'Course']}
        rows={unmarked.map((c) => ({
          key: c.id,
          cells: [classWhen(c.start, NAIROBI_TZ), name(c.mentorId), c.childFirstName, course(c.course)],
        }))}
        empty={`Every class of the last ${ATTENDANCE_WEEKS} weeks that ended over a day ago is marked.`}
        flagged
      />
      <WeekList
        id="absences-title"
        title={listTitles.absences}
        headers={['Child', 'Course', 'Mentor', 'Absences in a row', 'Last absent (Nairobi)']}
        rows={absent.map((a) => ({
          key: a.enrollmentId,
          cells: [a.childFirstName, course(a.course), name(a.mentorId), a.absences, classWhen(a.lastAbsent, NAIROBI_TZ)],
        }))}
        empty={`No child missed classes in a row in the last ${ATTENDANCE_WEEKS} weeks.`}
        flagged
      />
      <WeekList
        id="school-changes-title"
        title={listTitles.schoolChanges}
        headers={['Class (Nairobi)', 'Child', 'Course', 'Mentor', 'Became', 'Why']}
        rows={changed.map((c) => ({
          key: c.id,
          cells: [
            classWhen(c.start, NAIROBI_TZ),
            c.childFirstName,
            course(c.course),
            name(c.fromMentorId),
            c.kind === 'covered' ? `Covered by ${name(c.mentorId)}` : 'Cancelled: make-up credit',
            changeReasons[c.reason] ?? c.reason,
          ],
        }))}
        empty="No class in these weeks was covered or cancelled by the school."
      />
      <LiveStatus live={enrollments} what="enrollments" />
      <WeekList
        id="without-times-title"
        title={listTitles.withoutTimes}
        headers={['Child', 'Course', 'Plan', 'Paid until']}
        rows={waiting.map((e) => ({
          key: e.id,
          cells: [e.studentName, course(e.course), e.plan, e.paidUntil],
        }))}
        empty="Every paid child has weekly times."
      />
      <WeekList
        id="no-class-title"
        title={listTitles.noClass}
        headers={['Date (Nairobi)', 'Time (Nairobi)', 'Child', 'Course', 'Mentor on leave']}
        rows={gaps.map((g) => ({
          key: `${g.enrollmentId}_${g.date}_${g.time}`,
          cells: [dayLabel(g.date).full, g.time, g.studentName, course(g.course), name(g.mentorId)],
        }))}
        empty="Every coming date of a weekly time has its class."
      />
      <LeaveForm mentors={mentors} leave={leave} />
      <section aria-labelledby="weeks-title">
        <h3 id="weeks-title" className="mt-8 text-lg font-bold text-brand-800">
          Mentors’ weeks
        </h3>
        <div className="mt-3 flex flex-wrap items-center gap-2" role="group" aria-label="Choose the week">
          <button type="button" className={navButton} onClick={() => setOffset((o) => o - 1)}>
            Previous week
          </button>
          <button type="button" className={navButton} onClick={() => setOffset(0)} disabled={offset === 0}>
            This week
          </button>
          <button type="button" className={navButton} onClick={() => setOffset((o) => o + 1)}>
            Next week
          </button>
        </div>
        <p className="mt-2 font-semibold text-ink" role="status" data-week={first}>
          {span}, Nairobi time
        </p>
        {cover.length > 0 && (
          <p className="mt-3 rounded-xl bg-amber-50 p-3 font-semibold text-amber-900" role="status">
            {cover.length === 1 ? '1 class this week needs cover' : `${cover.length} classes this week need cover`} (the mentor is
            on leave).
          </p>
        )}
        {weeks.map(({ mentor, days }) => (
          <MentorWeekTable
            key={mentor.id}
            mentor={mentor}
            days={days}
            courseTitles={courseTitles}
            leaveReasons={reasons(mentor.id)}
          />
        ))}
      </section>
    </div>
  );
}
