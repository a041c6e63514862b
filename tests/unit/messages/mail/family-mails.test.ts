// Every mail a family reads is one template that takes its language's words (src/i18n/<language>/
// mail/): rendered in each language it has the same blocks in the same order, the Kiswahili one
// reads in Kiswahili with its times read both ways and its dates from Intl, every family
// template of src/messages/mail is in the list below, and a key a language lacks fails naming it.
import { makeUpExpiringMail } from '../../../../src/messages/mail/make-up-expiring';
import { inviteMail } from '../../../../src/messages/mail/guardian-invite';
import { readFileSync, readdirSync } from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingRecord } from '../../../../src/domain/booking-types';
import type { CertificateView } from '../../../../src/domain/certificates/certificate';
import * as layout from '../../../../src/messages/mail/layout';
import type { Brand, Content, Mail } from '../../../../src/messages/mail/layout';
import { weeklyReminderMail } from '../../../../src/messages/mail/weekly-reminder';
import { schoolChangeMail } from '../../../../src/messages/mail/class-cover';
import { certificateAwardedMail, certificateRevokedMail } from '../../../../src/messages/mail/certificate';
import { contactAcknowledgement } from '../../../../src/messages/mail/contact';
import { enrollmentEndedMail } from '../../../../src/messages/mail/enrollment-ended';
import { manageLinkAgain } from '../../../../src/messages/mail/manage-link';
import { paymentReceipt } from '../../../../src/messages/mail/payment';
import { reviewReceipt } from '../../../../src/messages/mail/payment-review';
import { progressReportMail } from '../../../../src/messages/mail/progress';
import { recommendationMail } from '../../../../src/messages/mail/recommendation';
import { reminderMail } from '../../../../src/messages/mail/reminders';
import { renewalReminderMail } from '../../../../src/messages/mail/renewal';
import { renewalFailedMail } from '../../../../src/messages/mail/renewal-failed';
import { trialBooked } from '../../../../src/messages/mail/trial-booked';
import { trialCancelled, trialRescheduled } from '../../../../src/messages/mail/trial-changed';
import { waitlistJoined, waitlistOffer } from '../../../../src/messages/mail/waitlist';
import { instalmentReminderMail } from '../../../../src/messages/mail/instalment';

import { catalogues } from '../../../../src/i18n/catalogues';
import { dictionaries as DICTIONARIES } from '../../../../src/i18n/registry';
import { dictionaryProblems, missingKeys } from '../../../../src/i18n/dictionary';
import { LANGUAGES, type Language } from '../../../../src/i18n/languages';
import { swahiliClockReading } from '../../../../src/i18n/swahili-clock';
import { localized } from '../../../../src/content/localized';

const part = {
  studentName: 'Amani',
  planName: 'Pro',
  n: 2,
  of: 3,
  amount: 40,
  currency: 'USD' as const,
  dueOn: '2026-12-24',
  graceDays: 3,
};

// Each template's blocks, as it hands them to the frame: the test compares them across languages.
vi.mock('../../../../src/messages/mail/layout', async (original) => {
  const real = await original<typeof layout>();
  return { ...real, compose: vi.fn(real.compose) };
});
const composed = vi.mocked(layout.compose);

const brand: Brand = {
  name: 'Shule',
  siteUrl: 'https://school.example',
  supportPhone: '+254700000000',
  contactEmail: 'hi@school.example',
  trial: { changeCutoffHours: 3, calendarAlarmMinutes: 20, windowDays: 7, reminderHours: { day: 24, hour: 1 } },
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
// A plan as plans.yaml has it: the senders pass its name in the family's language.
const starter = { name: 'Starter', sw: { name: 'Mwanzo' } };
const planIn = (language: Language) => ({ name: localized(starter, 'name', language), classes: 2 });
const dueIn = (language: Language) => ({
  studentName: 'Amani',
  planName: planIn(language).name,
  period: 'monthly' as const,
  amount: 4321,
  currency: 'KES' as const,
  paidUntil: '2026-12-24',
  graceDays: 5,
});

const weekly = {
  studentName: 'Amani',
  mentorName: 'Baraka',
  start: new Date('2026-11-24T14:00:00Z'),
  tz: 'Africa/Nairobi',
  joinLink: 'https://meet.example/x',
  reschedulingLine: 'Unlimited rescheduling',
};

/** Every family mail in `language`, rendered once (each variant that says something different). */
function everyMail(language: Language): Mail[] {
  const paid = {
    reference: 'R1',
    amount: 4321,
    currency: 'KES' as const,
    studentName: 'Amani',
    email: 'p@example.com',
    paidAt: now,
  };
  const plan = planIn(language);
  const due = dueIn(language);
  const reviewed = { ...paid, kind: 'plan' as const, plan: null, period: null, expected: null, reason: 'x' };
  return [
    trialBooked(language, brand, booking, 'https://school.example/manage#t', now),
    trialRescheduled(language, brand, booking, { date: '2026-11-23', time: '15:00' }, null, now),
    trialCancelled(language, brand, booking, 'staff', 'Mwalimu ni mgonjwa'),
    trialCancelled(language, brand, booking, 'parent'),
    manageLinkAgain(language, brand, booking, 'https://school.example/manage#t'),
    manageLinkAgain(language, brand, booking, null),
    waitlistJoined(language, brand, booking, 'https://school.example/waitlist#t', 2),
    inviteMail(language, brand, 'Amina', 'https://school.example/guardian#t', 72),
    waitlistOffer(language, brand, booking, 'https://school.example/waitlist#t', new Date('2026-11-24T05:30:00Z')),
    reminderMail(language, brand, booking, 'day'),
    reminderMail(language, brand, booking, 'hour'),
    paymentReceipt(language, brand, { ...paid, kind: 'plan', paidFor: { plan, period: 'monthly' }, paidUntil: '2026-12-24' }),
    paymentReceipt(language, brand, { ...paid, kind: 'donation', paidFor: null }),
    reviewReceipt(language, brand, reviewed),
    recommendationMail(
      language,
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
    renewalReminderMail(language, brand, 'week', due, 'https://school.example/enroll#t', '2026-12-19'),
    renewalReminderMail(language, brand, 'day', due, 'https://school.example/enroll#t', '2026-12-23'),
    renewalReminderMail(language, brand, 'due', due, 'https://school.example/enroll#t', '2026-12-24'),
    renewalFailedMail(language, brand, { ...due, last4: '4242' }, null),
    ...[-3, 0, 3].map((offset) => instalmentReminderMail(language, brand, offset, part, 'https://school.example/enroll#t')),
    enrollmentEndedMail(
      language,
      brand,
      { studentName: 'Neema', planName: plan.name, endedOn: '2026-11-24', card: true },
      'kosa',
    ),
    certificateAwardedMail(language, brand, certificate, 'Neema', { verify: 'https://school.example/c/JC-1' }),
    certificateRevokedMail(language, brand, certificate, 'Neema', 'kosa', { verify: 'https://school.example/c/JC-1' }),
    contactAcknowledgement(language, brand),
    weeklyReminderMail(language, brand, weekly, 'day'),
    weeklyReminderMail(language, brand, weekly, 'hour'),
    schoolChangeMail(language, brand, { ...weekly, cover: { mentorName: 'Baraka', joinLink: weekly.joinLink } }),
    schoolChangeMail(language, brand, weekly),
    makeUpExpiringMail(language, brand, { childFirstName: 'Neema', lastDay: '2026-12-10', rule: null }),
    progressReportMail(
      language,
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
const ENGLISH = /\b(Hello|the|your|class|booked|Thank you|Questions\?|Student|Plan|Price|Grade|Starter)\b/;

/** What each mail of `language` hands the frame: its template and its blocks' kinds in order. */
function shapes(language: Language) {
  composed.mockClear();
  everyMail(language);
  return composed.mock.calls.map(([, c]: [Brand, Content]) => ({ template: c.template, kinds: c.blocks.map((b) => b.kind) }));
}

describe('family mails', () => {
  beforeEach(() => {
    composed.mockClear();
  });

  it('have every key in every language; a key a language lacks is named', () => {
    expect(dictionaryProblems(DICTIONARIES)).toEqual([]);
    const { subject: _gone, ...lacking } = catalogues.sw.mail.trialBooked;
    expect(missingKeys(catalogues.en.mail, { ...catalogues.sw.mail, trialBooked: lacking })).toEqual(['trialBooked.subject']);
  });

  it.each(LANGUAGES.filter((l) => l.code !== 'en').map((l) => l.code))(
    "in %s: each mail is the English one's template, with the same blocks in the same order",
    (language) => {
      const english = shapes('en');
      expect(english.length).toBe(everyMail('en').length);
      expect(shapes(language)).toEqual(english);
    },
  );

  it('every family template of src/messages/mail (the weekly reminder with them) is in the list', () => {
    const files = [
      ...readdirSync('src/messages/mail')
        .filter((f) => f.endsWith('.ts'))
        .map((f) => `src/messages/mail/${f}`),
    ];
    const declared = files
      .flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/template: [`']([^`']+)[`']/g)].map((m) => m[1]!))
      .filter((t) => !t.includes('notice') && t !== 'enrollment-expired');
    const rendered = new Set(everyMail('sw').map((mail) => mail.template));
    for (const template of declared) {
      const pattern = new RegExp(`^${template.replace(/\$\{\w+\}/g, '[\\w-]+')}$`);
      expect(
        [...rendered].some((t) => pattern.test(t)),
        `${template} is not in the list`,
      ).toBe(true);
    }
  });

  it('a Kiswahili mail is the same mail in Kiswahili: same template, html lang, no English sentence', () => {
    const en = everyMail('en');
    everyMail('sw').forEach((mail, i) => {
      expect(mail.template).toBe(en[i]!.template);
      expect(mail.html).toContain('<html lang="sw">');
      expect(mail.subject).not.toBe(en[i]!.subject);
      // Names, brands and links aside, nothing in it reads as English.
      const text = mail.text.replace(/https?:\S+/g, '');
      expect(text.match(ENGLISH)?.[0] ?? null, `${mail.template}: ${text}`).toBeNull();
    });
  });

  it('the Kiswahili trial mail shows the time with its Kiswahili reading, in the family zone and in Nairobi', () => {
    const mail = trialBooked('sw', brand, booking, 'https://x.example/m#t', now);
    // Lagos is two hours behind Nairobi: 08:00 there is 10:00 in Nairobi.
    expect(mail.text).toContain(`08:00 (${swahiliClockReading('08:00')}) WAT`);
    expect(mail.text).toContain(`Nairobi: 10:00 (${swahiliClockReading('10:00')})`);
    expect(mail.text).toContain('dakika 60');
    expect(mail.text).not.toMatch(/\bsaa 1\b|masaa/);
    expect(mail.text).toContain(`hadi saa ${brand.trial.changeCutoffHours} kabla ya darasa kuanza`);
    const day = new Intl.DateTimeFormat('sw-KE', { weekday: 'long', timeZone: 'Africa/Lagos' }).format(
      new Date('2026-11-24T09:00:00Z'),
    );
    expect(mail.subject).toContain(day);
    const ics = mail.attachments![0]!.content;
    expect(ics).toContain('SUMMARY:Darasa la majaribio');
    expect(ics).toContain('saa nne asubuhi');
    expect(ics).toContain('LOCATION:Mtandaoni');
    expect(ics).not.toContain('Trial class starts');
  });
});
