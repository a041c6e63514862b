// POST /api/book and GET /api/availability against the Functions, Firestore and Auth
// emulators: what is stored, and the seat guarantee under concurrent confirmations.
import { beforeAll, describe, expect, it } from 'vitest';
import { words as messages } from '../../../src/i18n/en/messages';
import { words as messagesSw } from '../../../src/i18n/sw/messages';
import { readGlance, splitFragment } from '../../../src/domain/link-glance';
import { SLOTS, addDays, isSlotPast } from '../../../src/domain/slots';
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
import { sha256, today } from './book-setup';
import { WARM_UP_MS, warmUp } from '../../support/functions/helpers';

beforeAll(() => warmUp('bookings'), WARM_UP_MS);

// Its own day, apart from book-refusals.test.ts's: each test takes a slot no other test took.
const freshSlot = slotSupply([1]);

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
