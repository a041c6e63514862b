// What the /staff week view computes from plain rows: one mentor's Monday-to-Sunday week of
// Nairobi dates (classes, free stretches of their hours, leave), classes left unmarked a
// day after they ended, children absent several classes in a row, enrollments still
// without weekly times, and the coming dates a weekly time gives no class for leave. Pure:
// classes, hours and leave come in as values.
import { addDays, NAIROBI_TZ } from '../slots';
import { wallTime } from '../zone-clock';
import { weeklyHours } from './hours';
import { isOnLeave, type Leave } from './leave';
import { weekdayOf } from './occurrences';
import type { DatedClass } from '../stored/classes';

/** An enrollment in one of these statuses is paid for and should have weekly times. */
export const CLASSES_OPEN: readonly string[] = ['active', 'past_due'];

/** A class still unmarked this many hours after it ended is shown to staff. */
export const UNMARKED_AFTER_HOURS = 24;

/** A child absent from this many classes in a row, with none attended since, is flagged. */
export const ABSENCES_FLAGGED = 2;

/** A class as staff's week shows it. */
export type WeekClass = DatedClass<'enrollmentId' | 'mentorId' | 'childFirstName' | 'course' | 'minutes' | 'status'>;

/** A class placed in the week: its Nairobi date and minutes after midnight. */
export type PlacedClass = WeekClass & {
  date: string;
  at: number;
  needsCover: boolean;
};

export interface Stretch {
  start: number;
  end: number;
  /** Held back for priority moves (hours.ts). */
  priority?: boolean;
}

export interface MentorDay {
  date: string;
  onLeave: boolean;
  classes: PlacedClass[];
  /** Parts of the mentor's hours no class fills; none on a day of leave. */
  free: Stretch[];
}

/** The Monday on or before a Nairobi date. */
export function mondayOf(date: string): string {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

/** The seven Nairobi dates of the week starting on Monday `first`. */
export function weekDates(first: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(first, i));
}

export function placed(c: WeekClass, leave: readonly Leave[]): PlacedClass {
  const w = wallTime(c.start, NAIROBI_TZ);
  const [h, m] = w.time.split(':').map(Number);
  const needsCover = c.status === 'scheduled' && isOnLeave(leave, c.mentorId, w.date);
  return { ...c, date: w.date, at: (h ?? 0) * 60 + (m ?? 0), needsCover };
}

/** `stretches` less the minutes `busy` covers. */
function subtract(stretches: readonly Stretch[], busy: readonly Stretch[]): Stretch[] {
  let out = [...stretches];
  for (const b of busy) {
    out = out.flatMap((s) => {
      if (b.end <= s.start || b.start >= s.end) return [s];
      return [
        { ...s, end: b.start },
        { ...s, start: b.end },
      ].filter((p) => p.end > p.start);
    });
  }
  return out;
}

/** One mentor's week from Monday `first`: each day's classes (earliest first), free stretches and leave. */
export function mentorWeek(
  mentor: { id: string; hours: readonly string[] },
  classes: readonly WeekClass[],
  leave: readonly Leave[],
  first: string,
): MentorDay[] {
  const hours = weeklyHours(mentor.hours);
  const mine = classes.filter((c) => c.mentorId === mentor.id).map((c) => placed(c, leave));
  return weekDates(first).map((date) => {
    const onLeave = isOnLeave(leave, mentor.id, date);
    const today = mine.filter((c) => c.date === date).sort((a, b) => a.at - b.at);
    const stretches = hours
      .filter((h) => h.weekday === weekdayOf(date))
      .map(({ start, end, priority }) => ({ start, end, priority }));
    const busy = today.filter((c) => c.status !== 'cancelled').map((c) => ({ start: c.at, end: c.at + c.minutes }));
    return { date, onLeave, classes: today, free: onLeave ? [] : subtract(stretches, busy) };
  });
}

/** Classes nobody marked though they ended UNMARKED_AFTER_HOURS ago or more, earliest first. */
export function unmarkedClasses<C extends WeekClass>(classes: readonly C[], now: Date): C[] {
  const limit = now.getTime() - UNMARKED_AFTER_HOURS * 3_600_000;
  return classes
    .filter((c) => c.status === 'scheduled' && c.start.getTime() + c.minutes * 60_000 <= limit)
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

export interface AbsenceStreak {
  enrollmentId: string;
  childFirstName: string;
  course: string;
  mentorId: string;
  /** Absences in a row up to the latest marked class. */
  absences: number;
  lastAbsent: Date;
}

/**
 * Each child whose latest marked classes are ABSENCES_FLAGGED or more absences in a row.
 * Classes cancelled by the school or not yet marked neither break nor lengthen a run; an
 * attended class ends it.
 */
export function absenceStreaks(classes: readonly WeekClass[]): AbsenceStreak[] {
  const byEnrollment = new Map<string, WeekClass[]>();
  for (const c of classes) {
    if (c.status !== 'attended' && c.status !== 'absent') continue;
    byEnrollment.set(c.enrollmentId, [...(byEnrollment.get(c.enrollmentId) ?? []), c]);
  }
  const out: AbsenceStreak[] = [];
  for (const [enrollmentId, marked] of byEnrollment) {
    const latestFirst = [...marked].sort((a, b) => b.start.getTime() - a.start.getTime());
    const run = latestFirst.findIndex((c) => c.status !== 'absent');
    const absences = run === -1 ? latestFirst.length : run;
    if (absences < ABSENCES_FLAGGED) continue;
    const last = latestFirst[0]!;
    out.push({
      enrollmentId,
      childFirstName: last.childFirstName,
      course: last.course,
      mentorId: last.mentorId,
      absences,
      lastAbsent: last.start,
    });
  }
  return out.sort((a, b) => b.absences - a.absences || a.childFirstName.localeCompare(b.childFirstName));
}

/** Enrollments that are paid for and hold no weekly time yet. */
export function withoutTimes<E extends { status: string; classTimes: readonly unknown[] }>(enrollments: readonly E[]): E[] {
  return enrollments.filter((e) => CLASSES_OPEN.includes(e.status) && e.classTimes.length === 0);
}

/** A date a weekly time gives no class, its mentor on leave, as the enrollment keeps it (`noClassOn`). */
export interface NoClassRow {
  enrollmentId: string;
  studentName: string;
  course: string;
  date: string;
  time: string;
  mentorId: string;
}

/** The coming dates (from `today`) that enrollments still open give no class, earliest first. */
export function withoutClassOnLeave(
  enrollments: readonly {
    id: string;
    studentName: string;
    course: string;
    status: string;
    noClassOn: readonly { date: string; time: string; mentorId: string }[];
  }[],
  today: string,
): NoClassRow[] {
  return enrollments
    .filter((e) => CLASSES_OPEN.includes(e.status))
    .flatMap((e) =>
      e.noClassOn
        .filter((n) => n.date >= today)
        .map((n) => ({ enrollmentId: e.id, studentName: e.studentName, course: e.course, ...n })),
    )
    .sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time));
}
