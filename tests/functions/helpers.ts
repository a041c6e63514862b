// Shared by the functions tests: talk to the Functions emulator, the Paystack stand-in and
// the Firestore emulator (REST, as the owner, bypassing rules).
import { createHmac, randomBytes } from 'node:crypto';

function need(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run these tests through \`npm test\` (scripts/test.mjs).`);
  return value;
}

export const functionsUrl = () => need('FUNCTIONS_URL');
export const standinUrl = () => need('PAYSTACK_STANDIN_URL');
export const secretKey = () => need('PAYSTACK_SECRET_KEY');
const firestoreHost = () => need('FIRESTORE_EMULATOR_HOST');
const projectId = () => need('GCLOUD_PROJECT');

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

type FirestoreValue = Record<string, unknown>;

export function decode(value: FirestoreValue): unknown {
  if ('stringValue' in value) return value.stringValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('booleanValue' in value) return value.booleanValue;
  if ('nullValue' in value) return null;
  if ('timestampValue' in value) return value.timestampValue;
  if ('mapValue' in value) {
    const fields = (value.mapValue as { fields?: Record<string, FirestoreValue> }).fields ?? {};
    return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, decode(v)]));
  }
  if ('arrayValue' in value) return ((value.arrayValue as { values?: FirestoreValue[] }).values ?? []).map(decode);
  return value;
}

export interface StoredDoc {
  data: Record<string, unknown>;
  createTime: string;
  updateTime: string;
}

/** payments/{reference} as stored, or null. */
export async function payment(reference: string): Promise<StoredDoc | null> {
  const url = `http://${firestoreHost()}/v1/projects/${projectId()}/databases/(default)/documents/payments/${encodeURIComponent(reference)}`;
  const res = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`emulator read payments/${reference}: ${res.status}`);
  const doc = (await res.json()) as { fields?: Record<string, FirestoreValue>; createTime: string; updateTime: string };
  const data = Object.fromEntries(Object.entries(doc.fields ?? {}).map(([k, v]) => [k, decode(v)]));
  return { data, createTime: doc.createTime, updateTime: doc.updateTime };
}

/** How many payments documents hold this reference field (the id is the reference too). */
export async function paymentsWithReference(reference: string): Promise<number> {
  const url = `http://${firestoreHost()}/v1/projects/${projectId()}/databases/(default)/documents:runQuery`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: 'payments' }],
        where: { fieldFilter: { field: { fieldPath: 'reference' }, op: 'EQUAL', value: { stringValue: reference } } },
      },
    }),
  });
  if (!res.ok) throw new Error(`emulator query: ${res.status}`);
  const rows = (await res.json()) as { document?: unknown }[];
  return rows.filter((row) => row.document).length;
}

/**
 * The first request to a cold function instance loads firebase-admin and opens its first
 * Firestore connection, which on a busy machine can outlast a test. Tests call this first
 * so that timings inside the tests measure the function, not the emulator's cold start.
 */
export async function warmUp(deadlineMs = 150_000): Promise<void> {
  const end = Date.now() + deadlineMs;
  for (;;) {
    try {
      const reply = await verify({ reference: uniqueReference('warmup'), studentName: 'Warm Up' });
      if (reply.http === 200) return;
    } catch {
      // the emulator may still be starting
    }
    if (Date.now() > end) throw new Error('verifyPayment did not answer within the warm-up deadline');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
