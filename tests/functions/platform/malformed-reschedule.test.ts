// A reschedule without a usable date, requests once seen answering 500, gets a 400 in the form's
// words and changes nothing (Functions and Firestore emulators).
import { beforeAll, describe, expect, it } from 'vitest';
import { words as messages } from '../../../src/i18n/en/messages';
import { adminDb, post } from '../../support/functions/booking-helpers';
import { WARM_UP_MS, warmUp } from '../../support/functions/helpers';
import { seededBooking } from './malformed-setup';

let booking: { id: string; token: string };

beforeAll(async () => {
  await warmUp('bookings');
  booking = await seededBooking();
}, WARM_UP_MS);

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
