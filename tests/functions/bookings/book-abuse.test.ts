// A script that tries to take every trial seat from one client address, against the
// functions on loopback: without the proof of work nothing is stored; with it, the address
// stores at most ADDRESS_DAILY_CAP bookings in 24 hours, each costlier than the last. Three
// parents booking as the page does (the page's own solver) from one address all get in, and
// a solution books only once. Every booking made here is removed at the end, seats given back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_DAILY_CAP, BASE_MAX_NUMBER, maxNumberFor } from '../../../functions/src/abuse/policy';
import { solveChallenge } from '../../../src/services/solve-challenge';
import { adminDb, bookingBody, family } from '../../support/functions/booking-helpers';
import {
  bookFrom as book,
  fetchChallenge,
  giveBack,
  openSlot,
  payloadOf,
  solveFast,
} from '../../support/functions/challenge-helpers';
import { clientAddress } from '../../support/firestore';
import { WARM_UP_MS, warmUp } from '../../support/functions/helpers';

beforeAll(() => warmUp('bookings'), WARM_UP_MS);

const madeIds: string[] = [];

afterAll(() => giveBack(madeIds), 120_000);

describe('one address trying to take every seat', () => {
  it('makes later bookings costlier, from the base for the first few', () => {
    expect(maxNumberFor(0)).toBe(BASE_MAX_NUMBER);
    expect(maxNumberFor(2)).toBe(BASE_MAX_NUMBER);
    expect(maxNumberFor(3)).toBe(BASE_MAX_NUMBER * 2);
    expect(maxNumberFor(5)).toBe(BASE_MAX_NUMBER * 8);
    expect(maxNumberFor(50)).toBe(1_000_000);
  });

  it(`98 bookings posted straight to /api/book with made-up families store at most ${ADDRESS_DAILY_CAP}`, async () => {
    const from = clientAddress();
    const codes: Record<string, number> = {};
    const count = (key: string) => (codes[key] = (codes[key] ?? 0) + 1);
    // The cheap way first: posts with no work done, or with a forged solution, store nothing.
    for (let i = 0; i < 80; i += 1) {
      const slot = await openSlot();
      const forged = i % 2 ? { altcha: Buffer.from('{"algorithm":"SHA-256","number":1}').toString('base64') } : {};
      const reply = await book({ ...bookingBody(slot.date, slot.time, family()), ...forged }, from);
      count(`${reply.http} ${String(reply.body.status)}`);
    }
    expect(codes).toEqual({ '403 challenge': 80 });
    // Then the work, done by a fast script: the address's cap stops it.
    const work: number[] = [];
    let stored = 0;
    for (let i = 0; i < 18; i += 1) {
      const c = await fetchChallenge(from);
      work.push(c.maxnumber);
      const slot = await openSlot();
      const reply = await book({ ...bookingBody(slot.date, slot.time, family()), altcha: payloadOf(c, solveFast(c)) }, from);
      if (reply.http === 200) {
        stored += 1;
        madeIds.push(String(reply.body.id));
      } else {
        expect(reply.http).toBe(429);
        expect(reply.body).toMatchObject({ status: 'limited', reason: 'address' });
      }
    }
    expect(stored).toBe(ADDRESS_DAILY_CAP);
    // The address is kept apart from the bookings the families read (bookings/private.ts).
    const fromThere = await adminDb().collection('bookingAddresses').where('address', '==', from).get();
    expect(fromThere.size).toBe(ADDRESS_DAILY_CAP);
    const first = await adminDb().collection('bookings').doc(fromThere.docs[0]!.id).get();
    expect(first.get('client')).toEqual({ emailDomain: 'example.com' });
    // Cheap for the first few, then doubling.
    expect(work.slice(0, 3)).toEqual([BASE_MAX_NUMBER, BASE_MAX_NUMBER, BASE_MAX_NUMBER]);
    expect(work[5]).toBe(BASE_MAX_NUMBER * 8);
  }, 600_000);

  it('3 parents booking as the page does from one address all get in; a solution books once', async () => {
    const from = clientAddress();
    const payloads: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const c = await fetchChallenge(from);
      expect(c.maxnumber).toBe(BASE_MAX_NUMBER);
      const started = performance.now();
      const number = await solveChallenge(c.challenge, c.salt, c.maxnumber);
      console.log(`page solver, base work: ${Math.round(performance.now() - started)} ms (n=${number})`);
      payloads.push(payloadOf(c, number!));
      const slot = await openSlot();
      const reply = await book({ ...bookingBody(slot.date, slot.time, family()), altcha: payloads[i] }, from);
      expect(reply.http, JSON.stringify(reply.body)).toBe(200);
      madeIds.push(String(reply.body.id));
    }
    const slot = await openSlot();
    const replay = await book({ ...bookingBody(slot.date, slot.time, family()), altcha: payloads[0] }, from);
    expect(replay).toMatchObject({ http: 403, body: { status: 'challenge' } });
  }, 300_000);
});
