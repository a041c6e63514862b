// Property tests of the WhatsApp and SMS webhook parsers, and of the public endpoints' parsers
// (readers) on any JSON at all: they never throw. The endpoints answer a refusal before they touch Firestore.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
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
import { anyJson, bodiesAround, hostileValue } from '../../support/malformed';
import { now, runs, verdict, english, languageCodes } from './request-setup';

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
        verdict(() => readManageRequest(body, now, languageCodes, english.messages));
        verdict(() => readBookRequest(body, gradeIds, countries, now, english));
        verdict(() => readMessageRequest(body, english.messages));
        verdict(() => readVerifyRequest(body, 20_000, english.messages));
        verdict(() => readWebhookEvent(body), new Set());
        verdict(() => readAvailabilityRequest(body, english.messages));
        readStaffRequest(body);
        verdict(() => readEnrollmentRequest(body, english.enroll));
        verdict(() => readFamilyRequest(body, gradeIds, languageCodes, english));
        readWhatsAppEvent(body);
        readSmsReport(body);
      }),
      runs,
    );
  });
});
