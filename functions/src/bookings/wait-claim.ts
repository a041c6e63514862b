// A held seat claimed from the offer's link in one tap: a real booking through the booking
// path (storeBooking), in one transaction with the entry, which re-checks that the hold is
// this family's and still runs. Fifty taps of one link store one booking; a tap after the hold
// hears so, with the times that have seats now.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { dayAvailability, type BookingSettings } from '../../../src/domain/seats';
import { dateWindow } from '../../../src/domain/slots';
import { claimVerdict, nextFreeTimes, type FreeTime } from '../../../src/domain/waitlist/queue';
import { bookingFamily } from '../owners/booking-child';
import { transactionOptions } from './change';
import { storeBooking, type BookOutcome } from './create';
import { slotDayRef } from './stored';
import { entryRef, queuedOf } from './wait-stored';
import { findEntry } from './wait-find';

/** How many free times a late claim is shown. */
const FREE_TIMES_SHOWN = 6;

export type ClaimOutcome =
  | Exclude<BookOutcome, { kind: 'full' } | { kind: 'address-cap' }>
  | { kind: 'not-found' }
  /** Booked already from this offer (another tap). */
  | { kind: 'claimed' }
  | { kind: 'late'; freeTimes: FreeTime[] };

/** The transaction's answer: a late one gets its free times after it. */
type Inside = Exclude<ClaimOutcome, { kind: 'late' }> | { kind: 'late' };

export async function claimSeat(db: Firestore, settings: BookingSettings, token: string, now: Date): Promise<ClaimOutcome> {
  const found = await findEntry(db, token);
  if (!found) return { kind: 'not-found' };
  const { id, entry: seen } = found;
  const family = await bookingFamily(db, undefined, seen.email, undefined, { name: seen.studentName, grade: seen.studentGrade });
  const owner = family === 'refused' ? undefined : family.owner;
  const child = family === 'refused' ? null : family.child;
  const ref = entryRef(db, id);
  const outcome = await db.runTransaction(async (tx): Promise<Inside> => {
    const entry = (await tx.get(ref)).data();
    if (!entry) return { kind: 'not-found' };
    const verdict = claimVerdict(queuedOf(id, entry), now);
    if (verdict === 'claimed') return { kind: 'claimed' };
    if (verdict === 'late') return { kind: 'late' };
    const { studentName, studentGrade, parentName, email, whatsapp, country, date, time, language } = entry;
    const fields = { studentName, studentGrade, parentName, email, whatsapp, country, date, time, language };
    const booked = await storeBooking(
      tx,
      db,
      settings,
      { ...fields, type: 'trial', status: 'upcoming' },
      entry.parentUid ?? owner,
      now,
      { child, seatHeld: true },
    );
    if (booked.kind === 'booked')
      tx.update(ref, {
        status: 'claimed',
        bookingId: booked.id,
        holdUntil: FieldValue.delete(),
        updatedAt: FieldValue.serverTimestamp(),
      });
    // A held seat is never "full" and a claim is never address-capped (no client is passed).
    if (booked.kind === 'full' || booked.kind === 'address-cap') throw new Error(`a held seat answered ${booked.kind}`);
    return booked;
  }, transactionOptions);
  if (outcome.kind !== 'late') return outcome;
  return { kind: 'late', freeTimes: await freeTimes(db, settings, now) };
}

/** The next class times with a free seat, over the booking window. */
async function freeTimes(db: Firestore, settings: BookingSettings, now: Date): Promise<FreeTime[]> {
  const dates = dateWindow(now, settings.windowDays);
  const snaps = await db.getAll(...dates.map((date) => slotDayRef(db, date)));
  const days = snaps.map((snap, i) => dayAvailability(settings, dates[i]!, snap.data()?.taken ?? {}, now));
  return nextFreeTimes(days, now, FREE_TIMES_SHOWN, settings.windowDays);
}
