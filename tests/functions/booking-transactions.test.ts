// The booking transactions called directly against the Firestore emulator, with settings
// and a clock of the test's choosing: closed days and started slots at any hour of the
// real day, and the staff actions of changeBooking.
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingFields } from '../../src/domain/booking';
import { messages } from '../../src/domain/messages';
import { addDays, nairobiDate } from '../../src/domain/slots';
import { createBooking } from '../../functions/src/bookings/create';
import { changeBooking } from '../../functions/src/bookings/change';
import { adminDb, bookingBody, bookingDoc, takenAt } from './booking-helpers';

const countries = [{ code: 'KE', name: 'Kenya', dial: '+254', tz: 'Africa/Nairobi', flag: '🇰🇪' }];
const grades = ['3-5'];
// A Monday far from the other tests' real dates: 08:30 Nairobi on 2031-06-02.
const now = new Date('2031-06-02T05:30:00Z');
const today = nairobiDate(now);
let n = 0;
const fields = (date: string, time: string) => {
  n += 1;
  const draft = { ...bookingBody(date, time), email: `tx${n}@example.com`, phone: `0722${String(n).padStart(6, '0')}` };
  const made = bookingFields(draft, grades, countries, now);
  if (!made) throw new Error('test draft is not valid');
  return made;
};

beforeAll(() => {
  adminDb();
});

describe('createBooking', () => {
  it('refuses a closed day without touching its seats', async () => {
    const closed = addDays(today, 2);
    const outcome = await createBooking(
      adminDb(),
      { seatsPerSlot: 2, closedDates: [closed] },
      fields(closed, '10:00'),
      undefined,
      now,
    );
    expect(outcome).toEqual({ kind: 'refused', field: 'date', message: messages.booking.dateClosed });
    expect(await takenAt(closed, '10:00')).toBe(0);
  });

  it('refuses a slot that started, and books a later one the same day', async () => {
    const at = new Date('2031-06-02T09:30:00Z'); // 12:30 Nairobi
    const started = await createBooking(adminDb(), { seatsPerSlot: 2, closedDates: [] }, fields(today, '12:00'), undefined, at);
    expect(started).toEqual({ kind: 'refused', field: 'time', message: messages.booking.slotStarted });
    const later = await createBooking(adminDb(), { seatsPerSlot: 2, closedDates: [] }, fields(today, '14:00'), undefined, at);
    expect(later.kind).toBe('booked');
  });

  it('follows the seats setting: 1 seat means the second booking hears "full"', async () => {
    const date = addDays(today, 3);
    const settings = { seatsPerSlot: 1, closedDates: [] };
    expect((await createBooking(adminDb(), settings, fields(date, '15:00'), undefined, now)).kind).toBe('booked');
    const second = await createBooking(adminDb(), settings, fields(date, '15:00'), undefined, now);
    expect(second.kind).toBe('full');
    expect(await takenAt(date, '15:00')).toBe(1);
  });
});

describe('createBooking under contention', () => {
  it('stores exactly 3 of 25 concurrent transactions at a 3-seat slot; the rest see it full', async () => {
    const date = addDays(today, 6);
    const settings = { seatsPerSlot: 3, closedDates: [] };
    const outcomes = await Promise.all(
      Array.from({ length: 25 }, () => createBooking(adminDb(), settings, fields(date, '16:00'), undefined, now)),
    );
    expect(outcomes.filter((o) => o.kind === 'booked')).toHaveLength(3);
    expect(outcomes.filter((o) => o.kind === 'full')).toHaveLength(22);
    expect(await takenAt(date, '16:00')).toBe(3);
    const stored = await adminDb().collection('bookings').where('date', '==', date).where('time', '==', '16:00').get();
    expect(stored.size).toBe(3);
  }, 120_000);
});

describe('changeBooking for staff', () => {
  const settings = { seatsPerSlot: 2, closedDates: [] };

  it('marks attended with a reason; the seat stays counted', async () => {
    const date = addDays(today, 4);
    const made = await createBooking(adminDb(), settings, fields(date, '10:00'), undefined, now);
    if (made.kind !== 'booked') throw new Error(made.kind);
    const classTime = new Date('2031-06-06T07:30:00Z');
    const outcome = await changeBooking(
      adminDb(),
      settings,
      { bookingId: made.id, by: 'staff', action: 'attended', reason: 'Loved it' },
      classTime,
    );
    expect(outcome).toMatchObject({ kind: 'changed', booking: { status: 'attended' } });
    const stored = (await bookingDoc(made.id)).data()!;
    expect(stored.history.at(-1)).toMatchObject({ by: 'staff', action: 'attended', reason: 'Loved it' });
    expect(await takenAt(date, '10:00')).toBe(1);
  });

  it('cancels inside the 2-hour cut-off (staff are not held to it) and frees the seat', async () => {
    const date = addDays(today, 5);
    const made = await createBooking(adminDb(), settings, fields(date, '11:00'), undefined, now);
    if (made.kind !== 'booked') throw new Error(made.kind);
    const thirtyMinutesBefore = new Date('2031-06-07T07:30:00Z');
    const parent = await changeBooking(
      adminDb(),
      settings,
      { bookingId: made.id, by: 'parent', action: 'cancel' },
      thirtyMinutesBefore,
    );
    expect(parent.kind).toBe('too-late');
    const staff = await changeBooking(
      adminDb(),
      settings,
      { bookingId: made.id, by: 'staff', action: 'cancel', reason: 'Mentor ill' },
      thirtyMinutesBefore,
    );
    expect(staff).toMatchObject({ kind: 'changed', mail: [{ kind: 'cancelled', by: 'staff', reason: 'Mentor ill' }] });
    expect(await takenAt(date, '11:00')).toBe(0);
    const noShow = await changeBooking(
      adminDb(),
      settings,
      { bookingId: made.id, by: 'staff', action: 'no-show' },
      thirtyMinutesBefore,
    );
    expect(noShow.kind).toBe('not-upcoming');
  });

  it('answers not-found for an unknown booking', async () => {
    const outcome = await changeBooking(
      adminDb(),
      settings,
      { bookingId: 'nosuchbooking0000000', by: 'staff', action: 'cancel' },
      now,
    );
    expect(outcome).toEqual({ kind: 'not-found' });
  });
});
