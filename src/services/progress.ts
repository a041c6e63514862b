// Monthly progress in the browser: POST /api/progress (a mentor's line and projects, staff
// sending a report again) and what the rules let the signed-in account read with Firestore
// Lite: a family's own reports (familyUid: its key, family-key.ts), a mentor's own lines (mentorId).
import { words as m } from '../i18n/en/console/progress';
import type { Month } from '../domain/progress/month';
import type { ChildReport, CourseReport, Project } from '../domain/progress/report';
import { callApi } from './api';
import { auth, firestore } from './firebase';
import { familyKeyOf } from './family-key';

export interface ShownReport extends ChildReport {
  id: string;
  /** The child's enrollments the report covers. */
  enrollmentIds: string[];
  studentName: string;
}

export interface ShownLine {
  id: string;
  enrollmentId: string;
  month: Month;
  line: string;
  projects: Project[];
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const list = <T>(v: unknown, read: (x: Record<string, unknown>) => T): T[] =>
  Array.isArray(v) ? v.filter((x) => typeof x === 'object' && x !== null).map((x) => read(x as Record<string, unknown>)) : [];
const projectsOf = (v: unknown): Project[] => list(v, (p) => ({ title: text(p.title), url: text(p.url) }));

async function mine(collection: string, field: string, value?: string) {
  const instance = await auth();
  await instance.authStateReady();
  const uid = instance.currentUser?.uid;
  if (!uid) return [];
  const [db, lite] = await Promise.all([firestore(), import('firebase/firestore/lite')]);
  const key = value ?? (field === 'familyUid' ? await familyKeyOf(uid) : uid);
  return (await lite.getDocs(lite.query(lite.collection(db, collection), lite.where(field, '==', key)))).docs;
}

/** One course's part as stored (a report written before children's courses were together holds one, at its top level). */
const courseReportOf = (x: Record<string, unknown>): CourseReport => ({
  enrollmentId: text(x.enrollmentId),
  course: text(x.course),
  mentorName: text(x.mentorName),
  attended: Number(x.attended ?? 0),
  missed: Number(x.missed ?? 0),
  cancelled: Number(x.cancelled ?? 0),
  notes: list(x.notes, (n) => ({ date: text(n.date), note: text(n.note) })),
  projects: projectsOf(x.projects),
  next: text(x.next),
});

/** The signed-in family's reports, latest month first. */
export async function readReports(): Promise<ShownReport[]> {
  return (await mine('progressReports', 'familyUid'))
    .map((d): ShownReport => {
      const x = d.data();
      const courses = Array.isArray(x.courses) ? list(x.courses, courseReportOf) : [courseReportOf(x)];
      return {
        id: d.id,
        enrollmentIds: Array.isArray(x.enrollmentIds) ? x.enrollmentIds.map(text) : [text(x.enrollmentId)],
        studentName: text(x.studentName),
        month: text(x.month),
        attended: Number(x.attended ?? 0),
        missed: Number(x.missed ?? 0),
        cancelled: Number(x.cancelled ?? 0),
        courses,
      };
    })
    .sort((a, b) => b.month.localeCompare(a.month));
}

/** The lines a mentor wrote. */
export async function readLines(mentorId: string): Promise<ShownLine[]> {
  return (await mine('progressLines', 'mentorId', mentorId)).map((d) => {
    const x = d.data();
    return {
      id: d.id,
      enrollmentId: text(x.enrollmentId),
      month: text(x.month),
      line: text(x.line),
      projects: projectsOf(x.projects),
    };
  });
}

async function post(body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const user = (await auth()).currentUser;
  if (!user) return { status: 401, body: { message: m.signIn } };
  try {
    return await callApi('/api/progress', { body, idToken: await user.getIdToken() });
  } catch {
    return { status: 503, body: { message: m.failed } };
  }
}

const said = (body: Record<string, unknown>) => (typeof body.message === 'string' && body.message ? body.message : m.failed);

/** Saves a mentor's line and projects; the answer's words either way. */
export async function saveLine(request: {
  enrollmentId: string;
  month: Month;
  line: string;
  projects: Project[];
}): Promise<{ ok: boolean; message: string }> {
  const a = await post({ action: 'line', ...request });
  return { ok: a.status === 200, message: said(a.body) };
}

/** Staff send a report again; the answer's words either way. */
export async function sendAgain(reportId: string): Promise<{ ok: boolean; message: string }> {
  const a = await post({ action: 'resend', reportId });
  return { ok: a.status === 200, message: said(a.body) };
}
