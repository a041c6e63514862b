// Joining the waiting list of a full weekly hour, from the dashboard's weekly-times picker: the
// signed-in family's enrollment gives the child, course, contacts and class length, so nothing
// is typed again. An hour a mentor is free for is chosen rather than waited for (the answer
// says so, with the free times). The plan's other times, picked beside it, are kept with the
// entry and chosen with the hour when the family accepts an offer.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { WeeklyTime } from '../../../src/domain/classes/occurrences';
import { familyZone } from '../../../src/domain/classes/reminders';
import { entryExpiresAt, type WaitlistSettings } from '../../../src/domain/waitlist/queue';
import { isOpenHourEntry } from '../../../src/domain/waitlist/hours';
import { minutesOf } from '../../../src/domain/classes/hours';
import type { ClassMessages } from '../../../src/i18n/en/classes';
import type { Language } from '../../../src/i18n/languages';
import { queueWaitlistJoined } from '../notices/waitlist';
import { transactionOptions } from '../bookings/change';
import { hashToken, newTokenSeed } from '../bookings/token';
import { guardianRef, type Caller } from '../owners/owner';
import { familyRef } from '../owners/family-records';
import {
  busyOf,
  contextOf,
  courseMentorIds,
  freeTimes,
  fullTimes,
  isOffered,
  offered,
  requestProblem,
  type OfferedTime,
} from './choosing';
import {
  hourEntryId,
  hourEntryRef,
  hourSecretRef,
  hourTokenOf,
  hourWaitlistUrl,
  queuedHourOf,
  readHourLine,
  waitedHours,
  waitingHour,
  type StoredHourEntry,
} from './hour-wait-stored';
import { leaveOf } from './leave';
import { mentorTimesRef } from './store';
import { enrollmentsOf } from '../platform/stored';

export type HourJoinOutcome =
  | { kind: 'joined'; link: string; position: number }
  | { kind: 'already' }
  /** A mentor is free for the hour (or not for one of the other times): choose from these. */
  | { kind: 'open'; times: OfferedTime[] }
  | { kind: 'refused'; http: 400 | 404 | 409; message: string; field?: string };

export interface HourJoin {
  enrollmentId: string;
  course?: string;
  time: WeeklyTime;
  others: WeeklyTime[];
}

export async function joinHourWait(
  db: Firestore,
  caller: Caller,
  request: HourJoin,
  settings: WaitlistSettings,
  language: Language,
  now: Date,
  m: ClassMessages,
): Promise<HourJoinOutcome> {
  const ctx = contextOf(await enrollmentsOf(db).doc(request.enrollmentId).get(), caller, request.course, m);
  if ('kind' in ctx) return ctx;
  const t = request.time;
  const problem = requestProblem(ctx, [t, ...request.others], m);
  if (problem?.kind === 'refused') return problem;
  const ids = courseMentorIds(ctx.course);
  const [docs, leave, waited] = await Promise.all([
    ids.length ? db.getAll(...ids.map((id) => mentorTimesRef(db, id))) : Promise.resolve([]),
    leaveOf(db, ids),
    waitedHours(db, ctx.course, now),
  ]);
  // An hour others wait for is full to this family too, even in the minutes before the job offers it.
  const free = freeTimes(ctx, busyOf(docs), leave, now, waited);
  const open = { kind: 'open', times: offered(free) } as const;
  if (isOffered(free, t) || request.others.some((o) => !isOffered(free, o))) return open;
  if (!fullTimes(ctx, free, now).some((f) => f.weekday === t.weekday && minutesOf(f.time) === t.start))
    return { kind: 'refused', http: 400, field: 'time', message: m.noSuchHour };

  const e = ctx.enrollment.data()!;
  // An enrollment keeps no parent's name: the offer greets the parent who joined (a guardian by their own record).
  const [family, guardian] = await Promise.all([familyRef(db, caller.uid).get(), guardianRef(db, caller.uid).get()]);
  const parentName = family.data()?.name ?? guardian.data()?.name ?? '';
  const id = hourEntryId(ctx.course, t, ctx.enrollment.id);
  const ref = hourEntryRef(db, id);
  return db.runTransaction(async (tx): Promise<HourJoinOutcome> => {
    const before = (await tx.get(ref)).data();
    if (before && isOpenHourEntry(queuedHourOf(id, before), now)) return { kind: 'already' };
    const line = await readHourLine(tx, db, ctx.course, t, now);
    const seed = newTokenSeed();
    const token = hourTokenOf(seed);
    const expiresAt = Timestamp.fromMillis(entryExpiresAt(String(e.paidUntil)));
    const entry: Omit<StoredHourEntry, 'updatedAt'> = {
      parentUid: caller.uid,
      enrollmentId: ctx.enrollment.id,
      studentName: e.studentName ?? '',
      parentName,
      email: String(e.email),
      ...(e.whatsapp ? { whatsapp: e.whatsapp } : {}),
      tz: familyZone(e.whatsapp),
      language,
      course: ctx.course,
      weekday: t.weekday,
      start: t.start,
      minutes: ctx.minutes,
      others: request.others.map(({ weekday, start }) => ({ weekday, start })),
      status: 'waiting',
      joinedAt: Timestamp.fromDate(now),
      expiresAt,
      offers: before?.offers ?? 0,
      linkHash: hashToken(token),
    };
    // A family that left or lapsed joins again at the back of the line, with a new link.
    tx.set(ref, { ...entry, updatedAt: FieldValue.serverTimestamp() });
    tx.set(hourSecretRef(db, id), { seed, expiresAt });
    const link = hourWaitlistUrl(token, language);
    queueWaitlistJoined(
      tx,
      db,
      `hour-${id}`,
      waitingHour({ ...entry, updatedAt: entry.joinedAt }, now),
      link,
      settings.holdHours,
      now,
    );
    return { kind: 'joined', link, position: line.length + 1 };
  }, transactionOptions);
}
