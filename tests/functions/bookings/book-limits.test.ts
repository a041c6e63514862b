// /api/book's limits: one family (by email or by WhatsApp number) may try a handful of
// times an hour, whatever address it comes from; past that, 429 with Retry-After and
// nothing written. Only tries with the work done count (those without it: book-work.test.ts).
// Each request acts as its own client address (X-Forwarded-For).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../../functions/src/platform/rate-limit';
import { addDays, nairobiDate } from '../../../src/domain/slots';
import { adminDb, bookingBody, family } from '../../support/functions/booking-helpers';
import { call, WARM_UP_MS, warmUp } from '../../support/functions/helpers';
import { clientAddress } from '../../support/firestore';
import { solvedFrom } from '../../support/functions/challenge-helpers';

beforeAll(() => warmUp('bookings'), WARM_UP_MS);

/** A try with the work done, as the form sends it: only those count against the family. */
async function book(body: Record<string, unknown>, from = clientAddress()) {
  return call('/book', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from },
    body: JSON.stringify({ ...body, altcha: await solvedFrom(from) }),
  });
}

// The last class of the last bookable day: no other booking test file takes it, and the
// seats these tests take are given back at the end for the browser tests that follow.
const date = () => addDays(nairobiDate(new Date()), 6);

afterAll(async () => {
  const db = adminDb();
  const mine = await db.collection('bookings').where('date', '==', date()).where('time', '==', '17:00').get();
  await Promise.all(mine.docs.map((doc) => doc.ref.delete()));
  await db
    .collection('slots')
    .doc(date())
    .set({ taken: { '17:00': 0 } }, { merge: true });
});

describe('book limits', () => {
  it(`one email: ${LIMITS.bookingPerFamily.max} tries an hour from any address, then 429`, async () => {
    const who = family();
    const max = LIMITS.bookingPerFamily.max;
    const codes: number[] = [];
    for (let i = 0; i < max; i += 1) {
      // Same email, a new WhatsApp number each time: the email alone trips the limit.
      const phone = `0733${String(100000 + i * 7919 + (process.pid % 1000)).slice(-6)}`;
      codes.push((await book({ ...bookingBody(date(), '17:00', who), phone })).http);
    }
    expect(codes).not.toContain(429);
    const refused = await book(bookingBody(date(), '17:00', who));
    expect(refused.http).toBe(429);
    expect(refused.body).toMatchObject({ status: 'limited' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const stored = await adminDb().collection('bookings').where('email', '==', who.email).get();
    expect(stored.size).toBeLessThanOrEqual(1);
  }, 180_000);

  it('one WhatsApp number under many emails is one family too', async () => {
    const who = family();
    const max = LIMITS.bookingPerFamily.max;
    for (let i = 0; i < max; i += 1) {
      const reply = await book({ ...bookingBody(date(), '17:00', who), email: `alias${i}-${who.email}` });
      expect(reply.http).not.toBe(429);
    }
    expect((await book({ ...bookingBody(date(), '17:00', who), email: `last-${who.email}` })).http).toBe(429);
  }, 180_000);
});
