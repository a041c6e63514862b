// Each request schema of src/domain/requests/: a body a page builds parses, and its refusals
// name the field and say the catalogue's words of the request's language, English and
// Kiswahili alike (the schemas take their words; they import no catalogue, checked last).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'astro/zod';
import { catalogueIn } from '../../../src/i18n/catalogues';
import { LANGUAGES } from '../../../src/i18n/languages';
import type { BookingDraft } from '../../../src/domain/booking';
import { parsedBy } from '../../../src/domain/requests/schema';
import { bookBody, verifyPaymentBody } from '../../../src/domain/requests/bodies';
import { availabilitySchema } from '../../../src/domain/requests/availability';
import { bookSchema } from '../../../src/domain/requests/book';
import { certificatesSchema } from '../../../src/domain/requests/certificates';
import { messageSchema } from '../../../src/domain/requests/contact-message';
import { enrollmentSchema } from '../../../src/domain/requests/enrollment';
import { familySchema } from '../../../src/domain/requests/family';
import { guardiansSchema } from '../../../src/domain/requests/guardians';
import { manageSchema } from '../../../src/domain/requests/manage';
import { sessionSchema } from '../../../src/domain/requests/session';
import { verifyPaymentSchema } from '../../../src/domain/requests/verify-payment';
import { waitlistSchema } from '../../../src/domain/requests/waitlist';
import { enrollmentBody } from '../../../src/services/enrollment';
import { countries, gradeIds } from '../../../functions/src/platform/content';
import { day, languageCodes, now, token } from './request-setup';

type Words = ReturnType<typeof catalogueIn>;
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
const inviteToken = 'f'.repeat(43);

/** One refusal a schema gives: the body, and the answer it must be in `w`'s words. */
interface Case {
  name: string;
  schema: (w: Words) => z.ZodType;
  body: unknown;
  answer: (w: Words) => { http: number; body: Record<string, unknown> };
}
const field = (name: string, message: string) => ({ http: 400, body: { status: 'invalid', field: name, message } });
const notFound = (message: string) => ({ http: 404, body: { status: 'not-found', message } });
const book = (w: Words) => bookSchema(gradeIds, countries, now, w);

const cases: Case[] = [
  {
    name: 'availability',
    schema: (w) => availabilitySchema(w.messages),
    body: { date: '2026-02-30' },
    answer: (w) => field('date', w.messages.booking.invalidDate),
  },
  {
    name: 'book',
    schema: book,
    body: bookBody({ ...draft, studentName: '' }),
    answer: (w) => field('studentName', w.messages.booking.invalidStudentName),
  },
  {
    name: 'book, a child id no dashboard sends',
    schema: book,
    body: { ...draft, childId: 7 },
    answer: (w) => field('studentName', w.children.notFound),
  },
  {
    name: 'verifyPayment',
    schema: (w) => verifyPaymentSchema(15_000, w.messages),
    body: { reference: '../x', studentName: 'Amani' },
    answer: (w) => ({
      http: 400,
      body: { status: 'failed', reason: 'Invalid reference', message: w.messages.payment.verificationFailed },
    }),
  },
  {
    name: 'message',
    schema: (w) => messageSchema(w.messages),
    body: { kind: 'letter' },
    answer: (w) => field('kind', w.messages.request.unreadable),
  },
  {
    name: 'enrollment',
    schema: (w) => enrollmentSchema(w.enroll),
    body: { token: 'short' },
    answer: (w) => notFound(w.enroll.notFound),
  },
  {
    name: 'session',
    schema: (w) => sessionSchema('POST', w.messages),
    body: { action: 'read' },
    answer: (w) => field('action', w.messages.request.unreadable),
  },
  {
    name: 'certificates',
    schema: (w) => certificatesSchema({ certificates: w.certificates, messages: w.messages }),
    body: { action: 'award', enrollmentId: '..', level: 'Level 1' },
    answer: (w) => field('enrollmentId', w.certificates.noEnrollment),
  },
  {
    name: 'guardians',
    schema: (w) => guardiansSchema(w.guardians),
    body: { action: 'invite', email: 'not an address' },
    answer: (w) => field('email', w.guardians.refused.unreadable),
  },
  {
    name: 'guardians, an invite id that is none',
    schema: (w) => guardiansSchema(w.guardians),
    body: { action: 'revoke', inviteId: 'x' },
    answer: (w) => notFound(w.guardians.refused.notFound),
  },
  {
    name: 'family',
    schema: (w) => familySchema(gradeIds, languageCodes, w),
    body: { action: 'addChild', name: '', grade: gradeIds[0] },
    answer: (w) => field('name', w.children.invalidName),
  },
  {
    name: 'manage',
    schema: (w) => manageSchema(now, languageCodes, w.messages),
    body: { token, action: 'reschedule', date: '..', time: '14:00' },
    answer: (w) => field('date', w.messages.booking.invalidDate),
  },
  {
    name: 'waitlist',
    schema: (w) => waitlistSchema(gradeIds, countries, now, w),
    body: { action: 'view', token: 'short' },
    answer: (w) => notFound(w.waitlist.page.notFound),
  },
];

describe('the request schemas refuse in the words of the request', () => {
  for (const c of cases) {
    it(`${c.name}: the field and the catalogue's words, in each language`, () => {
      const [en, sw] = (['en', 'sw'] as const).map(catalogueIn) as [Words, Words];
      // The two languages differ here, so an answer in the wrong one cannot pass.
      expect(c.answer(en).body.message).not.toEqual(c.answer(sw).body.message);
      for (const { code } of LANGUAGES) {
        const w = catalogueIn(code);
        expect(parsedBy(c.schema(w), c.body)).toEqual({ ok: false, ...c.answer(w) });
      }
    });
  }
});

describe('the bodies the pages build parse', () => {
  const w = catalogueIn('en');
  it('book and waitlist: the booking form’s body', () => {
    const body = bookBody(draft, { childId: 'c'.repeat(20), altcha: 'solved', referralCode: 'nope' });
    expect(parsedBy(book(w), body)).toMatchObject({ ok: true, request: { studentName: 'Wanjiru', childId: 'c'.repeat(20) } });
    const join = parsedBy(waitlistSchema(gradeIds, countries, now, w), { action: 'join', ...body });
    expect(join).toMatchObject({ ok: true, request: { action: 'join', booking: { date: day, time: '14:00' } } });
  });

  it('verifyPayment and enrollment', () => {
    expect(parsedBy(verifyPaymentSchema(15_000, w.messages), verifyPaymentBody('T1-a', ' Amani ', 3))).toEqual({
      ok: true,
      request: { reference: 'T1-a', name: 'Amani', waitMs: 3000 },
    });
    expect(parsedBy(enrollmentSchema(w.enroll), enrollmentBody({ token }))).toEqual({ ok: true, request: { token } });
  });

  it('guardians accept with a WhatsApp number, family and manage a language the site speaks', () => {
    const accept = { action: 'accept', token: inviteToken, phone: '0712345678', country: 'KE' } as const;
    expect(parsedBy(guardiansSchema(w.guardians), accept)).toMatchObject({ ok: true, request: { whatsapp: '+254712345678' } });
    const sw = { action: 'language', language: 'sw' } as const;
    expect(parsedBy(familySchema(gradeIds, languageCodes, w), sw)).toEqual({ ok: true, request: sw });
    expect(parsedBy(manageSchema(now, languageCodes, w.messages), { token, ...sw })).toEqual({
      ok: true,
      request: { token, ...sw },
    });
    expect(parsedBy(familySchema(gradeIds, languageCodes, w), { ...sw, language: 'fr' })).toMatchObject({
      ok: false,
      body: { field: 'language', message: w.messages.request.unreadable },
    });
  });
});

describe('src/domain/requests/', () => {
  it('imports no catalogue: each schema takes its words', () => {
    const folder = path.resolve(import.meta.dirname, '../../../src/domain/requests');
    for (const file of readdirSync(folder)) {
      const imports = readFileSync(path.join(folder, file), 'utf8').match(/from '[^']*'/g) ?? [];
      expect(
        imports.filter((i) => i.includes('i18n')),
        file,
      ).toEqual([]);
    }
  });
});
