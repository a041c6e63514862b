// Shared by the functions tests: talk to the Functions emulator, the Paystack stand-in and
// the Firestore emulator (through ./store).
import { createHmac, randomBytes } from 'node:crypto';
import { need, readStored, where, type StoredDoc } from '../firestore';
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

export interface Reply {
  http: number;
  body: { status?: string; reason?: string } & Record<string, unknown>;
  headers: Headers;
}

export async function verify(body: unknown, init: RequestInit = {}, base = functionsUrl()): Promise<Reply> {
  const path = base === functionsUrl() ? '/verifyPayment' : '/api/verifyPayment';
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  });
  const text = await res.text();
  let parsed: Reply['body'] = {};
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    parsed = { raw: text };
  }
  return { http: res.status, body: parsed, headers: res.headers };
}

export const sign = (raw: string, key = secretKey()) => createHmac('sha512', key).update(raw).digest('hex');

export async function webhook(raw: string, signature: string | null): Promise<number> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (signature !== null) headers['x-paystack-signature'] = signature;
  const res = await fetch(`${functionsUrl()}/paystackWebhook`, { method: 'POST', headers, body: raw });
  await res.arrayBuffer();
  return res.status;
}

/** payments/{reference} as stored (with its write times), or null. */
export const payment = (reference: string): Promise<StoredDoc | null> => readStored(`payments/${encodeURIComponent(reference)}`);

/** How many payments documents hold this reference field, whatever their ids. */
export const paymentsWithReference = async (reference: string): Promise<number> =>
  (await where('payments', 'reference', reference)).length;

/**
 * The first request to a cold function instance loads firebase-admin and opens its first
 * Firestore connection, which on a busy machine can outlast a test. Tests call this first
 * so that timings inside the tests measure the function, not the emulator's cold start.
 */
export async function warmUp(deadlineMs = 150_000): Promise<void> {
  await until(
    'verifyPayment to answer within the warm-up deadline',
    // The emulator may still be starting: a refused connection is a "not yet".
    async () => (await verify({ reference: uniqueReference('warmup'), studentName: 'Warm Up' }).catch(() => null))?.http === 200,
    { timeoutMs: deadlineMs, everyMs: 1000 },
  );
}

/** Wakes paystackWebhook, its own function instance: an unsigned call is refused fast once warm. */
export async function warmWebhook(deadlineMs = 150_000): Promise<void> {
  await until(
    'paystackWebhook to answer within the warm-up deadline',
    async () => (await webhook('{}', null).catch(() => 0)) === 401,
    { timeoutMs: deadlineMs, everyMs: 1000 },
  );
}
