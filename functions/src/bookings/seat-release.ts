// A trial seat given up before its class (a cancellation, a family's erasure): the first family
// waiting for that slot is offered it, held for them (wait-offer.ts); with nobody waiting it goes
// back to the slot. Reads first and returns the write, so any booking transaction can call it.
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { WaitlistSettings } from '../../../src/domain/waitlist/queue';
import { waitlistSettings } from '../platform/content';
import { readTaken, slotDayRef, writeTaken, type SlotRef } from './stored';
import { readFreedSeat, writeOffer } from './wait-offer';

export type SeatRelease = 'offered' | 'returned';

export async function readSeatRelease(
  tx: Transaction,
  db: Firestore,
  seat: SlotRef,
  now: Date,
  waitlist: WaitlistSettings = waitlistSettings,
  /** The slot day's counts when the caller has read them already. */
  taken?: Record<string, number>,
): Promise<() => SeatRelease> {
  const day = slotDayRef(db, seat.date);
  const counts = taken ?? (await readTaken(tx, day));
  const heir = await readFreedSeat(tx, db, waitlist, seat.date, seat.time, now);
  return () => {
    // The seat stays counted when it goes to the first family waiting.
    if (heir) {
      writeOffer(tx, db, heir, now);
      return 'offered';
    }
    writeTaken(tx, day, counts, seat.time, -1);
    return 'returned';
  };
}
