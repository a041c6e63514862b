// The waiting list's transactions called directly against the Firestore emulator, with a clock
// and settings of the test's choosing: the chain of holds (offer, lapse, next, leave, claim),
// a seat moved away, a late claim, the job run twice, and fifty claims of one freed seat.
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingFields } from '../../../src/domain/booking';
import { addDays, nairobiDate } from '../../../src/domain/slots';
import { createBooking } from '../../../functions/src/bookings/create';
import { changeBooking } from '../../../functions/src/bookings/change';
import { joinWaitlist } from '../../../functions/src/bookings/wait-join';
import { claimSeat } from '../../../functions/src/bookings/wait-claim';
import { leaveWaitlist } from '../../../functions/src/bookings/wait-leave';
import { runWaitlistHolds } from '../../../functions/src/bookings/wait-lapse';
import { entryId, waitTokenOf } from '../../../functions/src/bookings/wait-stored';
import { adminDb, bookingBody, takenAt } from '../../support/functions/booking-helpers';

const countries = [{ code: 'KE', name: 'Kenya', dial: '+254', tz: 'Africa/Nairobi', flag: '🇰🇪' }];
const grades = ['3-5'];
// A Monday no other test uses: 08:30 Nairobi on 2032-03-01.
const now = new Date('2032-03-01T05:30:00Z');
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
const HOUR = 3_600_000;
const at = (ms: number) => new Date(now.getTime() + ms);

let n = 0;
function fields(date: string, time: string, studentName = 'Wanjiru') {
  n += 1;
  const tag = `${process.pid}-${n}`;
  const draft = {
    ...bookingBody(date, time),
    studentName,
    email: `wait${tag}@example.com`,
    phone: `0711${String(n).padStart(6, '0')}`,
  };
  const made = bookingFields(draft, grades, countries, now);
  if (!made) throw new Error('test draft is not valid');
  return { ...made, language: 'en' as const };
}

type Fields = ReturnType<typeof fields>;
const idOf = (f: Fields) => entryId(f.date, f.time, f.email, f.studentName);
const entry = async (f: Fields) => (await adminDb().collection('waitlist').doc(idOf(f)).get()).data()!;
async function tokenOf(f: Fields): Promise<string> {
  const seed = (await adminDb().collection('waitlistSecrets').doc(idOf(f)).get()).get('seed') as string;
  return waitTokenOf(seed, process.env.MANAGE_LINK_KEY);
}
const exists = async (collection: string, id: string) => (await adminDb().collection(collection).doc(id).get()).exists;
const upcomingAt = async (date: string, time: string) =>
  (
    await adminDb()
      .collection('bookings')
      .where('date', '==', date)
      .where('time', '==', time)
      .where('status', '==', 'upcoming')
      .get()
  ).size;

/** A slot of one seat, booked full, and its booking's id. */
async function fullSlot(date: string, time: string): Promise<string> {
  const booked = await createBooking(adminDb(), oneSeat, fields(date, time, 'Baraka'), undefined, now);
  if (booked.kind !== 'booked') throw new Error(`could not fill the slot: ${booked.kind}`);
  return booked.id;
}
const cancel = (bookingId: string, when = now) =>
  changeBooking(adminDb(), oneSeat, { bookingId, by: 'staff', action: 'cancel' }, when, undefined, hold);

beforeAll(() => {
  adminDb();
});

describe('the waiting list of a full slot', () => {
  it('joins only a full slot, once per child, in order of joining', async () => {
    const date = addDays(today, 1);
    const open = await joinWaitlist(adminDb(), oneSeat, hold, fields(date, '10:00'), undefined, now);
    expect(open.kind).toBe('open');
    await fullSlot(date, '10:00');
    const first = fields(date, '10:00', 'Amani');
    const second = fields(date, '10:00', 'Zawadi');
    expect(await joinWaitlist(adminDb(), oneSeat, hold, first, undefined, now)).toMatchObject({ kind: 'joined', position: 1 });
    expect(await joinWaitlist(adminDb(), oneSeat, hold, second, undefined, at(1000))).toMatchObject({
      kind: 'joined',
      position: 2,
    });
    expect(await joinWaitlist(adminDb(), oneSeat, hold, first, undefined, at(2000))).toEqual({ kind: 'already' });
    // The family's link comes by mail, in the transaction that joined it.
    const mails = await adminDb().collection('mail').where('to', '==', first.email).get();
    expect(mails.docs.map((d) => d.get('template'))).toEqual(['waitlist-joined']);
  });

  it('offers a freed seat to the first waiting, passes a lapsed hold on, lets a family leave, and books a claim', async () => {
    const date = addDays(today, 2);
    const bookingId = await fullSlot(date, '14:00');
    const [a, b, c] = [fields(date, '14:00', 'Amani'), fields(date, '14:00', 'Baraka'), fields(date, '14:00', 'Chausiku')];
    for (const [i, f] of [a, b, c].entries()) await joinWaitlist(adminDb(), oneSeat, hold, f, undefined, at(i * 1000));

    expect((await cancel(bookingId, at(HOUR))).kind).toBe('changed');
    // The seat stays counted: it is A's hold now, not the public's.
    expect(await takenAt(date, '14:00')).toBe(1);
    expect(await entry(a)).toMatchObject({ status: 'offered', offers: 1 });
    expect((await entry(a)).holdUntil.toMillis()).toBe(at(3 * HOUR).getTime());
    expect(await exists('mail', `waitlist-${idOf(a)}-offer-1`)).toBe(true);
    const message = await adminDb()
      .collection('messages')
      .doc(`waitlist-${idOf(a)}-offer-1`)
      .get();
    expect(message.get('template')).toBe('waitlist_offer');
    expect(message.get('to')).toBe(a.whatsapp);
    // A stranger booking meanwhile finds the slot full.
    expect((await createBooking(adminDb(), oneSeat, fields(date, '14:00', 'Dalila'), undefined, at(HOUR))).kind).toBe('full');

    // Before the hold ends the job leaves it; at its end the seat goes to B, once however often the job runs.
    expect(await runWaitlistHolds(adminDb(), hold, at(2 * HOUR))).toMatchObject({ passed: 0, returned: 0 });
    expect(await runWaitlistHolds(adminDb(), hold, at(3 * HOUR))).toMatchObject({ passed: 1 });
    expect(await runWaitlistHolds(adminDb(), hold, at(3 * HOUR))).toMatchObject({ passed: 0, returned: 0 });
    expect((await entry(a)).status).toBe('lapsed');
    expect(await entry(b)).toMatchObject({ status: 'offered' });

    // B leaves from the link: C is offered at once.
    expect(await leaveWaitlist(adminDb(), hold, await tokenOf(b), at(3 * HOUR + 60_000))).toEqual({ kind: 'left' });
    expect(await entry(c)).toMatchObject({ status: 'offered' });

    const claimed = await claimSeat(adminDb(), oneSeat, await tokenOf(c), at(3 * HOUR + 120_000));
    expect(claimed.kind).toBe('booked');
    expect(await entry(c)).toMatchObject({ status: 'claimed', bookingId: claimed.kind === 'booked' ? claimed.id : '' });
    expect(await takenAt(date, '14:00')).toBe(1);
    expect(await upcomingAt(date, '14:00')).toBe(1);
    // A's link, long lapsed, is answered late with times that have seats.
    const late = await claimSeat(adminDb(), oneSeat, await tokenOf(a), at(3 * HOUR + 180_000));
    expect(late.kind).toBe('late');
    if (late.kind === 'late') expect(late.freeTimes.length).toBeGreaterThan(0);
    expect(late.kind === 'late' && late.freeTimes.some((t) => t.date === date && t.time === '14:00')).toBe(false);
  }, 120_000);

  it('gives the seat back to the slot when a hold lapses with nobody waiting', async () => {
    const date = addDays(today, 3);
    const bookingId = await fullSlot(date, '11:00');
    const only = fields(date, '11:00', 'Eshe');
    await joinWaitlist(adminDb(), oneSeat, hold, only, undefined, now);
    await cancel(bookingId);
    expect(await takenAt(date, '11:00')).toBe(1);
    expect(await runWaitlistHolds(adminDb(), hold, at(2 * HOUR))).toMatchObject({ returned: 1 });
    expect(await takenAt(date, '11:00')).toBe(0);
    expect((await entry(only)).status).toBe('lapsed');
  });

  it('offers the seat a booking moved away from', async () => {
    const date = addDays(today, 4);
    const bookingId = await fullSlot(date, '15:00');
    const waiting = fields(date, '15:00', 'Faraji');
    await joinWaitlist(adminDb(), oneSeat, hold, waiting, undefined, now);
    const moved = await changeBooking(
      adminDb(),
      oneSeat,
      { bookingId, by: 'staff', action: 'reschedule', to: { date, time: '16:00' } },
      now,
      undefined,
      hold,
    );
    expect(moved.kind).toBe('changed');
    expect(await entry(waiting)).toMatchObject({ status: 'offered' });
    expect(await takenAt(date, '15:00')).toBe(1);
    expect(await takenAt(date, '16:00')).toBe(1);
  });

  it('ends a waiting entry once its class day has passed', async () => {
    const date = addDays(today, 5);
    await fullSlot(date, '17:00');
    const waiting = fields(date, '17:00', 'Gathoni');
    await joinWaitlist(adminDb(), oneSeat, hold, waiting, undefined, now);
    // 23:00 in Nairobi: its day is not over (the run ends earlier days' entries only).
    await runWaitlistHolds(adminDb(), hold, new Date(`${date}T20:00:00Z`));
    expect((await entry(waiting)).status).toBe('waiting');
    // Nairobi midnight.
    expect((await runWaitlistHolds(adminDb(), hold, new Date(`${date}T21:00:00Z`))).expired).toBeGreaterThanOrEqual(1);
    expect((await entry(waiting)).status).toBe('expired');
  });
});

describe('fifty claims of one freed seat', () => {
  // The emulator sometimes closes a transaction it kept waiting ("Transaction is invalid or
  // closed") where Firestore would abort and retry it; such a try stored nothing, so it is asked again.
  const again = <T>(run: () => Promise<T>): Promise<T> =>
    run().catch((error: Error) => {
      if (!/Transaction is invalid or closed/.test(error.message)) throw error;
      return again(run);
    });

  it('store one booking, while strangers racing for the slot hear "full"', async () => {
    const date = addDays(today, 6);
    const bookingId = await fullSlot(date, '12:00');
    const waiting = fields(date, '12:00', 'Halima');
    await joinWaitlist(adminDb(), oneSeat, hold, waiting, undefined, now);
    await cancel(bookingId);
    const token = await tokenOf(waiting);
    const claims = Array.from({ length: 50 }, () => again(() => claimSeat(adminDb(), oneSeat, token, at(60_000))));
    const strangers = Array.from({ length: 10 }, () =>
      again(() => createBooking(adminDb(), oneSeat, fields(date, '12:00', 'Imani'), undefined, at(60_000))),
    );
    const outcomes = await Promise.all(claims);
    const others = await Promise.all(strangers);
    expect(outcomes.filter((o) => o.kind === 'booked')).toHaveLength(1);
    expect(outcomes.filter((o) => o.kind === 'claimed')).toHaveLength(49);
    expect(others.every((o) => o.kind === 'full')).toBe(true);
    expect(await upcomingAt(date, '12:00')).toBe(1);
    expect(await takenAt(date, '12:00')).toBe(1);
  }, 240_000);
});
