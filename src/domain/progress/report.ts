// A child's monthly progress report, from the month's classes: how many were attended,
// missed (marked absent) and cancelled by the school, the mentor's notes, the projects the
// mentor linked and the "what comes next" line. A child enrolled in two courses gets one
// report: each course's part (its mentor's notes, projects and line), and the counts of all. A class counts in the month its stored
// start falls in: a moved class keeps one document whose start is its final time, so it is
// counted once, there. Classes not marked (still `scheduled`, or any other state) count
// nowhere. Pure.
import { NAIROBI_TZ } from '../slots';
import { wallTime } from '../zone-clock';
import { monthSpan, type Month } from './month';
import type { ClassFields, DatedClass } from '../stored/classes';

export type ReportClass = DatedClass<'status'> & Partial<Pick<ClassFields, 'note'>>;

export interface Project {
  title: string;
  url: string;
}

export interface ProgressReport {
  month: Month;
  attended: number;
  missed: number;
  cancelled: number;
  /** The mentor's notes, earliest class first, each with its Nairobi date. */
  notes: { date: string; note: string }[];
  projects: Project[];
  /** The mentor's "what comes next" line; empty when none was written. */
  next: string;
}

/** The mentor's part of a month: written from /mentor (progress/line.ts). */
export interface MentorLine {
  line: string;
  projects: Project[];
}

/** Which classes of a list belong to `month`, each once (the last copy of an id wins), earliest first. */
export function classesOfMonth(classes: readonly ReportClass[], month: Month): ReportClass[] {
  const { from, until } = monthSpan(month);
  const byId = new Map<string, ReportClass>();
  for (const c of classes) byId.set(c.id, c);
  return [...byId.values()]
    .filter((c) => c.start.getTime() >= from.getTime() && c.start.getTime() < until.getTime())
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

export function progressReport(classes: readonly ReportClass[], month: Month, mentor: MentorLine | null): ProgressReport {
  const mine = classesOfMonth(classes, month);
  const count = (status: string) => mine.filter((c) => c.status === status).length;
  return {
    month,
    attended: count('attended'),
    missed: count('absent'),
    cancelled: count('cancelled'),
    notes: mine
      .filter((c) => c.note && c.note.trim() !== '')
      .map((c) => ({ date: wallTime(c.start, NAIROBI_TZ).date, note: c.note!.trim() })),
    projects: mentor?.projects ?? [],
    next: mentor?.line ?? '',
  };
}

/** One course's part of a child's month, with the course and its mentor named. */
export interface CourseReport extends Omit<ProgressReport, 'month'> {
  enrollmentId: string;
  /** The course's title. */
  course: string;
  /** The mentor's first name; empty when unknown. */
  mentorName: string;
}

/** A child's report of a month: the classes of all the child's enrollments counted, and each course's part. */
export interface ChildReport {
  month: Month;
  attended: number;
  missed: number;
  cancelled: number;
  courses: CourseReport[];
}

/** What one enrollment brings to its child's report. */
export interface CourseMonth {
  enrollmentId: string;
  course: string;
  mentorName: string;
  classes: readonly ReportClass[];
  line: MentorLine | null;
}

export function childReport(month: Month, parts: readonly CourseMonth[]): ChildReport {
  const courses = parts.map((p): CourseReport => {
    const { month: _month, ...r } = progressReport(p.classes, month, p.line);
    return { enrollmentId: p.enrollmentId, course: p.course, mentorName: p.mentorName, ...r };
  });
  const sum = (key: 'attended' | 'missed' | 'cancelled') => courses.reduce((n, c) => n + c[key], 0);
  return { month, attended: sum('attended'), missed: sum('missed'), cancelled: sum('cancelled'), courses };
}

/** Whether an enrollment gets `month`'s report: it had classes with a mentor, and was paid into the month. */
export function reportDue(e: { paidUntil?: unknown; mentorId?: unknown; startedAt?: Date }, month: Month): boolean {
  if (typeof e.mentorId !== 'string' || typeof e.paidUntil !== 'string') return false;
  const { until } = monthSpan(month);
  // Paid until the 1st means the last class was the day before: the month had none.
  if (e.paidUntil <= `${month}-01`) return false;
  return !e.startedAt || e.startedAt.getTime() < until.getTime();
}

/** The report's id: one per child per month, so a job run twice writes one. */
export const reportId = (childKey: string, month: Month) => `${childKey}_${month}`;

/** A mentor's line's id: one per enrollment (a course, a mentor) and month. */
export const lineId = (enrollmentId: string, month: Month) => `${enrollmentId}_${month}`;

/** The report's counts as the mail and /dashboard show them, in the labels' language (catalogue area `reports`). */
export function reportRows(
  r: Pick<ProgressReport, 'attended' | 'missed' | 'cancelled'>,
  labels: { attended: string; missed: string; cancelled: string },
): [string, string][] {
  return [
    [labels.attended, String(r.attended)],
    [labels.missed, String(r.missed)],
    [labels.cancelled, String(r.cancelled)],
  ];
}

/** "Scratch, with Amina": a course's part as the mail and /dashboard head it. */
export const courseHeading = (c: Pick<CourseReport, 'course' | 'mentorName'>) =>
  c.mentorName ? `${c.course}, with ${c.mentorName}` : c.course;
