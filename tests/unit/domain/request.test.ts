// Property tests of every public endpoint's request parser: whatever the body holds, the
// parser answers a 4xx in the forms' own words or a request that is safe to act on (its
// dates are days of the window, its ids name no path and no reserved document). It never
// throws. The endpoints answer a parser's refusal before they touch Firestore.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../../src/domain/countries';
import { isValidEmail } from '../../../src/domain/email';
import { messages } from '../../../src/domain/messages';
import { messagesSw } from '../../../src/domain/messages.sw';
import { isAutoId, isDocumentId, type Parsed } from '../../../src/domain/request';
import { dateWindow, isIsoDate, isSlot } from '../../../src/domain/slots';
import { staffMessages } from '../../../src/domain/staff/messages';
import { readAvailabilityRequest } from '../../../functions/src/bookings/availability-request';
import { readBookRequest } from '../../../functions/src/bookings/book-request';
import { readManageRequest } from '../../../functions/src/bookings/manage-request';
import { countries, gradeIds, mentors } from '../../../functions/src/platform/content';
import { leaveMessages } from '../../../src/domain/classes/leave';
import { readMessageRequest } from '../../../functions/src/contact/message-request';
import { readVerifyRequest, referencePattern } from '../../../functions/src/payments/verify-request';
import { readWebhookEvent } from '../../../functions/src/payments/webhook-request';
import { readStaffRequest } from '../../../functions/src/staff/action';
import { readEnrollmentRequest } from '../../../functions/src/enrollments/enrollment-request';
import { readFamilyRequest } from '../../../functions/src/families/family-request';
import { readSmsReport, readWhatsAppEvent } from '../../../functions/src/whatsapp/webhook-request';
import { childMessages } from '../../../src/domain/enrollment/children';
import { enrollMessages } from '../../../src/domain/enrollment/messages';
import { enrollMessagesSw } from '../../../src/domain/enrollment/messages.sw';
import { subscriptionMessages } from '../../../src/domain/enrollment/subscription';
import { anyJson, bodiesAround, hostileValue, pathBreakers } from '../../support/malformed';

const now = new Date('2026-03-10T06:30:00Z');
const day = dateWindow(now)[3]!;
const token = 'A'.repeat(43);
const runs = { numRuns: 300 };

/** Every sentence the forms say, so a refusal can be checked to be one of them. */
function sentences(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(sentences);
  return [];
}
const mentorIds = mentors.map((t) => t.id);

const formWords = new Set([
  ...sentences(messages),
  ...sentences(staffMessages),
  ...sentences(childMessages),
  ...sentences(enrollMessages),
  ...sentences(subscriptionMessages),
  ...sentences(leaveMessages),
  ...COUNTRIES.map((c) => messages.booking.invalidPhone(c.name)),
]);

/** The common promise: no exception, and either a request or a 4xx with words to show. */
function verdict<T>(read: () => Parsed<T>, words = formWords): Parsed<T> {
  const parsed = read();
  if (!parsed.ok) {
    expect([400, 401, 403, 404]).toContain(parsed.http);
    expect(typeof parsed.body.status).toBe('string');
    // An email refused for one character names it after the plain refusal sentence (messages.email.character).
    const named = parsed.body.message.startsWith(`${messages.email.invalid} It cannot contain `);
    if (words.size && !named) expect(words, JSON.stringify(parsed.body)).toContain(parsed.body.message);
  }
  return parsed;
}

const isSafeId = (id: string) => isDocumentId(id) && !pathBreakers.includes(id);

describe('POST /api/manage: readManageRequest', () => {
  const good = { token, action: 'reschedule', date: day, time: '14:00' };

  it('accepts the manage page’s own requests', () => {
    expect(readManageRequest(good, now)).toEqual({
      ok: true,
      request: { token, action: 'reschedule', to: { date: day, time: '14:00' } },
    });
    expect(readManageRequest({ bookingId: 'b'.repeat(20) }, now)).toMatchObject({ ok: true, request: { action: 'view' } });
  });

  it.each([
    ['no date', { ...good, date: undefined }],
    ['date "__x__"', { ...good, date: '__x__' }],
    ['date ".."', { ...good, date: '..' }],
  ])('refuses a reschedule with %s in the form’s words', (_, body) => {
    expect(readManageRequest(body, now)).toEqual({
      ok: false,
      http: 400,
      body: { status: 'invalid', field: 'date', message: messages.booking.invalidDate },
    });
  });

  it('refuses in the words it is given (the request’s language)', () => {
    expect(readManageRequest({ ...good, date: '..' }, now, messagesSw)).toMatchObject({
      body: { field: 'date', message: messagesSw.booking.invalidDate },
    });
    expect(readManageRequest({ token: 'x' }, now, messagesSw)).toMatchObject({
      http: 404,
      body: { message: messagesSw.manage.notFound },
    });
    expect(readManageRequest({ ...good, action: 'x' }, now, messagesSw)).toMatchObject({
      body: { message: messagesSw.request.unreadable },
    });
  });

  it('answers any body with a 4xx or a request whose class time is one the form offers', () => {
    fc.assert(
      fc.property(fc.oneof(bodiesAround(good), bodiesAround({ bookingId: 'b'.repeat(20), action: 'cancel' })), (body) => {
        const parsed = verdict(() => readManageRequest(body, now));
        if (!parsed.ok) return;
        const r = parsed.request;
        if ('token' in r) expect(r.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
        else expect(isAutoId(r.bookingId)).toBe(true);
        if (r.action === 'reschedule') {
          expect(dateWindow(now)).toContain(r.to.date);
          expect(isSlot(r.to.time)).toBe(true);
        }
      }),
      runs,
    );
  });
});

describe('POST /api/book: readBookRequest', () => {
  const good = {
    studentName: 'Wanjiru',
    studentGrade: gradeIds[0]!,
    parentName: "Amina Ng'ang'a",
    email: 'amina@example.com',
    phone: '0712345678',
    countryCode: 'KE',
    date: day,
    time: '14:00',
  };

  it('accepts the booking form’s own request', () => {
    expect(readBookRequest(good, gradeIds, countries, now)).toMatchObject({ ok: true, request: { whatsapp: '+254712345678' } });
  });

  it('answers any body with the field’s own message or fields safe to store', () => {
    fc.assert(
      fc.property(bodiesAround(good), (body) => {
        const parsed = verdict(() => readBookRequest(body, gradeIds, countries, now));
        if (!parsed.ok) {
          expect(parsed.body.field).toBeTruthy();
          return;
        }
        const f = parsed.request;
        expect(dateWindow(now)).toContain(f.date);
        expect(isSlot(f.time)).toBe(true);
        expect(f.whatsapp).toMatch(/^\+\d{8,15}$/);
        for (const key of ['studentName', 'parentName', 'email'] as const) expect(f[key].length).toBeLessThanOrEqual(254);
      }),
      runs,
    );
  });
});

describe('GET /api/availability: readAvailabilityRequest', () => {
  it('answers any query with a real date or the form’s words', () => {
    expect(readAvailabilityRequest({ date: day })).toEqual({ ok: true, request: { date: day } });
    fc.assert(
      fc.property(fc.oneof(bodiesAround({ date: day }), fc.record({ date: hostileValue })), (query) => {
        const parsed = verdict(() => readAvailabilityRequest(query));
        if (parsed.ok) expect(isIsoDate(parsed.request.date) && isSafeId(parsed.request.date)).toBe(true);
      }),
      runs,
    );
  });
});

describe('POST /api/message: readMessageRequest', () => {
  const contact = {
    kind: 'contact',
    firstName: 'Amina',
    lastName: 'Otieno',
    phone: '+254 712 345 678',
    email: 'amina@example.com',
    company: 'Shule Ltd',
    message: 'Do you teach Scratch to 8-year-olds?',
  };

  it('accepts both forms’ own requests', () => {
    expect(readMessageRequest(contact)).toMatchObject({ ok: true, request: { collection: 'contactMessages' } });
    expect(readMessageRequest({ kind: 'question', email: 'a@b.co' })).toMatchObject({
      ok: true,
      request: { collection: 'questions' },
    });
  });

  it('answers any body with the field and its words, or text fields only', () => {
    fc.assert(
      fc.property(fc.oneof(bodiesAround(contact), bodiesAround({ kind: 'question', email: 'a@b.co' })), (body) => {
        const parsed = verdict(() => readMessageRequest(body));
        if (!parsed.ok) {
          expect(parsed.body.field).toBeTruthy();
          return;
        }
        for (const value of Object.values(parsed.request.data)) expect(typeof value).toBe('string');
        expect(parsed.request.data.email).toMatch(/^\S+@\S+\.\S+$/);
      }),
      runs,
    );
  });
});

describe('POST /api/verifyPayment: readVerifyRequest', () => {
  const good = { reference: 'JC-1712345678-ab12', studentName: 'Amani Otieno', wait: 15 };

  it('refuses in the words it is given (the request’s language)', () => {
    expect(readVerifyRequest({ ...good, reference: '' }, 20_000, messagesSw)).toMatchObject({
      body: { message: messagesSw.payment.verificationFailed },
    });
  });

  it('answers any body with the payment page’s words or a reference that names one document', () => {
    expect(readVerifyRequest(good, 20_000)).toMatchObject({ ok: true, request: { waitMs: 15_000 } });
    fc.assert(
      fc.property(bodiesAround(good), (body) => {
        const parsed = verdict(() => readVerifyRequest(body, 20_000));
        if (!parsed.ok) {
          expect(parsed.body.message).toBe(messages.payment.verificationFailed);
          return;
        }
        const r = parsed.request;
        expect(r.reference).toMatch(referencePattern);
        expect(r.reference === '.' || r.reference === '..' || r.reference.includes('/') || /^__.*__$/.test(r.reference)).toBe(
          false,
        );
        expect(r.waitMs).toBeGreaterThanOrEqual(0);
        expect(r.waitMs).toBeLessThanOrEqual(20_000);
      }),
      runs,
    );
  });
});

describe('paystackWebhook: readWebhookEvent', () => {
  const good = { event: 'charge.success', data: { reference: 'JC-1712345678-ab12', amount: 600_000 } };

  it('answers any signed body with 400, an event to ignore, or a reference to settle', () => {
    expect(readWebhookEvent(good)).toEqual({ ok: true, request: { kind: 'charge', reference: 'JC-1712345678-ab12' } });
    fc.assert(
      fc.property(
        fc.oneof(
          bodiesAround(good),
          bodiesAround(good.data).map((data) => ({ ...good, data })),
        ),
        (body) => {
          const parsed = verdict(() => readWebhookEvent(body), new Set());
          if (parsed.ok && parsed.request.kind === 'charge') expect(parsed.request.reference).toMatch(referencePattern);
        },
      ),
      runs,
    );
  });
});

describe('POST /api/staffAction: readStaffRequest', () => {
  it('answers any body with the field or a request naming one safe document', () => {
    for (const id of pathBreakers)
      expect(readStaffRequest({ action: 'handled', collection: 'questions', id })).toHaveProperty('body.field', 'id');
    const bodies = fc.oneof(
      bodiesAround({ action: 'handled', collection: 'questions', id: 'q1' }),
      bodiesAround({ action: 'cancel', bookingId: 'b'.repeat(20), reason: 'The family asked us to.' }),
      bodiesAround({ action: 'cancel-many', bookingIds: ['b'.repeat(20)], reason: 'The family asked us to.' }),
      bodiesAround({ action: 'withdrawRecommendation', recommendationId: 'r'.repeat(20), reason: 'Wrong plan.' }),
      bodiesAround({ action: 'remindRenewal', enrollmentId: 'e'.repeat(32) }),
      bodiesAround({ action: 'eraseFamily', email: 'amina@example.com' }),
      bodiesAround({ action: 'blockMentorDays', mentorId: mentorIds[0], from: '2099-01-01', to: '2099-01-02', reason: 'Leave' }),
      bodiesAround({ action: 'endMentorLeave', leaveId: 'l'.repeat(20) }),
      bodiesAround({ action: 'endEnrollment', enrollmentId: 'e'.repeat(32), reason: 'The family moved.' }),
      bodiesAround({ action: 'attended', bookingId: 'b'.repeat(20), mentorId: mentorIds[0] }),
    );
    fc.assert(
      fc.property(bodies, (body) => {
        const parsed = readStaffRequest(body);
        if (!parsed.ok) {
          // Its words come from src/domain (staff/messages.ts), never written inline in the function.
          expect(formWords, JSON.stringify(parsed)).toContain(parsed.body.message);
          return;
        }
        const r = parsed.request;
        if (r.kind === 'handled') expect(isSafeId(r.id)).toBe(true);
        else if (r.kind === 'cancel-many') expect(r.bookingIds.every(isAutoId)).toBe(true);
        else if (r.kind === 'withdraw') expect(isAutoId(r.recommendationId)).toBe(true);
        else if (r.kind === 'remind' || r.kind === 'end-enrollment')
          expect(r.enrollmentId).toMatch(/^([0-9a-f]{32}|[A-Za-z0-9]{20})$/);
        else if (r.kind === 'erase') expect(isValidEmail(r.email)).toBe(true);
        else if (r.kind === 'leave')
          expect([isIsoDate(r.leave.from), mentorIds.includes(r.leave.mentorId)]).toEqual([true, true]);
        else if (r.kind === 'end-leave') expect(isAutoId(r.leaveId)).toBe(true);
        else {
          expect(isAutoId(r.bookingId)).toBe(true);
          if (r.kind === 'booking' && r.mentorId !== undefined) expect(mentorIds).toContain(r.mentorId);
        }
        if (r.kind === 'end-enrollment') expect(r.reason.trim()).not.toBe('');
      }),
      runs,
    );
  });

  it('keeps the mentor who taught an attended trial, one of team.yaml’s mentors, and with no other outcome', () => {
    const bookingId = 'b'.repeat(20);
    for (const mentorId of mentorIds)
      expect(readStaffRequest({ action: 'attended', bookingId, mentorId })).toMatchObject({
        request: { kind: 'booking', mentorId },
      });
    const without = readStaffRequest({ action: 'attended', bookingId });
    expect(without.ok && without.request).not.toHaveProperty('mentorId');
    expect(without.ok).toBe(true);
    for (const body of [
      { action: 'attended', bookingId, mentorId: 'nobody-we-know' },
      { action: 'attended', bookingId, mentorId: 7 },
      { action: 'no-show', bookingId, mentorId: mentorIds[0] },
    ])
      expect(readStaffRequest(body)).toMatchObject({
        http: 400,
        body: { status: 'invalid', field: 'mentorId', message: staffMessages.unknownMentor },
      });
  });
});

describe('POST /api/enrollment: readEnrollmentRequest', () => {
  it('refuses in the words it is given (the request’s language)', () => {
    expect(readEnrollmentRequest({ token: 'x' }, enrollMessagesSw)).toMatchObject({
      http: 404,
      body: { message: enrollMessagesSw.notFound },
    });
  });

  it('answers any body with the one "not valid" answer, or a token or recommendation id that names one document', () => {
    expect(readEnrollmentRequest({ token })).toEqual({ ok: true, request: { token } });
    for (const id of pathBreakers) expect(readEnrollmentRequest({ recommendationId: id }).ok).toBe(false);
    for (const id of pathBreakers) expect(readEnrollmentRequest({ enrollmentId: id }).ok).toBe(false);
    const bodies = fc.oneof(
      bodiesAround({ token }),
      bodiesAround({ recommendationId: 'r'.repeat(20) }),
      bodiesAround({ enrollmentId: 'e'.repeat(32) }),
    );
    fc.assert(
      fc.property(bodies, (body) => {
        const parsed = verdict(() => readEnrollmentRequest(body));
        if (!parsed.ok) expect(parsed.http).toBe(404);
        else if ('token' in parsed.request) expect(parsed.request.token).toMatch(/^[A-Za-z0-9._~-]+$/);
        else if ('enrollmentId' in parsed.request)
          expect(parsed.request.enrollmentId).toMatch(/^([0-9a-f]{32}|[A-Za-z0-9]{20})$/);
        else expect(isAutoId(parsed.request.recommendationId)).toBe(true);
      }),
      runs,
    );
  });
});

describe('POST /api/family: readFamilyRequest', () => {
  it('refuses in the words it is given (the request’s language)', async () => {
    const { childMessagesSw } = await import('../../../src/domain/enrollment/children.sw');
    const { subscriptionMessagesSw } = await import('../../../src/domain/enrollment/subscription.sw');
    const words = { messages: messagesSw, children: childMessagesSw, subscription: subscriptionMessagesSw };
    expect(readFamilyRequest({ action: 'addChild', name: '', grade: gradeIds[0] }, gradeIds, words)).toMatchObject({
      body: { field: 'name', message: childMessagesSw.invalidName },
    });
    expect(readFamilyRequest({ action: 'removeChild', childId: '..' }, gradeIds, words)).toMatchObject({
      http: 404,
      body: { message: childMessagesSw.notFound },
    });
    expect(readFamilyRequest({ action: 'renewal', enrollmentId: '..' }, gradeIds, words)).toMatchObject({
      body: { message: subscriptionMessagesSw.notFound },
    });
    expect(readFamilyRequest({ action: 'x' }, gradeIds, words)).toMatchObject({
      body: { message: messagesSw.request.unreadable },
    });
  });

  it("answers any body with the dashboard form's words, or a child to store and an id that names one document", () => {
    expect(readFamilyRequest({}, gradeIds)).toEqual({ ok: true, request: { action: 'load' } });
    const child = { name: 'Mũthoni', grade: gradeIds[0]! };
    const bodies = fc.oneof(
      bodiesAround({ action: 'addChild', ...child }),
      bodiesAround({ action: 'editChild', childId: 'c'.repeat(20), ...child }),
      bodiesAround({ action: 'notify', notify: { whatsapp: false, mail: true } }),
      bodiesAround({ action: 'renewal', enrollmentId: 'e'.repeat(32), on: false }),
      bodiesAround({ action: 'updateCard', enrollmentId: 'a1'.repeat(10) }),
      bodiesAround({ action: 'removeChild', childId: 'c'.repeat(20) }),
      bodiesAround({ action: 'language', language: 'sw' }),
    );
    fc.assert(
      fc.property(bodies, (body) => {
        const parsed = verdict(() => readFamilyRequest(body, gradeIds));
        if (!parsed.ok || parsed.request.action === 'load') return;
        if (parsed.request.action === 'notify') {
          // Only the two switches, each a boolean, and at least one of them.
          const keys = Object.keys(parsed.request.notify);
          expect(keys.length).toBeGreaterThan(0);
          for (const key of keys) expect(['whatsapp', 'mail']).toContain(key);
          for (const value of Object.values(parsed.request.notify)) expect(typeof value).toBe('boolean');
          return;
        }
        if (parsed.request.action === 'language') {
          // Only a language the site speaks.
          expect(['en', 'sw']).toContain(parsed.request.language);
          return;
        }
        if (parsed.request.action === 'removeChild') {
          expect(isAutoId(parsed.request.childId)).toBe(true);
          return;
        }
        if (parsed.request.action === 'renewal' || parsed.request.action === 'updateCard') {
          // An id that can name one enrollment document, nothing else.
          expect(parsed.request.enrollmentId).toMatch(/^([0-9a-f]{32}|[A-Za-z0-9]{20})$/);
          if (parsed.request.action === 'renewal') expect(typeof parsed.request.on).toBe('boolean');
          return;
        }
        expect(gradeIds).toContain(parsed.request.child.grade);
        expect(parsed.request.child.name).toBe(parsed.request.child.name.trim());
        if (parsed.request.action === 'editChild') expect(isAutoId(parsed.request.childId)).toBe(true);
      }),
      runs,
    );
  });
});

describe("the providers' webhooks: readWhatsAppEvent and readSmsReport", () => {
  const status = { id: 'wamid.abc', status: 'delivered', timestamp: '1700000000', recipient_id: '254712345678' };
  const message = { id: 'wamid.def', from: '254712345678', type: 'text', text: { body: 'STOP' } };
  const event = (value: unknown) => ({
    object: 'whatsapp_business_account',
    entry: [{ changes: [{ field: 'messages', value }] }],
  });

  it("keep only entries of the provider's shape, whatever a signed body holds", () => {
    expect(readWhatsAppEvent(event({ statuses: [status], messages: [message] }))).toEqual({
      statuses: [{ ...status, errors: [] }],
      messages: [message],
    });
    const bodies = fc.oneof(
      anyJson,
      bodiesAround({ statuses: [status], messages: [message] }).map(event),
      bodiesAround(status).map((s) => event({ statuses: [s] })),
      bodiesAround(message).map((m) => event({ messages: [m, 'x', null] })),
      hostileValue.map((value) => event(value)),
    );
    fc.assert(
      fc.property(bodies, (body) => {
        const { statuses, messages: inbound } = readWhatsAppEvent(body);
        for (const entry of [...statuses, ...inbound]) {
          expect(typeof entry.id).toBe('string');
          expect(String(entry.id).length).toBeLessThanOrEqual(256);
        }
        for (const s of statuses) expect(Array.isArray(s.errors)).toBe(true);
      }),
      runs,
    );
  });

  it('an SMS report is one id and one word of status, or nothing', () => {
    const good = { id: 'ATXid_1', status: 'Failed', failureReason: 'UserInBlacklist', phoneNumber: '+254712345678' };
    expect(readSmsReport(good)).toEqual({ id: 'ATXid_1', status: 'Failed', failureReason: 'UserInBlacklist' });
    fc.assert(
      fc.property(fc.oneof(anyJson, bodiesAround(good)), (body) => {
        const report = readSmsReport(body);
        if (!report) return;
        expect(report.id.length).toBeLessThanOrEqual(256);
        expect(report.status).toMatch(/^[A-Za-z]{1,20}$/);
      }),
      runs,
    );
  });
});

describe('any JSON at all', () => {
  it('never makes a parser throw', () => {
    fc.assert(
      fc.property(anyJson, (body) => {
        verdict(() => readManageRequest(body, now));
        verdict(() => readBookRequest(body, gradeIds, countries, now));
        verdict(() => readMessageRequest(body));
        verdict(() => readVerifyRequest(body, 20_000));
        verdict(() => readWebhookEvent(body), new Set());
        verdict(() => readAvailabilityRequest(body));
        readStaffRequest(body);
        verdict(() => readEnrollmentRequest(body));
        verdict(() => readFamilyRequest(body, gradeIds));
        readWhatsAppEvent(body);
        readSmsReport(body);
      }),
      runs,
    );
  });
});
