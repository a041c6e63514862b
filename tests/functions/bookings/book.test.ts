// POST /api/book and GET /api/availability against the Functions, Firestore and Auth
// emulators: what is stored, every refusal, one trial per child, and the seat guarantee
// under concurrent confirmations.
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingFields, draftProblem } from '../../../src/domain/booking';
import { messages } from '../../../src/domain/messages';
import { messagesSw } from '../../../src/domain/messages.sw';
import { readGlance, splitFragment } from '../../../src/domain/link-glance';
import { SLOTS, addDays, isSlotPast, nairobiDate } from '../../../src/domain/slots';
import {
  adminDb,
  availabilityOf,
  bookingBody,
  call,
  bookingDoc,
  family,
  post,
  signUp,
  slotSupply,
  takenAt,
  tokenOf,
} from '../../support/functions/booking-helpers';
import { createBooking } from '../../../functions/src/bookings/create';
import { WARM_UP_MS, warmUp } from '../../support/functions/helpers';

beforeAll(() => warmUp('bookings'), WARM_UP_MS);

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const today = () => nairobiDate(new Date());
const freshSlot = slotSupply([1, 2, 3]);

describe('book stores a booking', () => {
  it('with its seat, its lead, its history and only the hash of its manage token', async () => {
    const { date, time } = freshSlot();
    const who = family();
    const reply = await post('book', bookingBody(date, time, who));
    expect(reply.http).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.body).toMatchObject({
      status: 'booked',
      booking: { date, time, status: 'upcoming', changeable: true, past: false },
    });
    // The link /success shows carries the booking's glance, as the mailed one does.
    expect(reply.body.manageUrl).toMatch(/^\/manage#[A-Za-z0-9_-]{43}~1\.[A-Za-z0-9_-]+$/);
    expect(readGlance(splitFragment(reply.body.manageUrl.split('#')[1]!).glance)).toMatchObject({
      firstName: 'Wanjiru',
      grade: '3-5',
      date,
      time,
      status: 'upcoming',
      country: { code: 'KE' },
    });
    expect(reply.body.booking).not.toHaveProperty('manageTokenHash');

    const stored = (await bookingDoc(reply.body.id)).data()!;
    expect(stored).toMatchObject({
      studentName: 'Wanjiru',
      studentGrade: '3-5',
      parentName: "Amina Ng'ang'a",
      email: who.email,
      whatsapp: who.whatsapp,
      country: { code: 'KE', name: 'Kenya', dial: '+254', tz: 'Africa/Nairobi', flag: '🇰🇪' },
      date,
      time,
      type: 'trial',
      status: 'upcoming',
      manageTokenHash: sha256(tokenOf(reply.body.manageUrl)),
    });
    expect(stored).not.toHaveProperty('parentUid');
    expect(JSON.stringify(stored)).not.toContain(tokenOf(reply.body.manageUrl));
    expect(stored.createdAt).toBeInstanceOf(Object);
    expect(stored.history).toHaveLength(1);
    expect(stored.history[0]).toMatchObject({ by: 'parent', action: 'booked', to: { date, time } });

    const leads = await adminDb().collection('trialLeads').where('bookingId', '==', reply.body.id).get();
    expect(leads.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({ parentName: "Amina Ng'ang'a", email: who.email, bookingId: reply.body.id }),
    ]);
    expect(await takenAt(date, time)).toBe(1);
    const day = await availabilityOf(date);
    expect(day.body.slots[time]).toEqual({ seats: 2, taken: 1 });
  });

  it("for a signed-in parent, with the uid of their ID token, never the body's", async () => {
    const { date, time } = freshSlot();
    const who = family();
    const parent = await signUp(who.email);
    const reply = await post('book', { ...bookingBody(date, time, who), parentUid: 'someone-else' }, parent.idToken);
    expect(reply.http).toBe(200);
    expect((await bookingDoc(reply.body.id)).get('parentUid')).toBe(parent.uid);
  });

  it('ignores a parentUid in the body of a signed-out booking', async () => {
    const { date, time } = freshSlot();
    const reply = await post('book', { ...bookingBody(date, time), parentUid: 'forged-uid' });
    expect(reply.http).toBe(200);
    expect((await bookingDoc(reply.body.id)).get('parentUid')).toBeUndefined();
  });

  it('refuses a token that does not verify with 401, storing nothing', async () => {
    const { date, time } = freshSlot();
    const reply = await post('book', bookingBody(date, time), 'not-a-real-id-token');
    expect(reply).toMatchObject({ http: 401, body: { status: 'unauthorized' } });
    expect(await takenAt(date, time)).toBe(0);
  });
});

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
      const settings = { seatsPerSlot: 2, closedDates: [], maxChildrenPerFamily: 3 };
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
    const replies = await Promise.all([
      post('book', bookingBody(a.date, a.time, who)),
      post('book', bookingBody(b.date, b.time, who)),
    ]);
    expect(replies.map((r) => r.http).sort()).toEqual([200, 409]);
    expect((await takenAt(a.date, a.time)) + (await takenAt(b.date, b.time))).toBe(1);
  });
});

describe('seats under concurrent confirmations', () => {
  it('stores exactly 2 of 20 simultaneous bookings of a 2-seat slot; the other 18 hear "full"', async () => {
    // The emulator starts one worker per concurrent request: start 20 first (each answers a
    // refused body at once), so the race below is between transactions, not process starts.
    const warm = await Promise.all(Array.from({ length: 20 }, () => post('book', {})));
    expect(warm.map((r) => r.http)).toEqual(Array(20).fill(400));

    const { date, time } = freshSlot();
    const started = Date.now();
    const replies = await Promise.all(Array.from({ length: 20 }, () => post('book', bookingBody(date, time))));
    const elapsed = Date.now() - started;
    expect(replies.filter((r) => r.http === 200)).toHaveLength(2);
    expect(replies.filter((r) => r.http === 409 && r.body.status === 'full')).toHaveLength(18);
    expect(await takenAt(date, time)).toBe(2);
    const stored = await adminDb().collection('bookings').where('date', '==', date).where('time', '==', time).get();
    expect(stored.size).toBe(2);
    const leads = await adminDb()
      .collection('trialLeads')
      .where(
        'bookingId',
        'in',
        stored.docs.map((d) => d.id),
      )
      .get();
    expect(leads.size).toBe(2);
    console.info(`20 concurrent confirmations of a 2-seat slot answered in ${elapsed} ms`);
  }, 400_000);
});

describe('availability', () => {
  it('answers one date, no-store, with closed slots of today and closed dates outside the window', async () => {
    const reply = await availabilityOf(today());
    expect(reply.http).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.body.date).toBe(today());
    expect(Object.keys(reply.body.slots)).toEqual([...SLOTS]);
    for (const slot of SLOTS) expect(reply.body.slots[slot].seats).toBe(isSlotPast(today(), slot, new Date()) ? 0 : 2);
    expect((await availabilityOf(addDays(today(), 7))).body.closed).toBe(true);
    expect((await availabilityOf('2030-02-30')).http).toBe(400);
  });

  it('refuses a bad date in the language the page asks in, English when it names none or an unknown one', async () => {
    const sw = await call('/availability?date=2030-02-30&language=sw');
    expect(sw.http).toBe(400);
    expect(sw.body.message).toBe(messagesSw.booking.invalidDate);
    expect((await call('/availability?date=2030-02-30')).body.message).toBe(messages.booking.invalidDate);
    expect((await call('/availability?date=2030-02-30&language=xx')).body.message).toBe(messages.booking.invalidDate);
  });

  it('and book and manage answer through the Hosting rewrites', async () => {
    const site = process.env.SITE_URL!;
    expect((await availabilityOf(today(), site)).http).toBe(200);
    const { date, time } = freshSlot();
    const booked = await post('book', bookingBody(date, time), undefined, site);
    expect(booked.http).toBe(200);
    expect((await post('manage', { token: tokenOf(booked.body.manageUrl) }, undefined, site)).body.status).toBe('ok');
  });
});
