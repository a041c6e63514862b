// Generated malformed bodies for each public endpoint (a fixed seed, so a failure repeats) get a
// 4xx, each answered exactly as its parser refuses it, and change nothing.
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { words as messages } from '../../../src/i18n/en/messages';
import { words as childMessages } from '../../../src/i18n/en/children';
import { words as enrollMessages } from '../../../src/i18n/en/enroll';
import { words as subscriptionMessages } from '../../../src/i18n/en/subscription';
import { LANGUAGES } from '../../../src/i18n/languages';
import { addDays, nairobiDate } from '../../../src/domain/slots';
import { readAvailabilityRequest } from '../../../src/domain/requests/availability';
import { readBookRequest } from '../../../src/domain/requests/book';
import { readManageRequest } from '../../../src/domain/requests/manage';
import { countries, gradeIds } from '../../../functions/src/platform/content';
import { readMessageRequest } from '../../../src/domain/requests/contact-message';
import { readVerifyRequest } from '../../../src/domain/requests/verify-payment';
import { readWebhookEvent } from '../../../functions/src/payments/webhook-request';
import { readStaffRequest } from '../../../functions/src/staff/action';
import { readEnrollmentRequest } from '../../../src/domain/requests/enrollment';
import { readFamilyRequest } from '../../../src/domain/requests/family';
import { readSmsReport, readWhatsAppEvent } from '../../../functions/src/whatsapp/webhook-request';
import { need } from '../../support/firestore';
import { bodiesAround, hostileText, hostileValue } from '../../support/malformed';
import { createAccount, idToken, markEmailVerified, uniqueEmail } from '../../support/functions/auth-emulator';
import { availabilityOf, bookingBody, call, post } from '../../support/functions/booking-helpers';
import { functionsUrl, sign, WARM_UP_MS, warmUp } from '../../support/functions/helpers';
import { until } from '../../support/functions/wait';
import {
  seededBooking,
  PER_ENDPOINT,
  SEED,
  refusedBodies,
  documentTimes,
  bookingsBesidesMessaging,
  shown,
  reachesParser,
  mismatches,
} from './malformed-setup';
import { staffAccount } from '../../support/functions/accounts';

/** The English words the shared parsers are given (a function gives its request's language's). */
const englishWords = { messages, children: childMessages, enroll: enrollMessages, subscription: subscriptionMessages };
const languageCodes = LANGUAGES.map((l) => l.code);

let booking: { id: string; token: string };

beforeAll(async () => {
  await warmUp('bookings');
  booking = await seededBooking();
}, WARM_UP_MS);

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
    const cases = refusedBodies(bodiesAround(good), (b) => readManageRequest(b, now(), languageCodes, messages));
    expect(cases.length).toBeGreaterThanOrEqual(PER_ENDPOINT / 2);
    expect(await mismatches(cases, (b) => post('manage', b))).toEqual([]);
  });

  it('book', async () => {
    const cases = refusedBodies(bodiesAround(bookingBody(day(), '14:00')), (b) =>
      readBookRequest(b, gradeIds, countries, now(), englishWords),
    );
    expect(await mismatches(cases, (b) => post('book', b))).toEqual([]);
  });

  it('availability', async () => {
    const dates = fc
      .sample(hostileText, { seed: SEED, numRuns: PER_ENDPOINT })
      .filter((d) => !readAvailabilityRequest({ date: d }, messages).ok);
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
    expect(
      await mismatches(
        refusedBodies(bodies, (b) => readMessageRequest(b, messages)),
        (b) => post('message', b),
      ),
    ).toEqual([]);
  });

  it('verifyPayment', async () => {
    const good = { reference: 'JC-fuzz-1', studentName: 'Amani Otieno', wait: 0 };
    const cases = refusedBodies(bodiesAround(good), (b) => readVerifyRequest(b, 20_000, englishWords.messages));
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
    const cases = refusedBodies(bodies, (b) => readEnrollmentRequest(b, englishWords.enroll));
    expect(await mismatches(cases, (b) => post('enrollment', b, parentToken))).toEqual([]);
  });

  it('family (signed in)', async () => {
    const child = { name: 'Zawadi', grade: gradeIds[0]! };
    const bodies = fc.oneof(
      bodiesAround({ action: 'addChild', ...child }),
      bodiesAround({ action: 'editChild', childId: 'c'.repeat(20), ...child }),
    );
    const cases = refusedBodies(bodies, (b) => readFamilyRequest(b, gradeIds, languageCodes, englishWords));
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
