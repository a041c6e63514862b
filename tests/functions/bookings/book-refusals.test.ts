// POST /api/book against the Functions, Firestore and Auth emulators: each refusal, storing
// nothing; one upcoming trial per child, and a few children per family.
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingFields, draftProblem } from '../../../src/domain/booking';
import { words as messages } from '../../../src/i18n/en/messages';
import { SLOTS, addDays, nairobiDate } from '../../../src/domain/slots';
import {
  adminDb,
  bookingBody,
  bookingDoc,
  family,
  post,
  slotSupply,
  takenAt,
  tokenOf,
} from '../../support/functions/booking-helpers';
import { createBooking } from '../../../functions/src/bookings/create';
import { today } from './book-setup';
import { WARM_UP_MS, warmUp } from '../../support/functions/helpers';

beforeAll(() => warmUp('bookings'), WARM_UP_MS);

// Its own days, apart from book.test.ts's: each test takes a slot no other test took.
const freshSlot = slotSupply([2, 3]);

describe('book refuses, storing nothing', () => {
  const { date, time } = freshSlot();
  const cases: [string, Record<string, unknown>, string][] = [
    ['studentName', { studentName: 'R2D2' }, messages.booking.invalidStudentName],
    ['studentName', { studentName: 42 }, messages.booking.invalidStudentName],
    ['studentGrade', { studentGrade: '13' }, messages.booking.invalidGrade],
    ['parentName', { parentName: '<b>x</b>' }, messages.booking.invalidParentName],
    ['email', { email: 'amina@example' }, messages.booking.invalidEmail],
    ['countryCode', { countryCode: 'US' }, messages.booking.invalidCountry],
    ['phone', { phone: '12' }, messages.booking.invalidPhone('Kenya')],
    ['phone', { countryCode: 'NG' }, messages.booking.invalidPhone('Nigeria')],
    ['date', { date: addDays(today(), 7) }, messages.booking.invalidDate],
    ['date', { date: addDays(today(), -1) }, messages.booking.invalidDate],
    ['date', { date: '2030-02-30' }, messages.booking.invalidDate],
    ['time', { time: '13:00' }, messages.booking.invalidTime],
  ];

  it.each(cases)("an invalid %s (%j) with 400 and the form's message", async (field, change, message) => {
    const reply = await post('book', { ...bookingBody(date, time), ...change });
    expect(reply.http).toBe(400);
    expect(reply.body).toEqual({ status: 'invalid', field, message });
  });

  it('stored nothing for any of them', async () => {
    expect(await takenAt(date, time)).toBe(0);
  });

  it("today's started slots, on a clock past the day's last class", async () => {
    // /api/book reads the real clock; its two checks take any. 20:00 Nairobi on a far Monday.
    const evening = new Date('2031-06-16T17:00:00Z');
    const morning = new Date('2031-06-16T04:00:00Z');
    const day = nairobiDate(evening);
    const kenya = [{ code: 'KE', name: 'Kenya', dial: '+254', tz: 'Africa/Nairobi', flag: '🇰🇪' }];
    const refused = { field: 'time', message: messages.booking.slotStarted };
    for (const slot of SLOTS) {
      const draft = bookingBody(day, slot);
      expect(draftProblem(draft, ['3-5'], kenya, evening)).toEqual(refused);
      // A form filled in the morning and confirmed after the class began: the transaction refuses.
      const fields = bookingFields(draft, ['3-5'], kenya, morning)!;
      const settings = {
        seatsPerSlot: 2,
        closedDates: [],
        maxChildrenPerFamily: 3,
        changeCutoffHours: 2,
        calendarAlarmMinutes: 30,
        windowDays: 7,
        reminderHours: { day: 24, hour: 1 },
      };
      expect(await createBooking(adminDb(), settings, fields, undefined, evening)).toEqual({
        kind: 'refused',
        refusal: 'started',
        ...refused,
      });
      expect(await takenAt(day, slot)).toBe(0);
    }
  });

  it('a full slot with 409 and the fresh availability of that day', async () => {
    const { date: d, time: t } = freshSlot();
    await adminDb()
      .collection('slots')
      .doc(d)
      .set({ taken: { [t]: 2 } }, { merge: true });
    const reply = await post('book', bookingBody(d, t));
    expect(reply.http).toBe(409);
    expect(reply.body).toMatchObject({
      status: 'full',
      message: messages.booking.slotFull,
      availability: { date: d, closed: false },
    });
    expect(reply.body.availability.slots[t]).toEqual({ seats: 2, taken: 2 });
    expect(await takenAt(d, t)).toBe(2);
  });

  it('anything but a JSON POST', async () => {
    const url = `${process.env.FUNCTIONS_URL}/book`;
    expect((await fetch(url)).status).toBe(405);
    const text = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify(bookingBody(date, time)),
    });
    expect(text.status).toBe(415);
    expect(text.headers.get('cache-control')).toBe('no-store');
  });
});

describe('one upcoming trial per child, a few children per family', () => {
  it('refuses the same child for the same email (however written), and the link the family holds keeps working', async () => {
    const first = freshSlot();
    const who = family();
    const booked = await post('book', bookingBody(first.date, first.time, who));
    expect(booked.http).toBe(200);
    const before = (await bookingDoc(booked.body.id)).data()!;

    const second = freshSlot();
    const again = await post('book', {
      ...bookingBody(second.date, second.time, { ...family(), email: ` ${who.email.toUpperCase()} ` }),
      studentName: ' wanjirů ',
    });
    expect(again.http).toBe(409);
    expect(again.body).toEqual({ status: 'family', message: messages.booking.family });
    expect(await takenAt(second.date, second.time)).toBe(0);

    // Nothing about the booking changed, and the link from /success still opens and changes it.
    const after = (await bookingDoc(booked.body.id)).data()!;
    // `messaging` (WhatsApp progress, mirrored as messages go out) moves on its own.
    const unchanged = { updatedAt: null, messaging: null };
    expect({ ...after, ...unchanged }).toEqual({ ...before, ...unchanged });
    const token = tokenOf(booked.body.manageUrl);
    const viewed = await post('manage', { token });
    expect(viewed.http).toBe(200);
    expect(viewed.body.booking.id).toBe(booked.body.id);
    const moved = await post('manage', { token, action: 'reschedule', date: second.date, time: second.time });
    expect(moved.body.status).toBe('rescheduled');
    // A try after that still leaves it working.
    expect((await post('book', bookingBody(first.date, first.time, who))).body.status).toBe('family');
    expect((await post('manage', { token })).body.booking).toMatchObject({ date: second.date, time: second.time });
  });

  it('refuses the same child under the same WhatsApp number and another email', async () => {
    const who = family();
    const first = freshSlot();
    expect((await post('book', bookingBody(first.date, first.time, who))).http).toBe(200);
    const other = { ...family(), phone: who.phone.replace(/^0/, '+254 ') };
    const again = await post('book', bookingBody(first.date, first.time, other));
    expect(again.body).toEqual({ status: 'family', message: messages.booking.family });
    expect(await takenAt(first.date, first.time)).toBe(1);
  });

  it('books siblings up to maxChildrenPerFamily, then refuses another child with a clear message', async () => {
    const who = family();
    const [a, b] = [freshSlot(), freshSlot()];
    const names = ['Wanjiru Kamau', 'Baraka Kamau', 'Imani Kamau'];
    const slotsFor = [a, a, b];
    for (const [i, studentName] of names.entries()) {
      const reply = await post('book', { ...bookingBody(slotsFor[i]!.date, slotsFor[i]!.time, who), studentName });
      expect(reply.http, studentName).toBe(200);
    }
    const fourth = await post('book', { ...bookingBody(b.date, b.time, who), studentName: 'Juma Kamau' });
    expect(fourth.http).toBe(409);
    expect(fourth.body).toEqual({ status: 'invalid', field: 'studentName', message: messages.booking.tooManyChildren(3) });
    expect(messages.booking.tooManyChildren(3)).toContain('3 children');
    expect(await takenAt(b.date, b.time)).toBe(1);
    // One of the three is the same child again: the family answer, not the limit.
    const same = await post('book', { ...bookingBody(b.date, b.time, who), studentName: 'baraka  KAMAU' });
    expect(same.body.status).toBe('family');
  });

  it('books the same child again once the first trial is cancelled', async () => {
    const who = family();
    const first = freshSlot();
    const booked = await post('book', bookingBody(first.date, first.time, who));
    const cancelled = await post('manage', { token: tokenOf(booked.body.manageUrl), action: 'cancel' });
    expect(cancelled.body.status).toBe('cancelled');
    expect((await post('book', bookingBody(first.date, first.time, who))).http).toBe(200);
  });

  it('lets two concurrent bookings of one child store one', async () => {
    const who = family();
    const [a, b] = [freshSlot(), freshSlot()];
    // Seats another suite took on these days (the emulator is shared by every file) are not this test's.
    const seats = async () => (await takenAt(a.date, a.time)) + (await takenAt(b.date, b.time));
    const before = await seats();
    const replies = await Promise.all([
      post('book', bookingBody(a.date, a.time, who)),
      post('book', bookingBody(b.date, b.time, who)),
    ]);
    expect(replies.map((r) => r.http).sort()).toEqual([200, 409]);
    expect((await seats()) - before).toBe(1);
  });
});
