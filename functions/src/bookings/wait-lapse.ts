// The waiting list's job, run with `now` (every few minutes in production, by localJobs under
// the emulator): a hold that ran out passes its seat to the next family waiting, or back to the
// slot; an entry whose class day has passed leaves the list. Each hold is ended in its own
// transaction that checks it again, so a job run twice, or beside a claim, ends it once.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { nairobiDate } from '../../../src/domain/slots';
import { holdLapsed, type WaitlistSettings } from '../../../src/domain/waitlist/queue';
import { transactionOptions } from './change';
import { releaseHold } from './wait-offer';
import { entryRef, queuedOf, waitlistOf } from './wait-stored';

export interface HoldsRun {
  /** Holds that ran out and went to the next family. */
  passed: number;
  /** Holds that ran out with nobody waiting: the seat went back to the slot. */
  returned: number;
  /** Waiting entries whose class day passed. */
  expired: number;
}

export async function runWaitlistHolds(db: Firestore, waitlist: WaitlistSettings, now: Date): Promise<HoldsRun> {
  const run: HoldsRun = { passed: 0, returned: 0, expired: 0 };
  const lapsed = await waitlistOf(db).where('status', '==', 'offered').where('holdUntil', '<=', Timestamp.fromDate(now)).get();
  for (const doc of lapsed.docs) {
    const ref = entryRef(db, doc.id);
    const ended = await db.runTransaction(async (tx) => {
      const entry = (await tx.get(ref)).data();
      if (!entry || !holdLapsed(queuedOf(doc.id, entry), now)) return null;
      return releaseHold(tx, db, waitlist, doc.id, entry, 'lapsed', now);
    }, transactionOptions);
    if (ended) run[ended] += 1;
  }
  const past = await waitlistOf(db).where('status', '==', 'waiting').where('date', '<', nairobiDate(now)).get();
  const today = nairobiDate(now);
  for (const doc of past.docs) {
    const ref = entryRef(db, doc.id);
    const ended = await db.runTransaction(async (tx) => {
      const entry = (await tx.get(ref)).data();
      if (!entry || entry.status !== 'waiting' || entry.date >= today) return false;
      tx.update(ref, { status: 'expired', updatedAt: FieldValue.serverTimestamp() });
      return true;
    });
    if (ended) run.expired += 1;
  }
  return run;
}
