// POST /api/manage against the emulators: view, reschedule and cancel by manage link or by
// a signed-in owner; the 2-hour cut-off; forged and foreign tokens changing nothing.
import { createHash, randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../src/domain/messages';
import { addDays, nairobiDate } from '../../../src/domain/slots';
import { formatInTimeZone } from 'date-fns-tz';
import {
  admin,
  adminDb,
  bookingBody,
  bookingDoc,
  family,
  post,
  signUp,
  slotSupply,
  takenAt,
  tokenOf,
} from '../../support/functions/booking-helpers';
import { WARM_UP_MS, warmUp } from '../../support/functions/helpers';

beforeAll(() => warmUp('bookings'), WARM_UP_MS);

const freshSlot = slotSupply([4, 5, 6]);
// Where the forged-token test asks to move to.
const freshSlotOnce = freshSlot();

async function booked(idToken?: string, who = family()) {
  // Other suites book in the same days and the file order is not fixed: a slot they filled is
  // passed over for the next fresh one (freshSlot throws once the days run out).
  for (;;) {
    const { date, time } = freshSlot();
    const reply = await post('book', bookingBody(date, time, who), idToken);
    if (reply.body.status === 'full') continue;
    if (reply.http !== 200) throw new Error(`could not book: ${JSON.stringify(reply.body)}`);
    return { id: reply.body.id as string, token: tokenOf(reply.body.manageUrl), date, time };
  }
}

describe('manage by link', () => {
  it('shows the booking, and nothing of its token or owner', async () => {
    const b = await booked();
    const reply = await post('manage', { token: b.token });
    expect(reply.http).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.body).toMatchObject({
      status: 'ok',
      booking: { id: b.id, date: b.date, time: b.time, status: 'upcoming', changeable: true },
    });
    expect(reply.body.booking).not.toHaveProperty('manageTokenHash');
    expect(reply.body.booking).not.toHaveProperty('parentUid');
    expect(reply.body.booking).not.toHaveProperty('history');
  });

  it('reschedules: the seat moves in one step, and the history says from where to where', async () => {
    const b = await booked();
    const to = freshSlot();
    // Other suites book in the same days: counts are read against what each slot held before.
    const [fromBefore, toBefore] = [await takenAt(b.date, b.time), await takenAt(to.date, to.time)];
    const reply = await post('manage', { token: b.token, action: 'reschedule', date: to.date, time: to.time });
    expect(reply.http).toBe(200);
    expect(reply.body).toMatchObject({ status: 'rescheduled', booking: { date: to.date, time: to.time, status: 'upcoming' } });
    expect(await takenAt(b.date, b.time)).toBe(fromBefore - 1);
    expect(await takenAt(to.date, to.time)).toBe(toBefore + 1);
    const stored = (await bookingDoc(b.id)).data()!;
    expect(stored).toMatchObject({ date: to.date, time: to.time, status: 'upcoming' });
    expect(stored.history.map((h: { action: string }) => h.action)).toEqual(['booked', 'rescheduled']);
    expect(stored.history[1]).toMatchObject({ by: 'parent', from: { date: b.date, time: b.time }, to });
    expect(stored.updatedAt).toBeInstanceOf(admin.Timestamp);
  });

  it('reschedules within the same day', async () => {
    const b = await booked();
    const later = b.time === '17:00' ? '10:00' : '17:00';
    await adminDb()
      .collection('slots')
      .doc(b.date)
      .set({ taken: { [later]: 0 } }, { merge: true });
    const fromBefore = await takenAt(b.date, b.time);
    const reply = await post('manage', { token: b.token, action: 'reschedule', date: b.date, time: later });
    expect(reply.body.status).toBe('rescheduled');
    expect(await takenAt(b.date, b.time)).toBe(fromBefore - 1);
    expect(await takenAt(b.date, later)).toBe(1);
  });

  it('refuses a full new slot, a date outside the window and the same slot, changing nothing', async () => {
    const b = await booked();
    const full = freshSlot();
    await adminDb()
      .collection('slots')
      .doc(full.date)
      .set({ taken: { [full.time]: 2 } }, { merge: true });
    const before = await bookingDoc(b.id);
    const heldBefore = await takenAt(b.date, b.time);
    const toFull = await post('manage', { token: b.token, action: 'reschedule', ...full });
    expect(toFull.http).toBe(409);
    expect(toFull.body.status).toBe('full');
    expect(toFull.body.availability.slots[full.time]).toEqual({ seats: 2, taken: 2 });
    const outside = await post('manage', {
      token: b.token,
      action: 'reschedule',
      date: addDays(nairobiDate(new Date()), 7),
      time: '10:00',
    });
    expect(outside.body).toEqual({ status: 'invalid', field: 'date', message: messages.booking.invalidDate });
    const same = await post('manage', { token: b.token, action: 'reschedule', date: b.date, time: b.time });
    expect(same.body).toEqual({ status: 'invalid', field: 'time', message: messages.manage.sameSlot });
    expect((await bookingDoc(b.id)).updateTime?.isEqual(before.updateTime!)).toBe(true);
    expect(await takenAt(b.date, b.time)).toBe(heldBefore);
    expect(await takenAt(full.date, full.time)).toBe(2);
  });

  it('cancels: the seat comes back, and a second cancel is refused', async () => {
    const b = await booked();
    const held = await takenAt(b.date, b.time);
    const reply = await post('manage', { token: b.token, action: 'cancel' });
    expect(reply.body).toMatchObject({ status: 'cancelled', booking: { status: 'cancelled', changeable: false } });
    expect(await takenAt(b.date, b.time)).toBe(held - 1);
    const stored = (await bookingDoc(b.id)).data()!;
    expect(stored.status).toBe('cancelled');
    expect(stored.history.at(-1)).toMatchObject({ by: 'parent', action: 'cancelled' });
    const again = await post('manage', { token: b.token, action: 'cancel' });
    expect(again).toMatchObject({ http: 409, body: { status: 'not-upcoming', message: messages.manage.notUpcoming } });
    expect(await takenAt(b.date, b.time)).toBe(held - 1);
  });
});

describe('manage refuses', () => {
  const notFound = { status: 'not-found', message: messages.manage.notFound };

  it('a forged or malformed token with one generic 404, changing nothing', async () => {
    const b = await booked();
    const before = await bookingDoc(b.id);
    const held = await takenAt(b.date, b.time);
    for (const token of [
      randomBytes(32).toString('base64url'),
      b.token.slice(0, -1),
      `${b.token}x`,
      '',
      42,
      createHash('sha256').update(b.token).digest('hex'),
    ]) {
      for (const action of ['view', 'cancel', 'reschedule']) {
        const reply = await post('manage', { token, action, ...freshSlotOnce });
        expect(reply.http).toBe(404);
        expect(reply.body).toEqual(notFound);
      }
    }
    expect((await bookingDoc(b.id)).updateTime?.isEqual(before.updateTime!)).toBe(true);
    expect(await takenAt(b.date, b.time)).toBe(held);
  });

  it('changes after the 2-hour cut-off, while still showing the booking', async () => {
    // A class starting in 90 minutes, stored as the book function would have stored it.
    const start = new Date(Date.now() + 90 * 60_000);
    const date = formatInTimeZone(start, 'Africa/Nairobi', 'yyyy-MM-dd');
    const time = formatInTimeZone(start, 'Africa/Nairobi', 'HH:mm');
    const token = randomBytes(32).toString('base64url');
    const ref = adminDb().collection('bookings').doc();
    await ref.set({
      ...bookingBody(date, time),
      whatsapp: '+254799000001',
      country: { code: 'KE', name: 'Kenya', dial: '+254', tz: 'Africa/Nairobi', flag: '🇰🇪' },
      type: 'trial',
      status: 'upcoming',
      manageTokenHash: createHash('sha256').update(token).digest('hex'),
      history: [],
      createdAt: admin.Timestamp.now(),
      updatedAt: admin.Timestamp.now(),
    });
    await adminDb()
      .collection('slots')
      .doc(date)
      .set({ taken: { [time]: 1 } }, { merge: true });
    const before = await ref.get();
    const view = await post('manage', { token });
    expect(view.body).toMatchObject({ status: 'ok', booking: { changeable: false, status: 'upcoming' } });
    const cancel = await post('manage', { token, action: 'cancel' });
    expect(cancel).toMatchObject({ http: 409, body: { status: 'too-late', message: messages.manage.tooLate } });
    const move = await post('manage', { token, action: 'reschedule', ...freshSlot() });
    expect(move.body.status).toBe('too-late');
    expect((await ref.get()).updateTime?.isEqual(before.updateTime!)).toBe(true);
    expect(await takenAt(date, time)).toBe(1);
  });

  it('an unknown action', async () => {
    const b = await booked();
    expect((await post('manage', { token: b.token, action: 'delete' })).http).toBe(400);
  });
});

describe('manage by a signed-in owner', () => {
  it('views and cancels their own booking by id', async () => {
    const who = family();
    const parent = await signUp(who.email);
    const b = await booked(parent.idToken, who);
    const held = await takenAt(b.date, b.time);
    expect((await post('manage', { bookingId: b.id }, parent.idToken)).body.status).toBe('ok');
    expect((await post('manage', { bookingId: b.id, action: 'cancel' }, parent.idToken)).body.status).toBe('cancelled');
    expect(await takenAt(b.date, b.time)).toBe(held - 1);
  });

  it("gets the generic 404 for another parent's booking, and 401 without a valid ID token", async () => {
    const who = family();
    const owner = await signUp(who.email);
    const b = await booked(owner.idToken, who);
    const stranger = await signUp(family().email);
    const before = await bookingDoc(b.id);
    // Other suites may hold the slot's other seat: what counts is that none was given back.
    const seats = await takenAt(b.date, b.time);
    const reply = await post('manage', { bookingId: b.id, action: 'cancel' }, stranger.idToken);
    expect(reply).toMatchObject({ http: 404, body: { status: 'not-found' } });
    expect((await post('manage', { bookingId: b.id, action: 'cancel' })).http).toBe(401);
    expect((await post('manage', { bookingId: b.id, action: 'cancel' }, 'forged.id.token')).http).toBe(401);
    expect((await bookingDoc(b.id)).updateTime?.isEqual(before.updateTime!)).toBe(true);
    expect(await takenAt(b.date, b.time)).toBe(seats);
  });
});
