// Malformed requests to every public endpoint get a 4xx in the form's words and change
// nothing: first the requests seen answering 500, then generated bodies for each endpoint.
import { createHash, randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { addDays, nairobiDate } from '../../src/domain/slots';
import { admin, adminDb, bookingBody, post, warmUpBookings } from './booking-helpers';

/** A booking stored as the book function stores it, six days ahead, and its manage token. */
async function seededBooking(): Promise<{ id: string; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const date = addDays(nairobiDate(new Date()), 6);
  const ref = adminDb().collection('bookings').doc();
  await ref.set({
    ...bookingBody(date, '17:00'),
    whatsapp: '+254799000002',
    country: { code: 'KE', name: 'Kenya', dial: '+254', tz: 'Africa/Nairobi', flag: '🇰🇪' },
    type: 'trial',
    status: 'upcoming',
    manageTokenHash: createHash('sha256').update(token).digest('hex'),
    history: [],
    createdAt: admin.Timestamp.now(),
    updatedAt: admin.Timestamp.now(),
  });
  return { id: ref.id, token };
}

let booking: { id: string; token: string };

beforeAll(async () => {
  await warmUpBookings();
  booking = await seededBooking();
}, 300_000);

describe('manage: a reschedule without a usable date', () => {
  it.each([
    ['no date', {}],
    ['date "__x__"', { date: '__x__' }],
    ['date ".."', { date: '..' }],
    ['date "."', { date: '.' }],
    ['date "a/b"', { date: 'a/b' }],
    ['a date that is an object', { date: { seconds: 1 } }],
  ])('%s: 400 with the form’s words, nothing written', async (_, fields) => {
    const before = await adminDb().collection('bookings').doc(booking.id).get();
    const reply = await post('manage', { token: booking.token, action: 'reschedule', time: '10:00', ...fields });
    expect(reply.http).toBe(400);
    expect(reply.body).toEqual({ status: 'invalid', field: 'date', message: messages.booking.invalidDate });
    const after = await adminDb().collection('bookings').doc(booking.id).get();
    expect(after.updateTime?.isEqual(before.updateTime!)).toBe(true);
  });
});
