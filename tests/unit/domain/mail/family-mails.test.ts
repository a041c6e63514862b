// Every mail a family reads exists in English and Kiswahili (family-mails.ts), the Kiswahili
// one written in Kiswahili with its times read both ways and its dates from Intl, and every
// family template of src/domain/mail is in the list (a new mail without its twin fails here).
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BookingRecord } from '../../../../src/domain/mail/booking-types';
import type { CertificateView } from '../../../../src/domain/certificates/certificate';
import { FAMILY_MAILS, familyMails, type FamilyMails } from '../../../../src/domain/mail/family-mails';
import type { Brand, Mail } from '../../../../src/domain/mail/layout';
import { dictionaries as DICTIONARIES } from '../../../../src/domain/i18n/registry';
import { dictionaryProblems } from '../../../../src/domain/i18n/dictionary';
import { LANGUAGES, type Language } from '../../../../src/domain/i18n/languages';
import { swahiliClockReading } from '../../../../src/domain/i18n/swahili-clock';

const brand: Brand = {
  name: 'Shule',
  siteUrl: 'https://school.example',
  supportPhone: '+254700000000',
  contactEmail: 'hi@school.example',
};
const now = new Date('2026-11-20T06:00:00Z');
const lagos = { code: 'NG', name: 'Nigeria', dial: '+234', tz: 'Africa/Lagos', flag: '🇳🇬' };
const booking: BookingRecord = {
  id: 'bk_1',
  studentName: 'Amani',
  studentGrade: '3-5',
  parentName: 'Neema',
  email: 'parent@example.com',
  whatsapp: '+234700000001',
  country: lagos,
  date: '2026-11-24',
  time: '10:00',
};
const certificate: CertificateView = {
  number: 'JC-1',
  name: 'Amani K.',
  course: 'Scratch',
  level: 'Level 1',
  awardedOn: '2026-11-24',
  mentor: 'Baraka',
  accreditingBody: 'Board',
  accreditationReference: 'R-1',
  status: 'valid',
};
const plan = { name: 'Starter', classes: 2 };
const due = {
  studentName: 'Amani',
  planName: 'Starter',
  period: 'monthly' as const,
  amount: 6000,
  currency: 'KES' as const,
  paidUntil: '2026-12-24',
  graceDays: 5,
};

const weekly = {
  studentName: 'Amani',
  mentorName: 'Baraka',
  start: new Date('2026-11-24T14:00:00Z'),
  tz: 'Africa/Nairobi',
  joinLink: 'https://meet.example/x',
  reschedulingLine: 'Unlimited rescheduling',
};

/** Every family mail of a language, rendered once (each variant that says something different). */
function everyMail(m: FamilyMails): Mail[] {
  const paid = {
    reference: 'R1',
    amount: 6000,
    currency: 'KES' as const,
    studentName: 'Amani',
    email: 'p@example.com',
    paidAt: now,
  };
  const reviewed = { ...paid, kind: 'plan' as const, plan: null, period: null, expected: null, reason: 'x' };
  return [
    m.trialBooked(brand, booking, 'https://school.example/manage#t', now),
    m.trialRescheduled(brand, booking, { date: '2026-11-23', time: '15:00' }, null, now),
    m.trialCancelled(brand, booking, 'staff', 'Mwalimu ni mgonjwa'),
    m.trialCancelled(brand, booking, 'parent'),
    m.manageLinkAgain(brand, booking, 'https://school.example/manage#t'),
    m.manageLinkAgain(brand, booking, null),
    m.reminderMail(brand, booking, 'day'),
    m.reminderMail(brand, booking, 'hour'),
    m.paymentReceipt(brand, { ...paid, kind: 'plan', paidFor: { plan, period: 'monthly' }, paidUntil: '2026-12-24' }),
    m.paymentReceipt(brand, { ...paid, kind: 'donation', paidFor: null }),
    m.reviewReceipt(brand, reviewed),
    m.recommendationMail(
      brand,
      {
        studentName: 'Amani',
        parentName: 'Neema',
        courseTitle: 'Scratch',
        plan,
        period: 'quarterly',
        currency: 'USD',
        amount: 120,
        note: '',
      },
      'https://school.example/enroll#t',
    ),
    m.renewalReminderMail(brand, 'week', due, 'https://school.example/enroll#t'),
    m.renewalReminderMail(brand, 'day', due, 'https://school.example/enroll#t'),
    m.renewalReminderMail(brand, 'due', due, 'https://school.example/enroll#t'),
    m.renewalFailedMail(brand, { ...due, last4: '4242' }, null),
    m.enrollmentEndedMail(brand, { studentName: 'Neema', planName: 'Starter', endedOn: '2026-11-24', card: true }, 'kosa'),
    m.certificateAwardedMail(brand, certificate, 'Neema', { verify: 'https://school.example/c/JC-1' }),
    m.certificateRevokedMail(brand, certificate, 'Neema', 'kosa', { verify: 'https://school.example/c/JC-1' }),
    m.contactAcknowledgement(brand),
    m.weeklyReminderMail(brand, weekly, 'day'),
    m.weeklyReminderMail(brand, weekly, 'hour'),
    m.progressReportMail(
      brand,
      {
        month: '2026-11',
        attended: 3,
        missed: 1,
        cancelled: 0,
        courses: [
          {
            enrollmentId: 'e1',
            course: 'Scratch',
            mentorName: 'Neema',
            attended: 2,
            missed: 1,
            cancelled: 0,
            notes: [{ date: '2026-11-10', note: 'Alitengeneza mchezo.' }],
            projects: [{ title: 'Mchezo', url: 'https://scratch.example/1' }],
            next: 'Sauti na picha.',
          },
          {
            enrollmentId: 'e2',
            course: 'Python',
            mentorName: 'Baraka',
            attended: 1,
            missed: 0,
            cancelled: 0,
            notes: [],
            projects: [],
            next: 'Orodha.',
          },
        ],
      },
      { studentName: 'Amani' },
      'https://school.example/sw/dashboard',
    ),
  ];
}

/** English words that would show a Kiswahili mail left untranslated. */
const ENGLISH = /\b(Hello|the|your|class|booked|Thank you|Questions\?|Student|Plan|Price)\b/;

describe('family mails', () => {
  it('exist in every language the site speaks, key for key', () => {
    expect(Object.keys(FAMILY_MAILS).sort()).toEqual(LANGUAGES.map((l) => l.code).sort());
    expect(dictionaryProblems(DICTIONARIES)).toEqual([]);
  });

  it('every family template of src/domain/mail has its Kiswahili twin in the list', () => {
    const files = ['src/domain/mail', 'src/domain/classes'].flatMap((dir) =>
      readdirSync(dir)
        .filter((f) => f.endsWith('.ts') && !f.endsWith('.sw.ts'))
        .map((f) => `${dir}/${f}`),
    );
    const declared = files
      .flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/template: [`']([^`']+)[`']/g)].map((m) => m[1]!))
      .filter((t) => !t.includes('notice') && t !== 'enrollment-expired');
    const rendered = new Set(everyMail(familyMails('sw')).map((mail) => mail.template));
    for (const template of declared) {
      const pattern = new RegExp(`^${template.replace(/\$\{\w+\}/g, '[\\w-]+')}$`);
      expect(
        [...rendered].some((t) => pattern.test(t)),
        `${template} has no Kiswahili twin`,
      ).toBe(true);
    }
  });

  it('a Kiswahili mail is the same mail in Kiswahili: same template, html lang, no English sentence', () => {
    const en = everyMail(familyMails('en'));
    const sw = everyMail(familyMails('sw'));
    sw.forEach((mail, i) => {
      expect(mail.template).toBe(en[i]!.template);
      expect(mail.html).toContain('<html lang="sw">');
      expect(mail.subject).not.toBe(en[i]!.subject);
      // Names, brands and links aside, nothing in it reads as English.
      const text = mail.text.replace(/https?:\S+/g, '');
      expect(text.match(ENGLISH)?.[0] ?? null, `${mail.template}: ${text}`).toBeNull();
    });
  });

  it('picks the twin by the record language, English for a language it does not know', () => {
    const pick = (language: unknown) => familyMails(language).trialBooked(brand, booking, 'https://x.example/m#t', now);
    expect(pick('sw').html).toContain('lang="sw"');
    for (const other of ['en', undefined, 'xx'] as (Language | string | undefined)[])
      expect(pick(other).html).toContain('lang="en"');
  });

  it('the Kiswahili trial mail shows the time with its Kiswahili reading, in the family zone and in Nairobi', () => {
    const mail = familyMails('sw').trialBooked(brand, booking, 'https://x.example/m#t', now);
    // Lagos is two hours behind Nairobi: 08:00 there is 10:00 in Nairobi.
    expect(mail.text).toContain(`08:00 (${swahiliClockReading('08:00')}) WAT`);
    expect(mail.text).toContain(`Nairobi: 10:00 (${swahiliClockReading('10:00')})`);
    expect(mail.text).toContain('08:00 (saa mbili asubuhi)');
    const day = new Intl.DateTimeFormat('sw-KE', { weekday: 'long', timeZone: 'Africa/Lagos' }).format(
      new Date('2026-11-24T09:00:00Z'),
    );
    expect(mail.subject).toContain(day);
    const ics = mail.attachments![0]!.content;
    expect(ics).toContain('SUMMARY:Darasa la majaribio');
    expect(ics).toContain('saa nne asubuhi');
    expect(ics).not.toContain('Trial class starts');
  });
});
