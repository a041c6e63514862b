// The proof of work a booking carries: an ALTCHA challenge (altcha-lib, the published
// format), made and checked here with our own key, never by a third party. GET
// /api/challenge hands one out, harder the more the caller's address booked in the last 24
// hours, with its work written into its signed salt; /api/book checks the solution, that its
// work is what the booking's own address owes at that moment (wherever the challenge was
// fetched: docs/security.md, "Booking abuse"), and spends it, so one solution books once.
import { createHash } from 'node:crypto';
import { defineSecret } from 'firebase-functions/params';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { siteHandler } from '../platform/opening';
import { clientAddress } from '../platform/rate-limit';
import { addressRef } from './address';
import { CHALLENGE_SECONDS, maxNumberFor, recentTimes } from './policy';
import { firestore } from '../platform/admin';

/** The HMAC key challenges are signed with. Changing it only voids challenges not yet spent. */
export const challengeKey = defineSecret('CHALLENGE_KEY');

const hash = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The salt's parameter that carries a challenge's work (its maxnumber): signed with the rest. */
const WORK_PARAM = 'work';

/** The work the next booking from `address` owes, from what it stored in the window. */
async function owedWork(db: Firestore, address: string, now: number): Promise<number> {
  return maxNumberFor(recentTimes((await addressRef(db, address).get()).get('at'), now).length);
}

export const challenge = siteHandler(
  { name: 'challenge', method: 'GET', options: { secrets: [challengeKey] }, limit: 'challengePerAddress' },
  async ({ req, res }) => {
    const now = Date.now();
    const work = await owedWork(firestore(), clientAddress(req), now);
    const made = await createChallenge({
      hmacKey: challengeKey.value(),
      maxnumber: work,
      params: { [WORK_PARAM]: String(work) },
      expires: new Date(now + CHALLENGE_SECONDS * 1000),
    });
    res.status(200).json(made);
  },
);

interface Payload {
  algorithm: 'SHA-256';
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

function readPayload(value: unknown): Payload | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  try {
    const p = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as Record<string, unknown>;
    const ok =
      p.algorithm === 'SHA-256' &&
      typeof p.challenge === 'string' &&
      typeof p.salt === 'string' &&
      typeof p.signature === 'string' &&
      Number.isSafeInteger(p.number);
    return ok ? (p as unknown as Payload) : null;
  } catch {
    return null;
  }
}

/**
 * Checks a solution (signature, work, expiry) for a booking from `address` and spends it:
 * spentChallenges/{hash of its signature} is created, so the same solution is refused the
 * second time. Its signed work must be at least what `address` owes now, so a challenge
 * fetched from a fresh address (or before the address booked more) does not book from a
 * busier one. The document carries `expiresAt` (the challenge's own expiry), for a TTL
 * policy to delete it.
 */
export async function spendSolution(db: Firestore, value: unknown, address: string): Promise<boolean> {
  const payload = readPayload(value);
  if (!payload || !(await verifySolution(payload, challengeKey.value(), true))) return false;
  const params = new URLSearchParams(payload.salt.split('?')[1] ?? '');
  const expires = Number(params.get('expires'));
  if (!Number.isFinite(expires) || expires <= 0) return false;
  const work = Number(params.get(WORK_PARAM));
  if (!Number.isSafeInteger(work) || work < (await owedWork(db, address, Date.now()))) return false;
  try {
    await db
      .collection('spentChallenges')
      .doc(hash(payload.signature))
      .create({ expiresAt: Timestamp.fromMillis(expires * 1000), spentAt: FieldValue.serverTimestamp() });
    return true;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 6 || /ALREADY_EXISTS/.test(String((error as Error).message))) return false;
    throw error;
  }
}
