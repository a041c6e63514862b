// The booking tests that act as client addresses (X-Forwarded-For): fetch a proof-of-work
// challenge from an address, solve it as a script would, post /book from an address, find a
// slot with a seat left, and give the seats of the bookings made back at the end.
import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { SLOTS, addDays, nairobiDate } from '../../../src/domain/slots';
import { adminDb, availabilityOf } from './booking-helpers';
import { call, functionsUrl } from './helpers';

export interface Challenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

export async function fetchChallenge(from: string): Promise<Challenge> {
  const answer = await call('/challenge', { headers: { 'X-Forwarded-For': from } });
  if (answer.http !== 200) throw new Error(`challenge: ${answer.http} ${answer.text}`);
  return answer.body as Challenge;
}

/** The `altcha` field of a booking: the challenge with the number found. */
export const payloadOf = (c: Challenge, number: number) =>
  Buffer.from(
    JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number, salt: c.salt, signature: c.signature }),
  ).toString('base64');

/** A script's solver: plain Node hashing, as fast as one core goes. */
export function solveFast(c: Challenge): number {
  for (let n = 0; n <= c.maxnumber; n += 1) {
    if (
      createHash('sha256')
        .update(c.salt + n)
        .digest('hex') === c.challenge
    )
      return n;
  }
  throw new Error('no solution');
}

/** A solved challenge fetched from `from`, ready to post. */
export async function solvedFrom(from: string): Promise<string> {
  const c = await fetchChallenge(from);
  return payloadOf(c, solveFast(c));
}

export interface Reply {
  http: number;
  body: Record<string, unknown>;
}

/** POST /book from an address, on a connection of its own: a kept-alive one can be closed
 *  by the emulator while the script works on a hard challenge. */
export function bookFrom(body: Record<string, unknown>, from: string): Promise<Reply> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      `${functionsUrl()}/book`,
      {
        method: 'POST',
        agent: false,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text), 'X-Forwarded-For': from },
      },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (data += chunk));
        res.on('end', () =>
          resolve({ http: res.statusCode ?? 0, body: (data ? JSON.parse(data) : {}) as Record<string, unknown> }),
        );
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

/** A slot with a seat left, on any day of the window. */
export async function openSlot(): Promise<{ date: string; time: string }> {
  for (let day = 1; day <= 6; day += 1) {
    const date = addDays(nairobiDate(new Date()), day);
    const { body } = await availabilityOf(date);
    for (const time of SLOTS) {
      const slot = body.slots?.[time] as { seats: number; taken: number } | undefined;
      if (slot && slot.taken < slot.seats) return { date, time };
    }
  }
  throw new Error('no open slot left in the window');
}

/** Deletes these bookings and gives their seats back, for the suites that follow. */
export async function giveBack(ids: readonly string[]): Promise<void> {
  const db = adminDb();
  for (const id of ids) {
    const ref = db.collection('bookings').doc(id);
    await db.runTransaction(async (tx) => {
      const b = (await tx.get(ref)).data();
      if (!b) return;
      // Only an upcoming trial holds a seat: a cancelled one gave it back already.
      if (b.status === 'upcoming') {
        const day = db.collection('slots').doc(b.date as string);
        const taken = ((await tx.get(day)).get('taken') ?? {}) as Record<string, number>;
        tx.set(day, { taken: { [b.time as string]: Math.max(0, (taken[b.time as string] ?? 0) - 1) } }, { merge: true });
      }
      tx.delete(ref);
    });
  }
}
