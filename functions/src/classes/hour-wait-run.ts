// The weekly hours' waiting list job, run with `now` (beside the trial list's, every few
// minutes; by localJobs under the emulator): holds that ran out pass on, an hour a mentor is
// free for again is offered to the first family waiting (whatever freed it: a move, a
// cancelled or lapsed plan, a mentor's released time), and entries past their day leave.
// Each hour is decided in its own transaction that reads the line again, so a job run twice,
// or beside an accept, offers an hour once.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { holdLapsed, type WaitlistSettings } from '../../../src/domain/waitlist/queue';
import { transactionOptions } from '../bookings/change';
import { courseMentorIds } from './choosing';
import { readFreedHour, writeFreedHour } from './hour-wait-offer';
import { releaseHourHold } from './hour-wait-release';
import { hourEntryRef, hourWaitlistOf, queuedHourOf } from './hour-wait-stored';
import { leaveOf } from './leave';

export interface HourHoldsRun {
  /** Holds that ran out and went to the next family. */
  passed: number;
  /** Holds that ran out with nobody to take the hour. */
  returned: number;
  /** Hours freed and offered to the first family waiting. */
  offered: number;
  /** Entries whose day passed. */
  expired: number;
}

export async function runHourWaitlist(db: Firestore, settings: WaitlistSettings, now: Date): Promise<HourHoldsRun> {
  const run: HourHoldsRun = { passed: 0, returned: 0, offered: 0, expired: 0 };
  const at = Timestamp.fromDate(now);
  const lapsed = await hourWaitlistOf(db).where('status', '==', 'offered').where('holdUntil', '<=', at).get();
  for (const doc of lapsed.docs) {
    const leave = await leaveOf(db, courseMentorIds(doc.data().course));
    const ended = await db.runTransaction(async (tx) => {
      const entry = (await tx.get(hourEntryRef(db, doc.id))).data();
      if (!entry || !holdLapsed(queuedHourOf(doc.id, entry), now)) return null;
      return releaseHourHold(tx, db, settings, leave, doc.id, entry, 'lapsed', now);
    }, transactionOptions);
    if (ended) run[ended] += 1;
  }

  const waiting = await hourWaitlistOf(db).where('status', '==', 'waiting').get();
  const hours = new Map<string, { course: string; weekday: number; start: number }>();
  for (const doc of waiting.docs) {
    const { course, weekday, start, expiresAt } = doc.data();
    if (expiresAt.toMillis() <= now.getTime()) {
      // Only as read: an entry offered or left meanwhile is not expired over it.
      const update = { status: 'expired', updatedAt: FieldValue.serverTimestamp() };
      const done = await doc.ref.update(update, { lastUpdateTime: doc.updateTime }).then(
        () => true,
        () => false,
      );
      if (done) run.expired += 1;
    } else hours.set(`${course}:${weekday}-${start}`, { course, weekday, start });
  }
  for (const { course, weekday, start } of hours.values()) {
    const leave = await leaveOf(db, courseMentorIds(course));
    const offered = await db.runTransaction(async (tx) => {
      const found = await readFreedHour(tx, db, settings, leave, course, { weekday, start }, now);
      return writeFreedHour(tx, db, found, now);
    }, transactionOptions);
    if (offered) run.offered += 1;
  }
  return run;
}
