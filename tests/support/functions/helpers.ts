// Shared by the functions tests: talk to the Functions emulator, the Paystack stand-in and
// the Firestore emulator (through ./store).
import { createHmac, randomBytes } from 'node:crypto';
import { need, readStored, where, type StoredDoc } from '../firestore';
import { nairobiDate } from '../../../src/domain/slots';
import { until } from './wait';

export const functionsUrl = () => need('FUNCTIONS_URL');
export const standinUrl = () => need('PAYSTACK_STANDIN_URL');
export const secretKey = () => need('PAYSTACK_SECRET_KEY');

export const uniqueReference = (label: string) => `T-${label}-${randomBytes(6).toString('hex')}`;

export interface SeedInput {
  status?: string;
  amount: number; // subunits
  currency: string;
  metadata?: Record<string, unknown>;
  email?: string;
  reference?: string;
  channel?: string;
  /** A 'pending' charge that turns into settleTo after this many seconds (the stand-in's slow M-Pesa). */
  settleAfterSeconds?: number;
  settleTo?: 'success' | 'failed';
  /** The Paystack plan code a subscription's charge carries. */
  plan?: string;
  /** When Paystack says it was started (ISO): a charge of the past, for the sweep and the nightly reconciliation. */
  createdAt?: string;
  /** false: its webhook never comes (a lost M-Pesa callback). */
  webhook?: false;
  /** The card pays again: the authorization a charge before it handed back. */
  authorization?: { authorization_code: string };
}

/** Registers a transaction in the stand-in, as if a parent had paid (or not) in Paystack's popup. */
export async function seed(input: SeedInput): Promise<string> {
  const reference = input.reference ?? uniqueReference('seed');
  const res = await fetch(`${standinUrl()}/__standin/transactions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ status: 'success', email: 'parent@example.com', ...input, reference }),
  });
  if (res.status !== 201) throw new Error(`stand-in seed: ${res.status} ${await res.text()}`);
  return reference;
}

/** Waits until the stand-in's charge has turned `status` (a slow M-Pesa charge settling on its timer). */
export async function settledTo(reference: string, status: 'success' | 'failed', timeoutMs = 30_000): Promise<void> {
  await until(
    `charge ${reference} to turn ${status} in the stand-in`,
    async () => {
      const res = await fetch(`${standinUrl()}/__standin/transactions/${encodeURIComponent(reference)}`);
      return res.ok && ((await res.json()) as { status?: string }).status === status;
    },
    { timeoutMs },
  );
}

/** The stand-in's next `count` verify calls answer 500. */
export async function failNextVerify(count = 1): Promise<void> {
  const res = await fetch(`${standinUrl()}/__standin/fail-next`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ count }),
  });
  if (!res.ok) throw new Error(`stand-in fail-next: ${res.status}`);
}

// Parsed JSON whose shape each test asserts for itself.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one alias, so tests can read nested fields
export type Json = Record<string, any>;

export interface Answer {
  http: number;
  /** The body as JSON ({ raw: text } when it is not JSON). */
  body: Json;
  text: string;
  bytes: Buffer;
  headers: Headers;
}

/** How the functions tests call a function: `path` on the Functions emulator (or `base`), the answer read whole. */
export async function call(path: string, init: RequestInit = {}, base = functionsUrl()): Promise<Answer> {
  const res = await fetch(`${base}${path}`, init);
  const bytes = Buffer.from(await res.arrayBuffer());
  const text = bytes.toString('utf8');
  let body: Json = {};
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = { raw: text };
  }
  return { http: res.status, body, text, bytes, headers: res.headers };
}

/** POSTs `body` as JSON to the function `name`, with an ID token when given (through Hosting's /api/ when `base` is the site). */
export function post(name: string, body: unknown, idToken?: string, base?: string): Promise<Answer> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (idToken) headers.Authorization = `Bearer ${idToken}`;
  const path = base ? `/api/${name}` : `/${name}`;
  return call(path, { method: 'POST', headers, body: JSON.stringify(body) }, base);
}

export interface Reply {
  http: number;
  body: { status?: string; reason?: string } & Record<string, unknown>;
  headers: Headers;
}

export async function verify(body: unknown, init: RequestInit = {}, base = functionsUrl()): Promise<Reply> {
  const path = base === functionsUrl() ? '/verifyPayment' : '/api/verifyPayment';
  const {
    http,
    body: parsed,
    headers,
  } = await call(
    path,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
      ...init,
    },
    base,
  );
  return { http, body: parsed, headers };
}

export const sign = (raw: string, key = secretKey()) => createHmac('sha512', key).update(raw).digest('hex');

export async function webhook(raw: string, signature: string | null): Promise<number> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (signature !== null) headers['x-paystack-signature'] = signature;
  return (await call('/paystackWebhook', { method: 'POST', headers, body: raw })).http;
}

/** payments/{reference} as stored (with its write times), or null. */
export const payment = (reference: string): Promise<StoredDoc | null> => readStored(`payments/${encodeURIComponent(reference)}`);

/** How many payments documents hold this reference field, whatever their ids. */
export const paymentsWithReference = async (reference: string): Promise<number> =>
  (await where('payments', 'reference', reference)).length;

/**
 * How long a test file's set-up may take, warming included: the first call to a cold function
 * instance loads firebase-admin and opens its first Firestore connection, which on a busy
 * machine can take minutes. Every beforeAll that warms gives itself this (plus its own slow
 * work, named where it adds any); the warm-ups of one call share all but the last 30 s of it.
 */
export const WARM_UP_MS = 300_000;

/** What each warm-up asks, and the answer that shows the instance is awake. */
const WARMERS = {
  verifyPayment: async () => (await verify({ reference: uniqueReference('warmup'), studentName: 'Warm Up' })).http === 200,
  // An unsigned call is refused fast once warm.
  paystackWebhook: async () => (await webhook('{}', null)) === 401,
  // The booking functions, one instance each: availability, then book and manage refusing an empty request.
  bookings: async () =>
    (await call(`/availability?date=${nairobiDate(new Date())}`)).http === 200 &&
    (await post('book', {})).http === 400 &&
    (await post('manage', { token: 'x' })).http === 404,
};

/**
 * Wakes the functions a test file calls (verifyPayment unless told), one after another, so
 * that timings inside the tests measure the functions, not the emulator's cold start. The
 * emulator may still be starting: a refused connection is a "not yet".
 */
export async function warmUp(...which: (keyof typeof WARMERS)[]): Promise<void> {
  const end = Date.now() + WARM_UP_MS - 30_000;
  for (const name of which.length ? which : (['verifyPayment'] as const)) {
    await until(`${name} to answer within the warm-up deadline`, () => WARMERS[name]().catch(() => false), {
      timeoutMs: end - Date.now(),
      everyMs: 1000,
    });
  }
}
