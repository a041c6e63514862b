// Weekly-class tests' plumbing: a signed-in parent with an active enrollment (as a plan
// payment leaves it) and POST /api/classes (mentor accounts: accounts.ts).
import { randomBytes, randomInt } from 'node:crypto';
import yaml from 'js-yaml';
import { readFileSync } from 'node:fs';
import { addMonths } from '../../../src/domain/enrollment/paid-until';
import { addDays, nairobiDate } from '../../../src/domain/slots';
import { occurrenceOf } from '../../../src/domain/classes/occurrences';
import { classMinutes } from '../../../src/domain/classes/plan-rules';
import { uniqueEmail } from './auth-emulator';
import { admin, adminDb } from './booking-helpers';
import { parentAccount } from './family-helpers';
import { post } from './helpers';
import { sitePlans } from '../site-plans';

export interface Offered {
  weekday: number;
  time: string;
  mentors: number;
}

interface SitePlan {
  id: string;
  classes: number;
  features: string[];
  monthly: { kes: number };
  reschedulesPerMonth?: number;
  rescheduleHoursBefore: number;
}

/** The site's plans with their features (plans.yaml). */
export const planList = sitePlans as unknown as SitePlan[];

/** The site's mentors (team.yaml `mentor: true`). */
export const teamMentors = (
  yaml.load(readFileSync(new URL('../../../src/content/team.yaml', import.meta.url), 'utf8')) as {
    id: string;
    name: string;
    mentor?: boolean;
    courses?: string[];
    hours?: string[];
    meetingLink?: string;
  }[]
).filter((m) => m.mentor);

export const minutesOf = (planId: string) => classMinutes(planList.find((p) => p.id === planId)!.features)!;

export interface Enrolled {
  id: string;
  uid: string;
  token: string;
  email: string;
  paidUntil: string;
}

/** An active enrollment of the family `uid` (signed in with `email`), as a plan payment leaves it. */
export async function enrollmentOf(uid: string, email: string, plan: string, course: string, paidUntil: string): Promise<string> {
  const id = randomBytes(16).toString('hex');
  const p = planList.find((x) => x.id === plan)!;
  await adminDb()
    .doc(`enrollments/${id}`)
    .create({
      studentName: 'Wanjiku Mwangi',
      nameKey: 'wanjiku mwangi',
      email,
      familyUid: uid,
      course,
      plan,
      period: 'monthly',
      currency: 'KES',
      amount: p.monthly.kes,
      status: 'active',
      paidUntil,
      anchorDay: Number(paidUntil.slice(8)),
      payments: [],
      createdAt: admin.Timestamp.now(),
    });
  return id;
}

/** A parent signed in with a verified email and an active enrollment of theirs. */
export async function enrolledChild(
  plan: string,
  course: string,
  paidUntil = addMonths(nairobiDate(new Date()), 1),
): Promise<Enrolled> {
  const email = uniqueEmail('classes');
  const { uid, token } = await parentAccount(email);
  const id = await enrollmentOf(uid, email, plan, course, paidUntil);
  return { id, uid, token, email, paidUntil };
}

export async function callClasses(body: unknown, token?: string): Promise<{ http: number; body: Record<string, unknown> }> {
  const { http, body: answer } = await post('classes', body, token);
  return { http, body: answer };
}

/** The free times the function offers this enrollment. */
export async function freeTimes(e: Enrolled): Promise<Offered[]> {
  const reply = await callClasses({ action: 'free', enrollmentId: e.id }, e.token);
  if (reply.http !== 200) throw new Error(`free: ${reply.http} ${JSON.stringify(reply.body)}`);
  return reply.body.times as Offered[];
}

/** The first free times on `count` different days. */
export function onDifferentDays(times: readonly Offered[], count: number): Offered[] {
  const picked: Offered[] = [];
  for (const t of times) if (picked.length < count && !picked.some((p) => p.weekday === t.weekday)) picked.push(t);
  return picked;
}

/** A child with one weekly class chosen and a WhatsApp number; `next` is its first class more than a day ahead. */
export async function childWithClass(course = 'prodigy') {
  const onePerWeek = planList.find((p) => p.classes === 1)!;
  const child = await enrolledChild(onePerWeek.id, course);
  const whatsapp = `+2547${String(randomInt(10_000_000, 99_999_999))}`;
  await adminDb().doc(`enrollments/${child.id}`).update({ whatsapp });
  const [time] = onDifferentDays(await freeTimes(child), 1);
  const chosen = await callClasses(
    { action: 'choose', enrollmentId: child.id, times: [{ weekday: time!.weekday, time: time!.time }] },
    child.token,
  );
  if (chosen.http !== 200) throw new Error(`choose: ${chosen.http} ${JSON.stringify(chosen.body)}`);
  const mentorId = (chosen.body.chosen as { mentorId: string }[])[0]!.mentorId;
  const next = (await classesOf(child.id)).find((c) => c.start.getTime() > Date.now() + 25 * 3_600_000)!;
  return { child, whatsapp, mentor: teamMentors.find((m) => m.id === mentorId)!, next };
}

/** The stored classes of an enrollment, earliest first. */
export async function classesOf(enrollmentId: string) {
  const snap = await adminDb().collection('classes').where('enrollmentId', '==', enrollmentId).get();
  return snap.docs
    .map((d): Record<string, unknown> & { id: string; start: Date } => ({
      ...(d.data() as Record<string, unknown>),
      id: d.id,
      start: (d.get('start') as { toDate(): Date }).toDate(),
    }))
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

/**
 * A scheduled class of the enrollment with `mentorId`, `days` ahead at 07:00 Nairobi (outside
 * every mentor's hours), as a weekly time writes it; returns its id.
 */
export async function seedClass(
  e: { id: string; uid: string },
  plan: string,
  course: string,
  mentorId: string,
  days = 3,
  startsAt?: Date,
): Promise<string> {
  const o = occurrenceOf(addDays(nairobiDate(new Date()), days), 7 * 60);
  const id = `${e.id}_${o.id}`;
  await adminDb()
    .doc(`classes/${id}`)
    .set({
      enrollmentId: e.id,
      familyUid: e.uid,
      childFirstName: 'Wanjiku',
      course,
      mentorId,
      start: admin.Timestamp.fromDate(startsAt ?? o.start),
      minutes: minutesOf(plan),
      status: 'scheduled',
      createdAt: admin.Timestamp.now(),
    });
  return id;
}
