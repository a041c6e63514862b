// Monthly-progress tests' plumbing: POST /api/progress, a child of a signed-in family with a
// month of marked classes (and, for a child in two courses, a second enrollment of the same
// child), a mentor's line, and the 1st of next month when the job sends its report.
import { randomBytes } from 'node:crypto';
import { lineId } from '../../../src/domain/progress/report';
import { monthOf, monthSpan, nextMonth, previousMonth } from '../../../src/domain/progress/month';
import { admin, adminDb } from './booking-helpers';
import { parentAccount } from './family-helpers';
import { post } from './helpers';
import { uniqueEmail } from './auth-emulator';
import { freshNumber } from './whatsapp-helpers';
import { siteCourses } from '../site-plans';
import { planList } from './class-helpers';

/** This month, and the 1st of the next at 09:00 in Nairobi, when the job sends its report. */
export const month = monthOf(new Date());
export const reportDay = new Date(monthSpan(nextMonth(month)).from.getTime() + 9 * 3_600_000).toISOString();

export async function callProgress(body: unknown, token?: string) {
  const { http, body: answer } = await post('progress', body, token);
  return { http, body: answer };
}

export interface ProgressChild {
  id: string;
  uid: string;
  token: string;
  email: string;
  whatsapp: string;
  childId: string;
  reportId: string;
  /** This enrollment's mentor's line of the month. */
  lineId: string;
}

/** This month's marked classes of an enrollment (two attended, one absent, one cancelled), and one of last month. */
async function monthOfClasses(id: string, uid: string, mentorId: string) {
  const { from } = monthSpan(month);
  const at = (day: number) => admin.Timestamp.fromMillis(from.getTime() + (day - 1) * 86_400_000 + 14 * 3_600_000);
  const classes: [number, string, string][] = [
    [2, 'attended', 'Built a maze game.'],
    [9, 'absent', ''],
    [16, 'cancelled', 'The school closed for the holiday.'],
    [23, 'attended', ''],
  ];
  for (const [day, status, note] of classes)
    await adminDb()
      .doc(`classes/${id}_${day}`)
      .set({ enrollmentId: id, familyUid: uid, mentorId, start: at(day), status, note, childFirstName: 'Wanjiku' });
  // Last month's class counts in last month's report, not this one.
  await adminDb()
    .doc(`classes/${id}_before`)
    .set({
      enrollmentId: id,
      familyUid: uid,
      mentorId,
      start: admin.Timestamp.fromMillis(from.getTime() - 3_600_000),
      status: 'attended',
    });
}

/**
 * A child of a signed-in family whose classes this month are with `mentorId`; with `sibling`
 * (an earlier call's child), another enrollment of that same child, in course `course`.
 */
export async function child(
  mentorId: string,
  name = 'Wanjiku Mwangi',
  sibling?: ProgressChild,
  course = siteCourses[0]!.id,
): Promise<ProgressChild> {
  const email = sibling?.email ?? uniqueEmail('progress');
  const { uid, token } = sibling ?? (await parentAccount(email));
  const id = randomBytes(16).toString('hex');
  const whatsapp = sibling?.whatsapp ?? freshNumber();
  const childId = sibling?.childId ?? `kid${id.slice(0, 17)}`;
  await adminDb()
    .doc(`enrollments/${id}`)
    .create({
      studentName: name,
      email,
      whatsapp,
      familyUid: uid,
      childId,
      course,
      plan: planList[0]!.id,
      status: 'active',
      paidUntil: `${nextMonth(nextMonth(month))}-01`,
      mentorId,
      createdAt: admin.Timestamp.fromDate(monthSpan(previousMonth(month)).from),
    });
  await monthOfClasses(id, uid, mentorId);
  return { id, uid, token, email, whatsapp, childId, reportId: `${childId}_${month}`, lineId: lineId(id, month) };
}

export const line = (enrollmentId: string, text = 'Next month: sprites and sound.') => ({
  action: 'line',
  enrollmentId,
  month,
  line: text,
  projects: [{ title: 'Maze game', url: 'https://scratch.example/projects/1' }],
});
