// Property tests of the shared domain rules the forms and the functions both run: given
// any text or any JSON, each rule answers (never throws), and where two rules must agree
// (the form's problem and the stored fields), they do.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bookingFields,
  checkDraft,
  draftFrom,
  draftProblem,
  filterPhone,
  phoneE164,
  reviveDraft,
} from '../../../src/domain/booking';
import { COUNTRIES, storedCountry } from '../../../src/domain/countries';
import { isValidEmail } from '../../../src/domain/email';
import { contactFields, contactProblem, questionEmail, readContactMessage } from '../../../src/domain/inbox';
import { cleanName, filterName, isValidName } from '../../../src/domain/names';
import { isAutoId, isDocumentId, recordOf } from '../../../src/domain/request';
import { slotProblem } from '../../../src/domain/slot-choice';
import { SLOTS, dateWindow, isIsoDate, isSlot } from '../../../src/domain/slots';
import { gradeIds } from '../../../functions/src/platform/content';
import { anyJson, bodiesAround, hostileText, hostileValue, pathBreakers } from '../../support/malformed';

const now = new Date('2026-03-10T06:30:00Z');
const countries = COUNTRIES.map(storedCountry);
const runs = { numRuns: 300 };
const textOrAnything = fc.oneof(hostileText, hostileValue, anyJson);

describe('document ids', () => {
  it('refuse every path breaker, and accept only ids that name one ordinary document', () => {
    for (const id of pathBreakers) expect(isDocumentId(id)).toBe(false);
    fc.assert(
      fc.property(textOrAnything, (value) => {
        if (isDocumentId(value)) {
          expect(value.length).toBeGreaterThan(0);
          expect(value.length).toBeLessThanOrEqual(128);
          expect(value).not.toMatch(/[/.]|^__.*__$/);
        }
        if (isAutoId(value)) expect(isDocumentId(value)).toBe(true);
      }),
      runs,
    );
  });
});

describe('class times', () => {
  it('slotProblem answers anything, and passes only a window day and a slot', () => {
    const window = dateWindow(now, 7);
    const dates = fc.oneof(fc.constantFrom(...window), textOrAnything);
    const times = fc.oneof(fc.constantFrom(...SLOTS), textOrAnything);
    fc.assert(
      fc.property(dates, times, (date, time) => {
        const problem = slotProblem(date, time, now);
        if (problem === null) {
          expect(window).toContain(date);
          expect(isSlot(time)).toBe(true);
        } else expect(['date', 'time']).toContain(problem.field);
        isIsoDate(date);
      }),
      runs,
    );
  });
});

describe('the booking form', () => {
  const good = {
    studentName: 'Wanjiru',
    studentGrade: gradeIds[0]!,
    parentName: "Amina Ng'ang'a",
    email: 'amina@example.com',
    phone: '0712345678',
    countryCode: 'KE',
    date: dateWindow(now, 7)[2]!,
    time: '14:00',
  };

  it('the problem and the stored fields agree on every draft read from any body', () => {
    fc.assert(
      fc.property(fc.oneof(bodiesAround(good), anyJson), (body) => {
        const draft = draftFrom(body);
        for (const value of Object.values(draft)) expect(typeof value === 'string' && value.length <= 300).toBe(true);
        const problem = draftProblem(draft, gradeIds, countries, now);
        const fields = bookingFields(draft, gradeIds, countries, now);
        expect(problem === null).toBe(fields !== null);
        checkDraft(draft, gradeIds, countries, now);
        reviveDraft(recordOf(body), now, 'KE', countries, 7);
      }),
      runs,
    );
  });

  it('phone, name and email rules answer any text', () => {
    const codes = fc.oneof(fc.constantFrom(...COUNTRIES.map((c) => c.code)), hostileText);
    fc.assert(
      fc.property(hostileText, codes, (text, code) => {
        const e164 = phoneE164(text, code);
        if (e164 !== null) expect(e164).toMatch(/^\+\d+$/);
        expect(filterPhone(text).length).toBeLessThanOrEqual(24);
        if (isValidName(text)) expect(filterName(text.trim())).toBe(text.trim());
        isValidEmail(text);
      }),
      runs,
    );
  });

  it('cleanName makes a usable name of anything, or nothing', () => {
    fc.assert(
      fc.property(textOrAnything, (value) => {
        const name = cleanName(value);
        expect(name === '' || isValidName(name)).toBe(true);
      }),
      runs,
    );
  });
});

describe('the contact form and the questions box', () => {
  const good = { firstName: 'Amina', lastName: 'Otieno', phone: '', email: 'a@b.co', company: '', message: 'Hello' };

  it('read, check and store agree on any body', () => {
    fc.assert(
      fc.property(fc.oneof(bodiesAround(good), anyJson), (body) => {
        const input = readContactMessage(body);
        if (input) expect(contactProblem(input) === null).toBe(contactFields(input) !== null);
        const email = questionEmail(recordOf(body).email);
        if (email !== null) expect(isValidEmail(email)).toBe(true);
      }),
      runs,
    );
  });
});
