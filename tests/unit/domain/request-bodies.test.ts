// The bodies our pages send, built by the same src/domain/requests/ modules the functions read
// them with: each is accepted whole, so a page and its function cannot drift apart. The types
// are checked by tsc (the services build each body through these types); this checks the
// values the builders make against the parsers' rules.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { readBookRequest, type BookBody } from '../../../src/domain/requests/book';
import { bookBody, verifyPaymentBody } from '../../../src/domain/requests/bodies';
import { readEnrollmentRequest } from '../../../src/domain/requests/enrollment';
import { readVerifyRequest } from '../../../src/domain/requests/verify-payment';
import { readCertificatesRequest, type CertificatesRequest } from '../../../src/domain/requests/certificates';
import { certificateNumber, CERTIFICATE_RANDOM_BYTES } from '../../../src/domain/certificates/number';
import { readSessionRequest, type SessionBody } from '../../../src/domain/requests/session';
import { attemptPlan } from '../../../src/domain/verification';
import type { BookingDraft } from '../../../src/domain/booking';
import { enrollmentBody, type EnrollKey } from '../../../src/services/enrollment';
import type { certificatesAction } from '../../../src/services/staff';
import { countries, gradeIds } from '../../../functions/src/platform/content';
import { now, day, token, english } from './request-setup';
import { words as certificateWords } from '../../../src/i18n/en/certificates';

const draft: BookingDraft = {
  studentName: 'Wanjiru',
  studentGrade: gradeIds[0]!,
  parentName: "Amina Ng'ang'a",
  email: 'amina@example.com',
  phone: '0712345678',
  countryCode: 'KE',
  date: day,
  time: '14:00',
};
const autoId = 'b'.repeat(20);

describe('the bodies the pages send, read by their functions', () => {
  it("/api/book: the form's draft, with and without a child and a challenge", () => {
    for (const extra of [{}, { childId: autoId }, { altcha: 'solved' }, { childId: autoId, altcha: 'solved' }]) {
      const body: BookBody = bookBody(draft, extra);
      const parsed = readBookRequest(body, gradeIds, countries, now, english);
      expect(parsed.ok, JSON.stringify(parsed)).toBe(true);
      if (parsed.ok) expect(parsed.request.childId).toBe(extra.childId);
    }
    // A signed-out form names no child: an empty one is left out, not sent.
    expect(bookBody(draft, { childId: '', altcha: null })).toEqual(draft);
  });

  it('/api/enrollment: each key, its ID token kept out of the body', () => {
    const keys: EnrollKey[] = [
      { token },
      { recommendationId: autoId, idToken: 'id-token' },
      { enrollmentId: 'c'.repeat(32), idToken: 'id-token' },
    ];
    for (const key of keys) {
      const body = enrollmentBody(key);
      expect(JSON.stringify(body)).not.toContain('id-token');
      expect(readEnrollmentRequest(body, english.enroll)).toEqual({ ok: true, request: body });
    }
  });

  it('/api/verifyPayment: every attempt of the retry plan', () => {
    for (const n of [1, 2, 3]) {
      const { waitSeconds } = attemptPlan(n);
      const parsed = readVerifyRequest(verifyPaymentBody('T123-abc_4', ' Wanjiru K. ', waitSeconds), 20_000, english.messages);
      expect(parsed).toEqual({
        ok: true,
        request: { reference: 'T123-abc_4', name: 'Wanjiru K.', waitMs: Math.min(waitSeconds * 1000, 20_000) },
      });
    }
  });

  it('/api/certificates: one name for the action, in the body and in the request the function serves', () => {
    expectTypeOf<Parameters<typeof certificatesAction>[0]>().toEqualTypeOf<CertificatesRequest>();
    const bodies: CertificatesRequest[] = [
      { action: 'award', enrollmentId: autoId, level: 'Level 1' },
      {
        action: 'revoke',
        number: certificateNumber(new Uint8Array(CERTIFICATE_RANDOM_BYTES).fill(7)),
        reason: 'Awarded to the wrong child',
      },
    ];
    for (const body of bodies) {
      expect(readCertificatesRequest(body, { certificates: certificateWords, messages: english.messages })).toEqual({
        ok: true,
        request: body,
      });
    }
  });

  it('/api/session: a start and an end are posted; any GET is a read, as the family or as a mentor', () => {
    for (const body of [{ action: 'start' }, { action: 'end' }] satisfies SessionBody[])
      expect(readSessionRequest(body, 'POST', english.messages)).toEqual({ ok: true, request: body });
    expect(readSessionRequest({ action: 'read' }, 'POST', english.messages)).toMatchObject({
      ok: false,
      http: 400,
      body: { field: 'action' },
    });
    expect(readSessionRequest({}, 'GET', english.messages)).toEqual({ ok: true, request: { action: 'read', view: 'family' } });
    expect(readSessionRequest({ view: 'mentor' }, 'GET', english.messages)).toEqual({
      ok: true,
      request: { action: 'read', view: 'mentor' },
    });
  });
});
