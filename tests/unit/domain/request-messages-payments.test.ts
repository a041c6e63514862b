// Property tests of the contact message, payment verification and Paystack webhook parsers:
// whatever the body holds, a 4xx in the forms' own words or a request safe to act on. They never throw.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { words as messages } from '../../../src/i18n/en/messages';
import { words as messagesSw } from '../../../src/i18n/sw/messages';
import { readMessageRequest } from '../../../src/domain/requests/contact-message';
import { readVerifyRequest, referencePattern } from '../../../src/domain/requests/verify-payment';
import { readWebhookEvent } from '../../../functions/src/payments/webhook-request';
import { bodiesAround } from '../../support/malformed';
import { runs, verdict } from './request-setup';

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
    expect(readMessageRequest(contact, messages)).toMatchObject({ ok: true, request: { collection: 'contactMessages' } });
    expect(readMessageRequest({ kind: 'question', email: 'a@b.co' }, messages)).toMatchObject({
      ok: true,
      request: { collection: 'questions' },
    });
  });

  it('answers any body with the field and its words, or text fields only', () => {
    fc.assert(
      fc.property(fc.oneof(bodiesAround(contact), bodiesAround({ kind: 'question', email: 'a@b.co' })), (body) => {
        const parsed = verdict(() => readMessageRequest(body, messages));
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
    expect(readVerifyRequest(good, 20_000, messages)).toMatchObject({ ok: true, request: { waitMs: 15_000 } });
    fc.assert(
      fc.property(bodiesAround(good), (body) => {
        const parsed = verdict(() => readVerifyRequest(body, 20_000, messages));
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
