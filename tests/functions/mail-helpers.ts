// Shared by the mail tests: MailDev's JSON API (what actually arrived over SMTP), the mail
// catcher's SMTP switch, the local jobs endpoint, and Firestore documents through the
// emulator's REST API as the owner (bypassing rules).

function need(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run these tests through \`npm test\` (scripts/test.mjs).`);
  return value;
}

export interface Received {
  id: string;
  subject: string;
  to: { address: string; name: string }[];
  from: { address: string; name: string }[];
  headers: Record<string, string>;
  text?: string;
  html?: string;
  attachments?: { filename: string; generatedFileName: string; contentType: string; size: number }[];
}

/** Every mail MailDev holds, newest last. */
export async function inbox(): Promise<Received[]> {
  const res = await fetch(`${need('MAILDEV_URL')}/api/email`);
  if (!res.ok) throw new Error(`MailDev /api/email: ${res.status}`);
  return (await res.json()) as Received[];
}

export const sentTo = (mail: Received, address: string) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase());

/** Waits until `count` mails match, then returns them (and fails on more). */
export async function waitForMail(match: (mail: Received) => boolean, count = 1, timeoutMs = 30_000): Promise<Received[]> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const found = (await inbox()).filter(match);
    if (found.length >= count) return found;
    if (Date.now() > end) throw new Error(`expected ${count} matching mail(s) in MailDev, found ${found.length}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** An attachment's content, by the name it was sent with (MailDev serves it under a name of its own). */
export async function attachment(mail: Received, filename: string): Promise<string> {
  const stored = mail.attachments?.find((a) => a.filename === filename)?.generatedFileName;
  if (!stored) throw new Error(`no attachment ${filename}`);
  const res = await fetch(`${need('MAILDEV_URL')}/api/email/${mail.id}/attachment/${encodeURIComponent(stored)}`);
  if (!res.ok) throw new Error(`MailDev attachment: ${res.status}`);
  return res.text();
}

/** The raw message as MailDev received it (headers such as Reply-To are only here). */
export async function source(id: string): Promise<string> {
  const res = await fetch(`${need('MAILDEV_URL')}/api/email/${id}/source`);
  if (!res.ok) throw new Error(`MailDev source: ${res.status}`);
  return res.text();
}

/** Stops or restarts the catcher's SMTP port (scripts/mail-catcher.mjs). */
export async function smtp(action: 'stop' | 'start'): Promise<void> {
  const res = await fetch(`${need('MAIL_CONTROL_URL')}/smtp/${action}`, { method: 'POST' });
  if (!res.ok) throw new Error(`mail catcher ${action}: ${res.status}`);
}

/** Runs the scheduled jobs once, as the schedules would (functions/src/mail/functions.ts). */
export async function runJobs(): Promise<Record<string, unknown>> {
  const res = await fetch(`${need('FUNCTIONS_URL')}/localJobs`, { method: 'POST' });
  if (!res.ok) throw new Error(`localJobs: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

type Value = Record<string, unknown>;

function encode(value: unknown): Value {
  if (value === null) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encode) } };
  return { mapValue: { fields: Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, encode(v)])) } };
}

function decode(value: Value): unknown {
  if ('stringValue' in value) return value.stringValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('booleanValue' in value) return value.booleanValue;
  if ('nullValue' in value) return null;
  if ('timestampValue' in value) return new Date(String(value.timestampValue));
  if ('mapValue' in value) {
    const fields = (value.mapValue as { fields?: Record<string, Value> }).fields ?? {};
    return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, decode(v)]));
  }
  if ('arrayValue' in value) return ((value.arrayValue as { values?: Value[] }).values ?? []).map(decode);
  return value;
}

const documents = () =>
  `http://${need('FIRESTORE_EMULATOR_HOST')}/v1/projects/${need('GCLOUD_PROJECT')}/databases/(default)/documents`;
const owner = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

/** Creates collection/id (fails if it exists), as a function's Admin SDK would. */
export async function createDoc(collection: string, id: string, data: Record<string, unknown>): Promise<void> {
  const fields = (encode(data).mapValue as { fields: Value }).fields;
  const res = await fetch(`${documents()}/${collection}?documentId=${encodeURIComponent(id)}`, {
    method: 'POST',
    headers: owner,
    body: JSON.stringify({ fields }),
  });
  if (!res.ok) throw new Error(`create ${collection}/${id}: ${res.status} ${await res.text()}`);
}

/** Sets the given top-level fields of collection/id. */
export async function patchDoc(collection: string, id: string, data: Record<string, unknown>): Promise<void> {
  const fields = (encode(data).mapValue as { fields: Value }).fields;
  const mask = Object.keys(data)
    .map((key) => `updateMask.fieldPaths=${encodeURIComponent(key)}`)
    .join('&');
  const res = await fetch(`${documents()}/${collection}/${encodeURIComponent(id)}?${mask}`, {
    method: 'PATCH',
    headers: owner,
    body: JSON.stringify({ fields }),
  });
  if (!res.ok) throw new Error(`patch ${collection}/${id}: ${res.status} ${await res.text()}`);
}

export async function readDoc<T = Record<string, unknown>>(collection: string, id: string): Promise<T | null> {
  const res = await fetch(`${documents()}/${collection}/${encodeURIComponent(id)}`, { headers: owner });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`read ${collection}/${id}: ${res.status}`);
  const doc = (await res.json()) as { fields?: Record<string, Value> };
  return Object.fromEntries(Object.entries(doc.fields ?? {}).map(([k, v]) => [k, decode(v)])) as T;
}

export interface MailDoc {
  to: string;
  message: { subject: string; text: string; html: string };
  delivery: { state: string; attempts: number; error?: string | null; nextAttemptAt: Date | null };
}

/** Waits until mail/{id} reaches `state`. */
export async function waitForDelivery(id: string, state: string, timeoutMs = 30_000): Promise<MailDoc> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const doc = await readDoc<MailDoc>('mail', id);
    if (doc?.delivery?.state === state) return doc;
    if (Date.now() > end) throw new Error(`mail/${id} is ${doc?.delivery?.state ?? 'missing'}, expected ${state}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
