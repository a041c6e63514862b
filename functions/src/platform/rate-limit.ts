// Limits on what one client can ask of the public endpoints, held in Firestore so they
// hold across every function instance: one document per limit and caller,
// rateLimits/{limit}-{hash of the caller}, counted in a fixed window inside a transaction.
// All the limits live in LIMITS below; docs/security.md ("Limits") says why each is what it is.
import { createHash } from 'node:crypto';
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { defineInt, defineString } from 'firebase-functions/params';
import type { Request } from 'firebase-functions/v2/https';
import { firestore } from './admin';
import { typedConverter } from './stored';

export interface Limit {
  /** Requests allowed in one window. */
  max: number;
  windowSeconds: number;
}

/**
 * Per client address the limits are loose: a school, an office or a mobile operator's
 * carrier-grade NAT can put hundreds of families behind one address. Per family (the
 * email, or the WhatsApp number) they are tight: one family writes a few times a day.
 */
export const LIMITS = {
  messagePerAddress: { max: 60, windowSeconds: 3600 },
  messagePerEmail: { max: 5, windowSeconds: 3600 },
  questionPerAddress: { max: 60, windowSeconds: 3600 },
  questionPerEmail: { max: 5, windowSeconds: 3600 },
  bookingPerAddress: { max: 120, windowSeconds: 3600 },
  bookingPerFamily: { max: 10, windowSeconds: 3600 },
  managePerAddress: { max: 300, windowSeconds: 3600 },
  /** Proof-of-work challenges: the form asks for one or two per booking. */
  challengePerAddress: { max: 300, windowSeconds: 3600 },
  /** The dashboard loads the family once per visit; adding or editing a child is rarer still. */
  familyPerParent: { max: 120, windowSeconds: 3600 },
  /** /api/session: a dashboard visit reads it once, a sign-in starts it once. */
  sessionPerParent: { max: 240, windowSeconds: 3600 },
  /** Certificate pages: a verifier opens one or two; far more from one address is guessing. */
  certificatePerAddress: { max: 120, windowSeconds: 3600 },
  /** verifyPayment's calls to Paystack's verify API: the browser asks at most 3 times per payment. */
  paystackPerAddress: { max: 10, windowSeconds: 60 },
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof LIMITS;

/** How long Paystack's "no such transaction" is remembered (unknownReferences/{ref}). */
export const UNKNOWN_REFERENCE_SECONDS = 3600;

const forwardedHops = defineInt('FORWARDED_HOPS', {
  default: 2,
  description:
    'How many X-Forwarded-For entries, counted from the right, our own proxies added; the leftmost of those is the client. ' +
    'Behind Firebase Hosting: 2 (the client address, then the Google front end). 0 trusts the header not at all.',
});
const exemptAddresses = defineString('RATE_LIMIT_EXEMPT_ADDRESSES', {
  default: '',
  description: 'Comma-separated client addresses no per-address limit applies to (the test runner exempts loopback only).',
});

/**
 * The caller's address. Firebase Hosting passes X-Forwarded-For on to the function as
 * "<whatever the client sent>, <client address>, <Google front end>": entries on the left
 * are the client's own words and never trusted; FORWARDED_HOPS counts from the right.
 * Without enough entries (a direct call), the connection's own address, or 'unknown'
 * when there is none (the Functions emulator hands requests over a local socket).
 */
export function clientAddress(req: Pick<Request, 'get' | 'socket'>, hops = forwardedHops.value()): string {
  const entries = (req.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const forwarded = hops > 0 && entries.length >= hops ? entries[entries.length - hops] : undefined;
  const address = forwarded ?? req.socket?.remoteAddress ?? 'unknown';
  return address.replace(/^::ffff:/, '').slice(0, 64);
}

export function isExempt(address: string): boolean {
  return exemptAddresses
    .value()
    .split(',')
    .map((a) => a.trim())
    .includes(address);
}

/** One count to take: a limit and who it is counted for (an address, an email...). */
export interface Hit {
  limit: LimitName;
  who: string;
}

export type Verdict = { ok: true } | { ok: false; retryAfterSeconds: number; limit: LimitName };

const keyOf = ({ limit, who }: Hit) => `${limit}-${createHash('sha256').update(who.toLowerCase()).digest('hex').slice(0, 40)}`;

/** rateLimits/{key}: one caller's count in its window. */
interface StoredWindow {
  count?: number;
  /** Epoch ms. */
  windowStart?: number;
  expiresAt?: Timestamp;
}

const storedWindows = typedConverter<StoredWindow>();

/** The state of each hit's window at `now`, from its stored document. */
function windows(hits: Hit[], snaps: DocumentSnapshot<StoredWindow>[], now: number) {
  return snaps.map((snap, i) => {
    const limit = LIMITS[hits[i]!.limit];
    const data = snap.data();
    const live = data && typeof data.windowStart === 'number' && now < data.windowStart + limit.windowSeconds * 1000;
    return { limit, count: live ? (data.count ?? 0) : 0, windowStart: live ? data.windowStart! : now };
  });
}

type Window = ReturnType<typeof windows>[number];

function refusal(hits: Hit[], states: Window[], now: number): Verdict | null {
  const full = states.findIndex((s) => s.count >= s.limit.max);
  if (full < 0) return null;
  const s = states[full]!;
  const retryAfterSeconds = Math.max(1, Math.ceil((s.windowStart + s.limit.windowSeconds * 1000 - now) / 1000));
  return { ok: false, retryAfterSeconds, limit: hits[full]!.limit };
}

/** How long to refuse a request whose count could not be taken because too many others
 *  were counting on the same document at that moment. */
const CONTENDED_RETRY_SECONDS = 10;

/**
 * Counts every hit, or none: in one transaction, when any of the limits is already
 * reached nothing is counted and the answer says how long until its window ends.
 * Windows are fixed, starting at a caller's first request; `expiresAt` lets a Firestore
 * TTL policy on rateLimits delete spent windows. A flood meets a plain read first: once
 * a window is full, further requests are refused without queueing on its document.
 */
export async function take(hits: Hit[], now = Date.now()): Promise<Verdict> {
  const db = firestore();
  const refs = hits.map((hit) => db.collection('rateLimits').withConverter(storedWindows).doc(keyOf(hit)));
  const seen = refusal(hits, windows(hits, await db.getAll(...refs), now), now);
  if (seen) return seen;
  try {
    return await db.runTransaction(async (tx) => {
      const states = windows(hits, await tx.getAll(...refs), now);
      const refused = refusal(hits, states, now);
      if (refused) return refused;
      states.forEach((s, i) => {
        tx.set(refs[i]!, {
          count: s.count + 1,
          windowStart: s.windowStart,
          expiresAt: Timestamp.fromMillis(s.windowStart + s.limit.windowSeconds * 1000),
        });
      });
      return { ok: true } as const;
    });
  } catch (error) {
    // ABORTED: the transaction lost to many others on the same window, which is itself a flood.
    const code = (error as { code?: unknown }).code;
    if (code === 10 || code === 'aborted' || /ABORTED/.test(String((error as Error).message))) {
      return { ok: false, retryAfterSeconds: CONTENDED_RETRY_SECONDS, limit: hits[0]!.limit };
    }
    throw error;
  }
}
