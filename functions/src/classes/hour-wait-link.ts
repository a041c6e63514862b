// What a weekly hour's waiting-list link does: show the entry (its place in line, a hold),
// leave the list (a held hour passes on at once), and take the held hour in one tap. Taking it
// is a choice of the plan's weekly times through choose.ts's own path and transaction, which
// checks the hold is this entry's and still runs: fifty taps store one choice, and a tap after
// the hold ended hears so, with the hours free now.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { holdVerdict, statusShown, type EntryStatus, type WaitlistSettings } from '../../../src/domain/waitlist/queue';
import { isOpenHourEntry } from '../../../src/domain/waitlist/hours';
import type { ClassMessages } from '../../../src/i18n/en/classes';
import type { Language } from '../../../src/i18n/languages';
import { transactionOptions } from '../bookings/change';
import { findByLink } from '../bookings/token';
import { chooseTimes, listFreeTimes } from './choose';
import { courseMentorIds, type ChooseOutcome, type OfferedTime } from './choosing';
import { entryCaller } from './hour-wait-offer';
import { releaseHourHold } from './hour-wait-release';
import { hourEntryRef, hourWaitlistOf, queuedHourOf } from './hour-wait-stored';
import { leaveOf } from './leave';
import type { HeldTime } from './store';

/** What the page shows of an entry: never its link's hash or the family's contacts. */
export interface HourEntryView {
  studentName: string;
  weekday: number;
  start: number;
  tz: string;
  language: Language;
  status: EntryStatus;
  position?: number;
  holdUntil?: string;
}

/** An entry by its link's token, or by its id for the parent who joined it (their dashboard and picker). */
export type HourKey = string | { entryId: string; parentUid: string };

async function find(db: Firestore, key: HourKey) {
  if (typeof key === 'string') return findByLink(hourWaitlistOf(db), key);
  const entry = (await hourEntryRef(db, key.entryId).get()).data();
  // Another family's entry is answered as one that does not exist.
  return entry && entry.parentUid === key.parentUid ? { id: key.entryId, entry } : null;
}

export async function viewHourEntry(db: Firestore, token: HourKey, now: Date): Promise<HourEntryView | null> {
  const found = await find(db, token);
  if (!found) return null;
  const { id, entry } = found;
  const status = statusShown(entry.status, isOpenHourEntry(queuedHourOf('', entry), now));
  const { studentName, weekday, start, tz, language } = entry;
  const view: HourEntryView = { studentName, weekday, start, tz, language, status };
  if (status === 'offered' && entry.holdUntil) return { ...view, holdUntil: entry.holdUntil.toDate().toISOString() };
  if (status !== 'waiting') return view;
  const line = await hourWaitlistOf(db)
    .where('course', '==', entry.course)
    .where('weekday', '==', weekday)
    .where('start', '==', start)
    .where('status', '==', 'waiting')
    .get();
  const ahead = line.docs.filter((d) => {
    const q = queuedHourOf(d.id, d.data());
    return (
      isOpenHourEntry(q, now) &&
      (q.joinedAt < entry.joinedAt.toMillis() || (q.joinedAt === entry.joinedAt.toMillis() && d.id < id))
    );
  });
  return { ...view, position: ahead.length + 1 };
}

export type HourLeaveOutcome = { kind: 'left' } | { kind: 'not-found' } | { kind: 'closed'; status: EntryStatus };

export async function leaveHourList(
  db: Firestore,
  settings: WaitlistSettings,
  token: HourKey,
  now: Date,
): Promise<HourLeaveOutcome> {
  const found = await find(db, token);
  if (!found) return { kind: 'not-found' };
  const ref = hourEntryRef(db, found.id);
  const leave = await leaveOf(db, courseMentorIds(found.entry.course));
  return db.runTransaction(async (tx): Promise<HourLeaveOutcome> => {
    const entry = (await tx.get(ref)).data();
    if (!entry) return { kind: 'not-found' };
    if (entry.status === 'offered') {
      await releaseHourHold(tx, db, settings, leave, found.id, entry, 'left', now);
      return { kind: 'left' };
    }
    if (entry.status !== 'waiting') return { kind: 'closed', status: entry.status };
    tx.update(ref, { status: 'left', updatedAt: FieldValue.serverTimestamp() });
    return { kind: 'left' };
  }, transactionOptions);
}

export type HourAcceptOutcome =
  | { kind: 'chosen'; chosen: HeldTime[]; classes: number }
  | { kind: 'not-found' }
  /** Taken already from this offer (another tap). */
  | { kind: 'claimed' }
  | { kind: 'late'; times: OfferedTime[] }
  /** The hold still runs, but one of the plan's other times was taken meanwhile. */
  | { kind: 'others-taken'; times: OfferedTime[] }
  | { kind: 'refused'; http: 400 | 404 | 409; message: string };

export async function acceptHour(db: Firestore, token: HourKey, now: Date, m: ClassMessages): Promise<HourAcceptOutcome> {
  const found = await find(db, token);
  if (!found) return { kind: 'not-found' };
  const { id, entry } = found;
  const caller = entryCaller(entry);
  const time = { weekday: entry.weekday, start: entry.start };
  const verdict = holdVerdict(queuedHourOf(id, entry), now);
  if (verdict === 'claimed') return { kind: 'claimed' };
  const request = { enrollmentId: entry.enrollmentId, course: entry.course, times: [time, ...entry.others] };
  const outcome: ChooseOutcome =
    verdict === 'take' && entry.mentorId
      ? await chooseTimes(db, caller, request, now, m, { entryId: id, mentorId: entry.mentorId, time })
      : { kind: 'late', times: [] };
  if (outcome.kind === 'chosen') return { kind: 'chosen', chosen: outcome.chosen, classes: outcome.classes };
  // Another tap stored it, or the hold ended: the entry as it is now says which.
  const now_ = (await hourEntryRef(db, id).get()).data();
  if (now_?.status === 'claimed') return { kind: 'claimed' };
  const still = now_ !== undefined && holdVerdict(queuedHourOf(id, now_), now) === 'take';
  if (outcome.kind === 'refused') return outcome;
  if (still && outcome.kind === 'taken') return { kind: 'others-taken', times: outcome.times };
  const free = await listFreeTimes(db, caller, entry.enrollmentId, entry.course, now, m);
  return { kind: 'late', times: free.kind === 'free' ? free.times : [] };
}
