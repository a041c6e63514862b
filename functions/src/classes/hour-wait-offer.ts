// A freed weekly hour and its waiting list. When a course's hour has families waiting and a
// mentor is free for it again (a family moved, cancelled or lapsed, a mentor's time was
// released), the first family whose enrollment can still choose is offered it: the hour is
// held in the mentor's mentorTimes document for that entry until the hold ends, and the offer
// goes by mail and WhatsApp (SMS when WhatsApp refuses) in the same transaction. Reads come
// before writes, so a transaction that ends a hold can offer the hour on in the same commit.
import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { Leave } from '../../../src/domain/classes/free-times';
import { chooseMentorNeverAway } from '../../../src/domain/classes/mentor-choice';
import type { WeeklyTime } from '../../../src/domain/classes/occurrences';
import { familyEmail } from '../../../src/domain/email';
import type { WaitlistSettings } from '../../../src/domain/waitlist/queue';
import { hourHoldUntil } from '../../../src/domain/waitlist/hours';
import { words as classMessages } from '../../../src/i18n/en/classes';
import { queueWaitlistOffer } from '../notices/waitlist';
import { readSeed } from '../bookings/token';
import { busyOf, contextOf, courseMentorIds, freeTimes, isOffered, loadsOf, preferredOf, requestProblem } from './choosing';
import {
  hourEntryRef,
  hourSecretRef,
  hourTokenOf,
  hourWaitlistUrl,
  readHourLine,
  waitingHour,
  type StoredHourEntry,
} from './hour-wait-stored';
import { mentorTimesRef, timeKey } from './store';
import { enrollmentsOf } from '../platform/stored';

/** The entry a freed hour goes to, the mentor whose hour it is, and until when it is held. */
export interface HourOffer {
  id: string;
  entry: StoredHourEntry;
  mentorId: string;
  until: Date;
  seed: string | null;
}

/** What reading a freed hour found: the offer to make, and entries whose enrollment can no longer wait. */
export interface FreedHour {
  offer: HourOffer | null;
  closed: string[];
}

/** The family's caller, as the entry was joined: its family key and verified email. */
export const entryCaller = (e: StoredHourEntry) => ({ uid: e.parentUid, email: familyEmail(e.email) });

/**
 * Reads, in `tx`, who a course's hour goes to when a mentor is free for it: the first in line
 * whose enrollment may still choose its times. `releasing`: a hold being ended in this
 * transaction, whose hour counts as free.
 */
export async function readFreedHour(
  tx: Transaction,
  db: Firestore,
  settings: WaitlistSettings,
  leave: Leave[],
  course: string,
  t: WeeklyTime,
  now: Date,
  releasing?: { mentorId: string },
): Promise<FreedHour> {
  const line = await readHourLine(tx, db, course, t, now);
  const closed: string[] = [];
  if (line.length === 0) return { offer: null, closed };
  const ids = courseMentorIds(course);
  const docs = ids.length ? await tx.getAll(...ids.map((id) => mentorTimesRef(db, id))) : [];
  const busy = busyOf(docs);
  if (releasing)
    busy.taken = busy.taken.filter((b) => !(b.mentorId === releasing.mentorId && b.weekday === t.weekday && b.start === t.start));
  for (const { id, entry } of line) {
    const snap = await tx.get(enrollmentsOf(db).doc(entry.enrollmentId));
    const ctx = contextOf(snap, entryCaller(entry), course, classMessages);
    if ('kind' in ctx || requestProblem(ctx, [t, ...entry.others], classMessages)) {
      closed.push(id);
      continue;
    }
    const free = isOffered(freeTimes(ctx, busy, leave, now), t);
    // The first waiting family's hour is still taken: nobody behind it is offered it first.
    if (!free) return { offer: null, closed };
    const until = hourHoldUntil(settings, entry.expiresAt.toMillis(), now);
    if (!until) return { offer: null, closed };
    const mentorId = chooseMentorNeverAway(free.mentorIds, free.neverAway, loadsOf(docs), preferredOf(snap.data()))!;
    return { offer: { id, entry, mentorId, until, seed: await readSeed(tx, hourSecretRef(db, id)) }, closed };
  }
  return { offer: null, closed };
}

/** Writes what `readFreedHour` found: the hold and the offer, and the entries that can no longer wait. */
export function writeFreedHour(tx: Transaction, db: Firestore, found: FreedHour, now: Date): boolean {
  for (const id of found.closed) tx.update(hourEntryRef(db, id), { status: 'expired', updatedAt: FieldValue.serverTimestamp() });
  const offer = found.offer;
  if (!offer) return false;
  const { entry } = offer;
  const t = { weekday: entry.weekday, start: entry.start };
  const hold = { minutes: entry.minutes, hold: offer.id, holdUntil: Timestamp.fromDate(offer.until) };
  tx.set(mentorTimesRef(db, offer.mentorId), { held: { [timeKey(t)]: hold } }, { merge: true });
  const offers = (entry.offers ?? 0) + 1;
  tx.update(hourEntryRef(db, offer.id), {
    status: 'offered',
    mentorId: offer.mentorId,
    holdUntil: Timestamp.fromDate(offer.until),
    offeredAt: Timestamp.fromDate(now),
    offers,
    updatedAt: FieldValue.serverTimestamp(),
  });
  const link = hourWaitlistUrl(offer.seed ? hourTokenOf(offer.seed) : null, entry.language);
  queueWaitlistOffer(tx, db, `hour-${offer.id}`, offers, waitingHour(entry, now), link, offer.until, now);
  return true;
}
