// Erasing a family gives up what its trial bookings held as a cancellation does, against the
// Firestore emulator with a clock and one-seat slots of the test's choosing: the seat of an
// upcoming trial goes to the first family waiting for it (held for them, the offer queued),
// and with nobody waiting it goes back to the slot.
import { describe, expect, it } from 'vitest';
import { bookingFields } from '../../../src/domain/booking';
import { addDays, nairobiDate } from '../../../src/domain/slots';
import { createBooking } from '../../../functions/src/bookings/create';
import { joinWaitlist } from '../../../functions/src/bookings/wait-join';
import { entryId } from '../../../functions/src/bookings/wait-stored';
import { eraseFamily } from '../../../functions/src/families/erase-family';
import { adminDb, bookingBody, takenAt } from '../../support/functions/booking-helpers';

const countries = [{ code: 'KE', name: 'Kenya', dial: '+254', tz: 'Africa/Nairobi', flag: '🇰🇪' }];
// A Monday no other test uses: 08:30 Nairobi on 2032-05-03.
const now = new Date('2032-05-03T05:30:00Z');
const today = nairobiDate(now);
const oneSeat = {
  seatsPerSlot: 1,
  closedDates: [],
  maxChildrenPerFamily: 3,
  changeCutoffHours: 2,
  calendarAlarmMinutes: 30,
  windowDays: 7,
  reminderHours: { day: 24, hour: 1 },
};
const hold = { holdHours: 2 };

let n = 0;
function fields(date: string, time: string, studentName: string) {
  n += 1;
  const tag = `${process.pid}-${n}-${Date.now()}`;
  const draft = {
    ...bookingBody(date, time),
    studentName,
    email: `erasefree${tag}@example.com`,
    phone: `0722${String(n).padStart(6, '0')}`,
  };
  const made = bookingFields(draft, ['3-5'], countries, now);
  if (!made) throw new Error('test draft is not valid');
  return { ...made, language: 'en' as const };
}

async function booked(date: string, time: string) {
  const f = fields(date, time, 'Baraka');
  const made = await createBooking(adminDb(), oneSeat, f, undefined, now);
  if (made.kind !== 'booked') throw new Error(`could not book: ${made.kind}`);
  return { f, id: made.id };
}

describe("erasing a family frees its trials' seats as a cancellation does", () => {
  it('offers the seat to the first family waiting, which holds it', async () => {
    const date = addDays(today, 2);
    const { f, id } = await booked(date, '14:00');
    const waiting = fields(date, '14:00', 'Amani');
    expect(await joinWaitlist(adminDb(), oneSeat, hold, waiting, undefined, now)).toMatchObject({ kind: 'joined' });

    expect(await eraseFamily(adminDb(), f.email, 'staff-erase-test', now)).toMatchObject({ kind: 'erased' });
    expect((await adminDb().collection('bookings').doc(id).get()).exists).toBe(false);
    const waitId = entryId(date, '14:00', waiting.email, waiting.studentName);
    const entry = (await adminDb().collection('waitlist').doc(waitId).get()).data()!;
    expect(entry).toMatchObject({ status: 'offered', offers: 1 });
    expect(entry.holdUntil.toMillis()).toBeGreaterThan(now.getTime());
    // The seat stays counted: it is the waiting family's hold, and its offer is on its way.
    expect(await takenAt(date, '14:00')).toBe(1);
    expect((await adminDb().collection('messages').doc(`waitlist-${waitId}-offer-1`).get()).get('template')).toBe(
      'waitlist_offer',
    );
  }, 120_000);

  it('gives the seat back to the slot when nobody waits', async () => {
    const date = addDays(today, 3);
    const { f } = await booked(date, '11:00');
    expect(await takenAt(date, '11:00')).toBe(1);
    expect(await eraseFamily(adminDb(), f.email, 'staff-erase-test', now)).toMatchObject({ kind: 'erased' });
    expect(await takenAt(date, '11:00')).toBe(0);
  }, 120_000);
});
