// Shared by the malformed request tests (malformed-reschedule and malformed-generated.test.ts):
// a booking stored as the book function stores it, and the generated bodies' checks: what each
// endpoint's parser refuses, the documents' update times, and the answers that differ.
import { createHash, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import type { Parsed } from '../../../src/domain/request';
import { addDays, nairobiDate } from '../../../src/domain/slots';
import { admin, adminDb, bookingBody, type Answer } from '../../support/functions/booking-helpers';

/** A booking stored as the book function stores it, six days ahead, and its manage token. */
export async function seededBooking(): Promise<{ id: string; token: string }> {
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

// --- Generated bodies ---------------------------------------------------------------------

/** Bodies sent to each endpoint: enough to meet every kind of malformation, few enough to stay fast. */
export const PER_ENDPOINT = 30;
export const SEED = 2811;

/** Generated bodies the endpoint's parser refuses, with that refusal. */
export function refusedBodies(bodies: fc.Arbitrary<unknown>, read: (body: unknown) => Parsed<unknown>) {
  return (
    fc
      .sample(bodies, { seed: SEED, numRuns: PER_ENDPOINT * 4 })
      // What the function receives: the body after a JSON round trip (NaN becomes null, undefined fields go).
      .map((body) => JSON.parse(JSON.stringify(body)) as unknown)
      .flatMap((body) => {
        const parsed = read(body);
        return parsed.ok ? [] : [{ body, http: parsed.http, answer: parsed.body }];
      })
      .slice(0, PER_ENDPOINT)
  );
}

/**
 * Every document outside `mail/` with its last write time. Mail is left out: the mail
 * triggers of earlier test files may still be writing there, and no endpoint writes mail
 * without also writing the booking, lead or message it is about.
 */
export async function documentTimes(): Promise<Map<string, number>> {
  const times = new Map<string, number>();
  for (const collection of await adminDb().listCollections()) {
    if (collection.id === 'mail') continue;
    for (const doc of (await collection.select().get()).docs) times.set(doc.ref.path, doc.updateTime.toMillis());
  }
  return times;
}

/**
 * Each booking's fields but `messaging`: the trigger messageProgress mirrors a booking's
 * messages there whenever the WhatsApp stand-in reports on one, on its own schedule.
 */
export async function bookingsBesidesMessaging(): Promise<Map<string, string>> {
  const snap = await adminDb().collection('bookings').get();
  return new Map(
    snap.docs.map((doc) => {
      const { messaging: _mirrored, ...fields } = doc.data();
      return [doc.ref.path, JSON.stringify(fields)];
    }),
  );
}

export const shown = (body: unknown) => JSON.stringify(body)?.slice(0, 160);
/** Express hands a function only JSON objects and arrays; anything else it refuses itself (400). */
export const reachesParser = (body: unknown) => typeof body === 'object' && body !== null;

export interface Sent {
  body: unknown;
  http: number;
  answer: unknown;
}

/** Sends each case; returns the ones answered otherwise than their parser refuses them. */
export async function mismatches(cases: Sent[], send: (body: unknown) => Promise<Answer>): Promise<string[]> {
  const wrong: string[] = [];
  for (const c of cases) {
    const reply = await send(c.body);
    const exact = reachesParser(c.body);
    const ok = exact
      ? reply.http === c.http && JSON.stringify(reply.body) === JSON.stringify(c.answer)
      : reply.http >= 400 && reply.http < 500;
    if (!ok) wrong.push(`${shown(c.body)} -> ${reply.http} ${shown(reply.body)} (expected ${c.http} ${shown(c.answer)})`);
  }
  return wrong;
}
