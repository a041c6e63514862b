// Property tests of the booking endpoints' request parsers (manage, book, availability):
// whatever the body holds, a 4xx in the forms' own words or a request safe to act on. They never throw.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { words as messages } from '../../../src/i18n/en/messages';
import { words as messagesSw } from '../../../src/i18n/sw/messages';
import { isAutoId } from '../../../src/domain/request';
import { dateWindow, isIsoDate, isSlot } from '../../../src/domain/slots';
import { readAvailabilityRequest } from '../../../src/domain/requests/availability';
import { readBookRequest } from '../../../src/domain/requests/book';
import { readManageRequest } from '../../../src/domain/requests/manage';
import { countries, gradeIds } from '../../../functions/src/platform/content';
import { bodiesAround, hostileValue } from '../../support/malformed';
import { now, day, token, runs, verdict, isSafeId, english, languageCodes } from './request-setup';

describe('POST /api/manage: readManageRequest', () => {
  const good = { token, action: 'reschedule', date: day, time: '14:00' };

  it('accepts the manage page’s own requests', () => {
    expect(readManageRequest(good, now, languageCodes, messages)).toEqual({
      ok: true,
      request: { token, action: 'reschedule', to: { date: day, time: '14:00' } },
    });
    expect(readManageRequest({ bookingId: 'b'.repeat(20) }, now, languageCodes, messages)).toMatchObject({
      ok: true,
      request: { action: 'view' },
    });
  });

  it.each([
    ['no date', { ...good, date: undefined }],
    ['date "__x__"', { ...good, date: '__x__' }],
    ['date ".."', { ...good, date: '..' }],
  ])('refuses a reschedule with %s in the form’s words', (_, body) => {
    expect(readManageRequest(body, now, languageCodes, messages)).toEqual({
      ok: false,
      http: 400,
      body: { status: 'invalid', field: 'date', message: messages.booking.invalidDate },
    });
  });

  it('refuses in the words it is given (the request’s language)', () => {
    expect(readManageRequest({ ...good, date: '..' }, now, languageCodes, messagesSw)).toMatchObject({
      body: { field: 'date', message: messagesSw.booking.invalidDate },
    });
    expect(readManageRequest({ token: 'x' }, now, languageCodes, messagesSw)).toMatchObject({
      http: 404,
      body: { message: messagesSw.manage.notFound },
    });
    expect(readManageRequest({ ...good, action: 'x' }, now, languageCodes, messagesSw)).toMatchObject({
      body: { message: messagesSw.request.unreadable },
    });
  });

  it('answers any body with a 4xx or a request whose class time is one the form offers', () => {
    fc.assert(
      fc.property(fc.oneof(bodiesAround(good), bodiesAround({ bookingId: 'b'.repeat(20), action: 'cancel' })), (body) => {
        const parsed = verdict(() => readManageRequest(body, now, languageCodes, messages));
        if (!parsed.ok) return;
        const r = parsed.request;
        if ('token' in r) expect(r.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
        else expect(isAutoId(r.bookingId)).toBe(true);
        if (r.action === 'reschedule') {
          expect(dateWindow(now, 7)).toContain(r.to.date);
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
    expect(readBookRequest(good, gradeIds, countries, now, english)).toMatchObject({
      ok: true,
      request: { whatsapp: '+254712345678' },
    });
  });

  it('keeps a share link’s code, forgiving its case, and drops anything that is not one without refusing the booking', () => {
    const code = 'abcdefghjkmn';
    const read = (referralCode: unknown) => readBookRequest({ ...good, referralCode }, gradeIds, countries, now, english);
    expect(read(code)).toMatchObject({ ok: true, request: { referralCode: code } });
    expect(read(code.toUpperCase())).toMatchObject({ ok: true, request: { referralCode: code } });
    for (const bad of ['abc', `${code}0`, 42, { code }, '<script>']) {
      const parsed = read(bad);
      expect(parsed.ok).toBe(true);
      expect(parsed.ok && 'referralCode' in parsed.request).toBe(false);
    }
  });

  it('answers any body with the field’s own message or fields safe to store', () => {
    fc.assert(
      fc.property(bodiesAround(good), (body) => {
        const parsed = verdict(() => readBookRequest(body, gradeIds, countries, now, english));
        if (!parsed.ok) {
          expect(parsed.body.field).toBeTruthy();
          return;
        }
        const f = parsed.request;
        expect(dateWindow(now, 7)).toContain(f.date);
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
    expect(readAvailabilityRequest({ date: day }, messages)).toEqual({ ok: true, request: { date: day } });
    fc.assert(
      fc.property(fc.oneof(bodiesAround({ date: day }), fc.record({ date: hostileValue })), (query) => {
        const parsed = verdict(() => readAvailabilityRequest(query, messages));
        if (parsed.ok) expect(isIsoDate(parsed.request.date) && isSafeId(parsed.request.date)).toBe(true);
      }),
      runs,
    );
  });
});
