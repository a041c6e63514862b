// What the proof of work guards in /api/book, against the functions on loopback, each request
// acting as a client address (X-Forwarded-For): posts without the work cannot use up a
// family's tries (they count against their own address only), and the work a booking carries
// must be what the address that books owes, wherever the challenge was fetched. Every booking
// made here is removed at the end, seats given back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressRef } from '../../../functions/src/abuse/address';
import { CHEAP_BOOKINGS, maxNumberFor } from '../../../functions/src/abuse/policy';
import { LIMITS } from '../../../functions/src/platform/rate-limit';
import { adminDb, bookingBody, family } from '../../support/functions/booking-helpers';
import {
  bookFrom,
  fetchChallenge,
  giveBack,
  openSlot,
  payloadOf,
  solveFast,
  solvedFrom,
} from '../../support/functions/challenge-helpers';
import { clientAddress } from '../../support/firestore';
import { WARM_UP_MS, warmUp } from '../../support/functions/helpers';

beforeAll(() => warmUp('bookings'), WARM_UP_MS);

const madeIds: string[] = [];
afterAll(() => giveBack(madeIds), 120_000);

async function booked(body: Record<string, unknown>, from: string) {
  const reply = await bookFrom(body, from);
  expect(reply.http, JSON.stringify(reply.body)).toBe(200);
  madeIds.push(String(reply.body.id));
  return reply;
}

describe('posts without the work', () => {
  it("cannot use up a family's tries: the family still books from its own address", async () => {
    const victim = family();
    const attacker = clientAddress();
    const slot = await openSlot();
    for (let i = 0; i <= LIMITS.bookingPerFamily.max; i += 1) {
      const reply = await bookFrom(bookingBody(slot.date, slot.time, victim), attacker);
      expect(reply).toMatchObject({ http: 403, body: { status: 'challenge' } });
    }
    const home = clientAddress();
    await booked({ ...bookingBody(slot.date, slot.time, victim), altcha: await solvedFrom(home) }, home);
  }, 120_000);

  it('count against their own address', async () => {
    const from = clientAddress();
    const slot = await openSlot();
    for (let i = 0; i < LIMITS.bookingPerAddress.max; i += 1) {
      const reply = await bookFrom(bookingBody(slot.date, slot.time, family()), from);
      expect(reply.http).toBe(403);
    }
    const next = await bookFrom({ ...bookingBody(slot.date, slot.time, family()), altcha: await solvedFrom(from) }, from);
    expect(next).toMatchObject({ http: 429, body: { status: 'limited' } });
  }, 300_000);
});

describe("the work a booking carries is its own address's", () => {
  /** An address that stored enough bookings today to owe more than the base work. */
  async function busyAddress(): Promise<string> {
    const from = clientAddress();
    const now = Date.now();
    const at = Array.from({ length: CHEAP_BOOKINGS + 2 }, (_, i) => now - (i + 1) * 60_000);
    await addressRef(adminDb(), from).set({ at });
    return from;
  }

  it('a cheap challenge fetched from a fresh address does not book from a busy one', async () => {
    const busy = await busyAddress();
    const owed = (await fetchChallenge(busy)).maxnumber;
    expect(owed).toBe(maxNumberFor(CHEAP_BOOKINGS + 2));
    const cheap = await fetchChallenge(clientAddress());
    expect(cheap.maxnumber).toBeLessThan(owed);
    const slot = await openSlot();
    const refused = await bookFrom({ ...bookingBody(slot.date, slot.time), altcha: payloadOf(cheap, solveFast(cheap)) }, busy);
    expect(refused).toMatchObject({ http: 403, body: { status: 'challenge' } });
    // The work it owes books, as the form does when it asks again.
    await booked({ ...bookingBody(slot.date, slot.time), altcha: await solvedFrom(busy) }, busy);
  }, 180_000);

  it('a parent whose address changes between the challenge and the booking still books', async () => {
    const slot = await openSlot();
    const fetchedAt = clientAddress();
    const postedFrom = clientAddress();
    await booked({ ...bookingBody(slot.date, slot.time), altcha: await solvedFrom(fetchedAt) }, postedFrom);
  }, 120_000);
});
