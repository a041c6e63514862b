// Malformed requests to every public endpoint get a 4xx in the form's words and change
// nothing: first the requests seen answering 500, then generated bodies for each endpoint
// (a fixed seed, so a failure repeats), each answered exactly as its parser refuses it.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../src/domain/messages';
import type { Parsed } from '../../../src/domain/request';
import { addDays, nairobiDate } from '../../../src/domain/slots';
import { readAvailabilityRequest } from '../../../functions/src/bookings/availability-request';
import { readBookRequest } from '../../../functions/src/bookings/book-request';
import { readManageRequest } from '../../../functions/src/bookings/manage-request';
import { countries, gradeIds } from '../../../functions/src/platform/content';
import { readMessageRequest } from '../../../functions/src/contact/message-request';
import { readVerifyRequest } from '../../../functions/src/payments/verify-request';
import { readWebhookEvent } from '../../../functions/src/payments/webhook-request';
import { readStaffRequest } from '../../../functions/src/staff/action';
import { readEnrollmentRequest } from '../../../functions/src/enrollments/enrollment-request';
import { readFamilyRequest } from '../../../functions/src/families/family-request';
import { readSmsReport, readWhatsAppEvent } from '../../../functions/src/whatsapp/webhook-request';
import { need } from '../../support/firestore';
import { bodiesAround, hostileText, hostileValue } from '../../support/malformed';
import { createAccount, idToken, markEmailVerified, staffAccount, uniqueEmail } from '../../support/functions/auth-emulator';
import { admin, adminDb, availabilityOf, bookingBody, call, post, type Answer } from '../../support/functions/booking-helpers';
import { functionsUrl, sign, WARM_UP_MS, warmUp } from '../../support/functions/helpers';
import { until } from '../../support/functions/wait';

/** A booking stored as the book function stores it, six days ahead, and its manage token. */
async function seededBooking(): Promise<{ id: string; token: string }> {
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

let booking: { id: string; token: string };

beforeAll(async () => {
  await warmUp('bookings');
  booking = await seededBooking();
}, WARM_UP_MS);

describe('manage: a reschedule without a usable date', () => {
  it.each([
    ['no date', {}],
    ['date "__x__"', { date: '__x__' }],
    ['date ".."', { date: '..' }],
    ['date "."', { date: '.' }],
    ['date "a/b"', { date: 'a/b' }],
    ['a date that is an object', { date: { seconds: 1 } }],
  ])('%s: 400 with the form’s words, nothing written', async (_, fields) => {
    const before = await adminDb().collection('bookings').doc(booking.id).get();
    const reply = await post('manage', { token: booking.token, action: 'reschedule', time: '10:00', ...fields });
    expect(reply.http).toBe(400);
    expect(reply.body).toEqual({ status: 'invalid', field: 'date', message: messages.booking.invalidDate });
    const after = await adminDb().collection('bookings').doc(booking.id).get();
    expect(after.updateTime?.isEqual(before.updateTime!)).toBe(true);
  });
});

// --- Generated bodies ---------------------------------------------------------------------

/** Bodies sent to each endpoint: enough to meet every kind of malformation, few enough to stay fast. */
const PER_ENDPOINT = 30;
const SEED = 2811;

/** Generated bodies the endpoint's parser refuses, with that refusal. */
function refusedBodies(bodies: fc.Arbitrary<unknown>, read: (body: unknown) => Parsed<unknown>) {
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
async function documentTimes(): Promise<Map<string, number>> {
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
async function bookingsBesidesMessaging(): Promise<Map<string, string>> {
  const snap = await adminDb().collection('bookings').get();
  return new Map(
    snap.docs.map((doc) => {
      const { messaging: _mirrored, ...fields } = doc.data();
      return [doc.ref.path, JSON.stringify(fields)];
    }),
  );
}

const shown = (body: unknown) => JSON.stringify(body)?.slice(0, 160);
/** Express hands a function only JSON objects and arrays; anything else it refuses itself (400). */
const reachesParser = (body: unknown) => typeof body === 'object' && body !== null;

interface Sent {
  body: unknown;
  http: number;
  answer: unknown;
}

/** Sends each case; returns the ones answered otherwise than their parser refuses them. */
async function mismatches(cases: Sent[], send: (body: unknown) => Promise<Answer>): Promise<string[]> {
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

describe('generated malformed requests: a 4xx from every public endpoint, and nothing written', () => {
  let staffToken: string;
  let parentToken: string;
  let before: Map<string, number>;
  let bookingsBefore: Map<string, string>;
  const now = () => new Date();

  beforeAll(async () => {
    staffToken = (await staffAccount('fuzz-staff')).token;
    // A parent as Google signs one in (a verified email), so requests reach the parsers behind sign-in.
    const parentEmail = uniqueEmail('fuzz-parent');
    await markEmailVerified(await createAccount(parentEmail, 'parent-pass'));
    parentToken = await idToken(parentEmail, 'parent-pass');
    // Wake each function's instance first (its first call loads the Admin SDK), so the
    // tests below time the answers, not a cold start.
    const end = Date.now() + 290_000;
    const warm: [string, string | undefined, number][] = [
      ['message', undefined, 400],
      ['verifyPayment', undefined, 400],
      ['paystackWebhook', undefined, 401],
      ['staffAction', staffToken, 400],
      ['enrollment', parentToken, 404],
      ['family', parentToken, 400],
      ['whatsappWebhook', undefined, 401],
    ];
    for (const [name, token, expected] of warm) {
      const body = name === 'family' ? { action: 'x' } : [];
      await until(
        `${name} to answer within the warm-up deadline`,
        async () => (await post(name, body, token).catch(() => null))?.http === expected,
        { timeoutMs: end - Date.now(), everyMs: 1000 },
      );
    }
    before = await documentTimes();
    bookingsBefore = await bookingsBesidesMessaging();
  }, WARM_UP_MS);

  const day = () => addDays(nairobiDate(now()), 6);

  it('manage', async () => {
    const good = { token: booking.token, action: 'reschedule', date: day(), time: '14:00' };
    const cases = refusedBodies(bodiesAround(good), (b) => readManageRequest(b, now()));
    expect(cases.length).toBeGreaterThanOrEqual(PER_ENDPOINT / 2);
    expect(await mismatches(cases, (b) => post('manage', b))).toEqual([]);
  });

  it('book', async () => {
    const cases = refusedBodies(bodiesAround(bookingBody(day(), '14:00')), (b) => readBookRequest(b, gradeIds, countries, now()));
    expect(await mismatches(cases, (b) => post('book', b))).toEqual([]);
  });

  it('availability', async () => {
    const dates = fc
      .sample(hostileText, { seed: SEED, numRuns: PER_ENDPOINT })
      .filter((d) => !readAvailabilityRequest({ date: d }).ok);
    const wrong: string[] = [];
    const expected = { status: 'invalid', field: 'date', message: messages.booking.invalidDate };
    for (const date of dates) {
      // A very long address may be refused by the server before the function (414 or 431): still a 4xx.
      const reply = await availabilityOf(date);
      const ok =
        date.length > 8000
          ? reply.http >= 400 && reply.http < 500
          : reply.http === 400 && JSON.stringify(reply.body) === JSON.stringify(expected);
      if (!ok) wrong.push(`${shown(date)} -> ${reply.http} ${shown(reply.body)}`);
    }
    for (const query of ['date=2026-01-01&date=2026-01-02', 'date[a]=1', 'date[]=..', '']) {
      const reply = await call(`/availability?${query}`);
      if (reply.http !== 400) wrong.push(`${query} -> ${reply.http}`);
    }
    expect(wrong).toEqual([]);
  });

  it('message', async () => {
    const contact = {
      kind: 'contact',
      firstName: 'Amina',
      lastName: 'Otieno',
      phone: '',
      email: 'a@example.com',
      company: '',
      message: 'Hello',
    };
    const bodies = fc.oneof(bodiesAround(contact), bodiesAround({ kind: 'question', email: 'a@example.com' }));
    expect(await mismatches(refusedBodies(bodies, readMessageRequest), (b) => post('message', b))).toEqual([]);
  });

  it('verifyPayment', async () => {
    const good = { reference: 'JC-fuzz-1', studentName: 'Amani Otieno', wait: 0 };
    const cases = refusedBodies(bodiesAround(good), (b) => readVerifyRequest(b, 20_000));
    expect(await mismatches(cases, (b) => post('verifyPayment', b))).toEqual([]);
  });

  it('paystackWebhook (signed with our key)', async () => {
    const good = { event: 'charge.success', data: { reference: 'JC-fuzz-2', amount: 600_000 } };
    const bodies = fc.oneof(
      bodiesAround(good),
      bodiesAround(good.data).map((data) => ({ ...good, data })),
    );
    const cases = refusedBodies(bodies, readWebhookEvent).map((c) => ({
      ...c,
      answer: { received: false, reason: c.answer.reason },
    }));
    const send = async (body: unknown) => {
      const raw = JSON.stringify(body);
      const headers = { 'Content-Type': 'application/json', 'x-paystack-signature': sign(raw) };
      return call('/paystackWebhook', { method: 'POST', headers, body: raw });
    };
    expect(await mismatches(cases, send)).toEqual([]);
  });

  it('staffAction (as staff)', async () => {
    const bodies = fc.oneof(
      bodiesAround({ action: 'handled', collection: 'questions', id: 'q1' }),
      bodiesAround({ action: 'cancel', bookingId: booking.id, reason: 'The family asked us to.' }),
    );
    expect(await mismatches(refusedBodies(bodies, readStaffRequest), (b) => post('staffAction', b, staffToken))).toEqual([]);
  });

  it('enrollment (signed in)', async () => {
    const bodies = fc.oneof(bodiesAround({ token: booking.token }), bodiesAround({ recommendationId: 'r'.repeat(20) }));
    const cases = refusedBodies(bodies, readEnrollmentRequest);
    expect(await mismatches(cases, (b) => post('enrollment', b, parentToken))).toEqual([]);
  });

  it('family (signed in)', async () => {
    const child = { name: 'Zawadi', grade: gradeIds[0]! };
    const bodies = fc.oneof(
      bodiesAround({ action: 'addChild', ...child }),
      bodiesAround({ action: 'editChild', childId: 'c'.repeat(20), ...child }),
    );
    const cases = refusedBodies(bodies, (b) => readFamilyRequest(b, gradeIds));
    expect(await mismatches(cases, (b) => post('family', b, parentToken))).toEqual([]);
  });

  // The providers send again after any answer but 2xx: a signed body with nothing of theirs
  // in it is acknowledged (200) and left alone, never a 500.
  const unusable = (bodies: fc.Arbitrary<unknown>, read: (body: unknown) => boolean) =>
    fc
      .sample(bodies, { seed: SEED, numRuns: PER_ENDPOINT * 2 })
      .map((body) => JSON.parse(JSON.stringify(body)) as unknown)
      .filter(read)
      .slice(0, PER_ENDPOINT);
  const whatsappEvent = (value: unknown) => ({
    object: 'whatsapp_business_account',
    entry: [{ changes: [{ field: 'messages', value }] }],
  });

  it('whatsappWebhook (signed with the app secret)', async () => {
    const status = { id: 'wamid.fuzz', status: 'delivered', timestamp: '1700000000' };
    const bodies = fc.oneof(
      bodiesAround({ statuses: [status], messages: [] }).map(whatsappEvent),
      bodiesAround(status).map((s) => whatsappEvent({ statuses: [s] })),
      hostileValue.map(whatsappEvent),
    );
    const cases = unusable(bodies, (b) => {
      const e = readWhatsAppEvent(b);
      return !e.statuses.length && !e.messages.length;
    });
    const wrong: string[] = [];
    for (const body of cases) {
      const raw = JSON.stringify(body);
      const signature = `sha256=${createHmac('sha256', need('WHATSAPP_APP_SECRET')).update(raw).digest('hex')}`;
      const headers = { 'Content-Type': 'application/json', 'X-Hub-Signature-256': signature };
      const reply = await call('/whatsappWebhook', { method: 'POST', headers, body: raw });
      if (reply.http !== 200) wrong.push(`${shown(body)} -> ${reply.http} ${shown(reply.body)}`);
    }
    expect(cases.length).toBeGreaterThanOrEqual(PER_ENDPOINT / 2);
    expect(wrong).toEqual([]);
  });

  it("smsReport (with Africa's Talking's secret)", async () => {
    const good = { id: 'ATXid_fuzz', status: 'Failed', failureReason: 'UserInBlacklist' };
    const cases = unusable(bodiesAround(good), (b) => readSmsReport(b) === null);
    const wrong: string[] = [];
    for (const body of cases) {
      const url = `${functionsUrl()}/smsReport/${need('AT_REPORT_SECRET')}`;
      const reply = await call(
        '',
        { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
        url,
      );
      const ok = reachesParser(body) ? reply.http === 200 : reply.http >= 200 && reply.http < 500;
      if (!ok) wrong.push(`${shown(body)} -> ${reply.http} ${shown(reply.body)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('changed no document', async () => {
    const after = await documentTimes();
    const bookingsAfter = await bookingsBesidesMessaging();
    // The WhatsApp outbox's sender and the stand-in's status webhooks update earlier files'
    // messages on their own schedule, and messageProgress mirrors them onto their bookings: a
    // message made now would be new, and any other change to a booking, which both still count.
    const progressed = (path: string) =>
      (path.startsWith('messages/') && before.has(path)) ||
      (path.startsWith('bookings/') && bookingsBefore.has(path) && bookingsBefore.get(path) === bookingsAfter.get(path));
    const changed = [...after].filter(([path, time]) => before.get(path) !== time && !progressed(path)).map(([path]) => path);
    expect(changed).toEqual([]);
  });
});
