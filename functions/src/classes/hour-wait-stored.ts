// hourWaitlist/{id}: a child waiting for a full weekly hour of a course (a weekday and start no
// mentor is free for), and hourWaitlistSecrets/{id}: the seed of its private link. The id is
// made from the hour and the enrollment, so one child waits once for one hour. While offered,
// the hour is held in mentorTimes/{mentorId}.held under its key, marked with the entry's id
// (`hold`), so every other choice, move and make-up sees the hour taken.
import { createHash } from 'node:crypto';
import { FieldPath, type Firestore, type Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { WeeklyTime } from '../../../src/domain/classes/occurrences';
import type { EntryStatus } from '../../../src/domain/waitlist/queue';
import { hourLine, type QueuedHourEntry } from '../../../src/domain/waitlist/hours';
import { localePath, type Language } from '../../../src/i18n/languages';
import { catalogueIn } from '../../../src/i18n/catalogues';
import { NAIROBI_TZ } from '../../../src/domain/slots';
import { typedConverter } from '../platform/stored';
import { linkTokenOf } from '../bookings/token';
import { timeKey } from './store';

export interface StoredHourEntry {
  /** The family that joined: the only parent who reads it. */
  parentUid: string;
  enrollmentId: string;
  studentName: string;
  parentName: string;
  email: string;
  whatsapp?: string;
  /** The family's zone, for the times its messages print. */
  tz: string;
  language: Language;
  course: string;
  weekday: number;
  start: number;
  minutes: number;
  /** The plan's other weekly times, picked beside this hour: chosen with it on accepting. */
  others: WeeklyTime[];
  status: EntryStatus;
  joinedAt: Timestamp;
  /** The end of the enrollment's paid period: the entry's day. */
  expiresAt: Timestamp;
  /** While offered: the mentor whose hour is held, and until when. */
  mentorId?: string;
  holdUntil?: Timestamp;
  offeredAt?: Timestamp;
  offers?: number;
  linkHash: string;
  updatedAt: Timestamp;
}

export const hourWaitlistOf = (db: Firestore) => db.collection('hourWaitlist').withConverter(typedConverter<StoredHourEntry>());
export const hourEntryRef = (db: Firestore, id: string) => hourWaitlistOf(db).doc(id);
export const hourSecretRef = (db: Firestore, id: string) => db.collection('hourWaitlistSecrets').doc(id);

export function hourEntryId(course: string, t: WeeklyTime, enrollmentId: string): string {
  const key = `hour-waitlist:${course}:${timeKey(t)}:${enrollmentId}`;
  return createHash('sha256').update(key, 'utf8').digest('hex').slice(0, 40);
}

export const hourTokenOf = (seed: string, key?: string) => linkTokenOf('hour-waitlist-link', seed, key);

/** The list page's address for an hour's token: the fragment keeps it out of server logs. */
export function hourWaitlistUrl(token: string | null, language: Language): string {
  const page = localePath('/waitlist', language);
  return token ? `${page}?hour#${token}` : page;
}

export function queuedHourOf(id: string, e: StoredHourEntry): QueuedHourEntry {
  return {
    id,
    status: e.status,
    joinedAt: e.joinedAt.toMillis(),
    expiresAt: e.expiresAt.toMillis(),
    ...(e.holdUntil ? { holdUntil: e.holdUntil.toMillis() } : {}),
  };
}

/** The waiting entries of one course's hour, read in `tx`, in line order. */
export async function readHourLine(
  tx: Transaction,
  db: Firestore,
  course: string,
  t: WeeklyTime,
  now: Date,
): Promise<{ id: string; entry: StoredHourEntry }[]> {
  const query = hourWaitlistOf(db)
    .where('course', '==', course)
    .where('weekday', '==', t.weekday)
    .where('start', '==', t.start)
    .where('status', '==', 'waiting');
  const found = new Map((await tx.get(query)).docs.map((d) => [d.id, d.data()] as const));
  return hourLine(
    [...found].map(([id, entry]) => queuedHourOf(id, entry)),
    now,
  ).map((q) => ({ id: q.id, entry: found.get(q.id)! }));
}

/** The hours of a course with families waiting: offered to the first of them when they free. */
export async function waitedHours(db: Firestore, course: string, now: Date): Promise<WeeklyTime[]> {
  const waiting = await hourWaitlistOf(db).where('course', '==', course).where('status', '==', 'waiting').get();
  return hourLine(
    waiting.docs.map((d) => queuedHourOf(d.id, d.data())),
    now,
  ).map((q) => {
    const e = waiting.docs.find((d) => d.id === q.id)!.data();
    return { weekday: e.weekday, start: e.start };
  });
}

/** The held hour's field in its mentor's mentorTimes document. */
export const holdField = (t: WeeklyTime) => new FieldPath('held', timeKey(t));

/** The entry as the list's mail and messages read it: the weekly hour in the family's zone and language. */
export function waitingHour(e: StoredHourEntry, now: Date) {
  const { weeklyTimeIn } = catalogueIn(e.language).classDates;
  const local = weeklyTimeIn(e.weekday, e.start, e.tz, now);
  const when = { local, full: local, nairobi: weeklyTimeIn(e.weekday, e.start, NAIROBI_TZ, now) };
  const { parentName, studentName, tz, email, language } = e;
  const hour = true as const;
  return { parentName, studentName, tz, when, hour, email, language, ...(e.whatsapp ? { whatsapp: e.whatsapp } : {}) };
}

/** Whether a mentorTimes document holds `t` for the entry `id`. */
export function holdsFor(data: Record<string, unknown> | undefined, t: WeeklyTime, id: string): boolean {
  const held = (data?.held ?? {}) as Record<string, { hold?: unknown } | undefined>;
  return held[timeKey(t)]?.hold === id;
}
