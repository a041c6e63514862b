// Property tests of the staff action and enrollment parsers: whatever the body holds, a 4xx in
// the forms' own words or a request safe to act on. They never throw.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidEmail } from '../../../src/domain/email';
import { isAutoId } from '../../../src/domain/request';
import { isIsoDate } from '../../../src/domain/slots';
import { readStaffRequest } from '../../../functions/src/staff/action';
import { readEnrollmentRequest } from '../../../src/domain/requests/enrollment';
import { words as enrollMessagesSw } from '../../../src/i18n/sw/enroll';
import { words as enrollMessages } from '../../../src/i18n/en/enroll';
import { words as staffMessages } from '../../../src/i18n/en/console/staff';
import { bodiesAround, pathBreakers } from '../../support/malformed';
import { token, runs, mentorIds, formWords, verdict, isSafeId } from './request-setup';

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
          // Its words come from src/i18n/en/console/staff.ts, never written inline in the function.
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
        else if (r.kind === 'grant-credit' || r.kind === 'withdraw-credit') expect(r.reason.trim()).not.toBe('');
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
    expect(readEnrollmentRequest({ token }, enrollMessages)).toEqual({ ok: true, request: { token } });
    for (const id of pathBreakers) expect(readEnrollmentRequest({ recommendationId: id }, enrollMessages).ok).toBe(false);
    for (const id of pathBreakers) expect(readEnrollmentRequest({ enrollmentId: id }, enrollMessages).ok).toBe(false);
    const bodies = fc.oneof(
      bodiesAround({ token }),
      bodiesAround({ recommendationId: 'r'.repeat(20) }),
      bodiesAround({ enrollmentId: 'e'.repeat(32) }),
    );
    fc.assert(
      fc.property(bodies, (body) => {
        const parsed = verdict(() => readEnrollmentRequest(body, enrollMessages));
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
