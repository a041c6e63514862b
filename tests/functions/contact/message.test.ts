// /api/message against the Functions and Firestore emulators: what it stores, what it
// refuses (the forms' own rules), its headers, and its limits per client and per email.
// Each test acts as its own client address (X-Forwarded-For, as Hosting would send it).
import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../../functions/src/platform/rate-limit';
import { call, functionsUrl, WARM_UP_MS } from '../../support/functions/helpers';
import { clientAddress, where } from '../../support/firestore';
import { until } from '../../support/functions/wait';

const unique = (label: string) => `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;

interface Sent {
  http: number;
  body: Record<string, unknown>;
  headers: Headers;
}

async function send(
  body: unknown,
  { from = clientAddress(), base = functionsUrl(), type = 'application/json' } = {},
): Promise<Sent> {
  const path = base === functionsUrl() ? '/message' : '/api/message';
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': type, 'X-Forwarded-For': from },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = { raw: text };
  }
  return { http: res.status, body: parsed, headers: res.headers };
}

const contact = (email: string, change: Record<string, string> = {}) => ({
  kind: 'contact',
  firstName: 'Amina',
  lastName: 'Otieno',
  phone: '+254 712 345 678',
  email,
  company: 'Shule Yetu',
  message: 'Do you teach robotics to 8 year olds?',
  ...change,
});

beforeAll(async () => {
  // The first call to a cold instance loads the Admin SDK; pay it once here.
  await until(
    'message to answer within the warm-up deadline',
    async () => (await send({ kind: 'question', email: unique('warm') }).catch(() => null))?.http === 200,
    { timeoutMs: WARM_UP_MS - 30_000, everyMs: 1000 },
  );
}, WARM_UP_MS);

describe('message stores', () => {
  it('a contact message with the form fields, handled: false and a server time', async () => {
    const email = unique('c');
    const reply = await send(contact(email));
    expect(reply).toMatchObject({ http: 200, body: { status: 'sent' } });
    const docs = await where('contactMessages', 'email', email);
    expect(docs).toHaveLength(1);
    const { id, createdAt, expiresAt, ...fields } = docs[0]!;
    expect(typeof id).toBe('string');
    expect(createdAt).toBeInstanceOf(Date);
    // Kept a year (src/domain/retention.ts; tests/functions/platform/retention.test.ts checks the instant).
    expect(expiresAt).toBeInstanceOf(Date);
    const { kind, ...sent } = contact(email);
    expect(kind).toBe('contact');
    // The page sent no language: English, the acknowledgement's language (mail/notices.ts).
    expect(fields).toEqual({ ...sent, language: 'en', handled: false });
  });

  it('a question', async () => {
    const email = unique('q');
    expect((await send({ kind: 'question', email: ` ${email} ` })).http).toBe(200);
    const docs = await where('questions', 'email', email);
    expect(docs.map(({ id, createdAt, expiresAt, ...rest }) => rest)).toEqual([{ email, language: 'en', handled: false }]);
  });

  it('hostile text as the text it is, less its bidi override', async () => {
    const email = unique('x');
    const hostile = '\u202E<img src=x onerror=alert(1)>';
    expect((await send(contact(email, { message: hostile, company: hostile }))).http).toBe(200);
    const [doc] = await where('contactMessages', 'email', email);
    expect(doc).toMatchObject({ message: '<img src=x onerror=alert(1)>', company: '<img src=x onerror=alert(1)>' });
  });
});

describe('message refuses what the forms refuse', () => {
  it.each([
    ['firstName', { firstName: '\u3164' }],
    ['firstName', { firstName: '\u115F\u1160' }],
    ['firstName', { firstName: '\uFFA0' }],
    ['firstName', { firstName: '\u200B\u200D' }],
    ['firstName', { firstName: `a${'\u0301'.repeat(79)}` }],
    ['lastName', { lastName: '\u202E<img src=x onerror=alert(1)>' }],
    ['email', { email: 'amina\u00A0@example.com' }],
    ['email', { email: 'amina@example.com\u000B' }],
    ['phone', { phone: '+254\u202E712345678' }],
    ['message', { message: '\u3164\u200B' }],
  ])('a bad %s', async (field, change) => {
    const marker = unique('bad');
    const reply = await send(contact(marker, change as Record<string, string>));
    expect(reply.http).toBe(400);
    expect(reply.body).toMatchObject({ status: 'invalid', field });
    expect(await where('contactMessages', 'email', marker)).toHaveLength(0);
  });

  it('a question with an odd email, or no kind', async () => {
    expect((await send({ kind: 'question', email: 'a\u00A0b@example.com' })).body).toMatchObject({
      status: 'invalid',
      field: 'email',
    });
    expect((await send({ email: unique('k') })).http).toBe(400);
    expect((await send([{ kind: 'question', email: unique('k') }])).http).toBe(400);
  });

  it('in Kiswahili when the page asks in it: a field, an email, a body no form sends', async () => {
    const { messagesSw } = await import('../../../src/domain/messages.sw');
    const marker = unique('sw');
    const field = await send({ ...contact(marker, { firstName: '' }), language: 'sw' });
    expect(field.body).toMatchObject({ status: 'invalid', field: 'firstName', message: messagesSw.contact.missingFirstName });
    const email = await send({ kind: 'question', email: 'mama.example.com', language: 'sw' });
    expect(email.body).toMatchObject({ status: 'invalid', field: 'email', message: messagesSw.email.invalid });
    const unknown = await send({ kind: 'letter', language: 'sw' });
    expect(unknown.body).toMatchObject({ status: 'invalid', message: messagesSw.request.unreadable });
    expect(await where('contactMessages', 'email', marker)).toHaveLength(0);
  });

  it('anything but a JSON POST: a cross-site form post, plain text, a GET', async () => {
    const email = unique('form');
    const form = await send(`kind=question&email=${encodeURIComponent(email)}`, { type: 'application/x-www-form-urlencoded' });
    expect(form.http).toBe(415);
    const text = await send(JSON.stringify({ kind: 'question', email }), { type: 'text/plain' });
    expect(text.http).toBe(415);
    const get = await call('/message');
    expect(get.http).toBe(405);
    expect(await where('questions', 'email', email)).toHaveLength(0);
  });
});

describe('message headers', () => {
  it('no-store and no X-Powered-By, direct and through Hosting', async () => {
    const site = process.env.SITE_URL;
    if (!site) throw new Error('SITE_URL is not set');
    for (const base of [functionsUrl(), site]) {
      const ok = await send({ kind: 'question', email: unique('h') }, { base });
      const bad = await send({ kind: 'question', email: 'nope' }, { base });
      for (const reply of [ok, bad]) {
        expect(reply.headers.get('cache-control')).toBe('no-store');
        expect(reply.headers.get('x-powered-by')).toBeNull();
      }
      expect([ok.http, bad.http]).toEqual([200, 400]);
    }
  });
});

describe('message limits', () => {
  it(`one email: ${LIMITS.messagePerEmail.max} messages an hour, then 429 with Retry-After, from any address`, async () => {
    const email = unique('fam');
    const max = LIMITS.messagePerEmail.max;
    for (let i = 0; i < max; i += 1) expect((await send(contact(email, { message: `Message ${i}` }))).http).toBe(200);
    const refused = await send(contact(email, { message: 'one more' }));
    expect(refused.http).toBe(429);
    expect(refused.body).toMatchObject({ status: 'limited' });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(LIMITS.messagePerEmail.windowSeconds - 120);
    expect(retryAfter).toBeLessThanOrEqual(LIMITS.messagePerEmail.windowSeconds);
    expect(await where('contactMessages', 'email', email)).toHaveLength(max);
    // Questions count apart from messages.
    expect((await send({ kind: 'question', email })).http).toBe(200);
  });

  it(`one address flooding, several at a time: exactly ${LIMITS.questionPerAddress.max} stored, the rest 429, none twice`, async () => {
    const from = clientAddress();
    const max = LIMITS.questionPerAddress.max;
    const extra = 10;
    const emails = Array.from({ length: max + extra }, (_, i) => unique(`flood${i}`));
    // The Functions emulator starts one worker process per request in flight: a few at a
    // time keeps the transactions overlapping without starting dozens of processes.
    const codes: number[] = new Array(emails.length);
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < emails.length) {
          const i = next++;
          codes[i] = (await send({ kind: 'question', email: emails[i] }, { from })).http;
        }
      }),
    );
    expect(codes.filter((c) => c === 200)).toHaveLength(max);
    expect(codes.filter((c) => c === 429)).toHaveLength(extra);
    const stored = await Promise.all(emails.map((email) => where('questions', 'email', email)));
    for (const [i, docs] of stored.entries()) expect(docs.length).toBe(codes[i] === 200 ? 1 : 0);
    // Another address is not affected.
    expect((await send({ kind: 'question', email: unique('other') })).http).toBe(200);
  }, 240_000);
});
