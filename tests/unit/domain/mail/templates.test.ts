// Every mail template, as text and HTML, for a family in each country's zone.
import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import type { Country } from '../../../../src/domain/booking';
import { googleCalendarUrl, icsFor } from '../../../../src/domain/calendar';
import type { BookingRecord } from '../../../../src/domain/mail/booking-types';
import { classTime } from '../../../../src/domain/mail/class-time';
import { contactAcknowledgement, contactNotice, questionNotice } from '../../../../src/domain/mail/contact';
import { escapeHtml, type Brand, type Mail } from '../../../../src/domain/mail/layout';
import { manageLinkAgain } from '../../../../src/domain/mail/manage-link';
import { billingPeriod, paymentNotice, paymentReceipt, type Paid } from '../../../../src/domain/mail/payment';
import { recommendationMail } from '../../../../src/domain/mail/recommendation';
import { reminderMail } from '../../../../src/domain/mail/reminders';
import { trialBooked, trialBookedNotice } from '../../../../src/domain/mail/trial-booked';
import {
  trialCancelled,
  trialCancelledNotice,
  trialRescheduled,
  trialRescheduledNotice,
} from '../../../../src/domain/mail/trial-changed';

const countries = (
  yaml.load(readFileSync('src/content/countries.yaml', 'utf8')) as {
    id: string;
    name: string;
    dial: string;
    tz: string;
    flag: string;
  }[]
).map((c): Country => ({ code: c.id, name: c.name, dial: c.dial, tz: c.tz, flag: c.flag }));
const settings = (
  yaml.load(readFileSync('src/content/settings.yaml', 'utf8')) as {
    site: { brandName: string; supportPhone: string; contactEmail: string };
  }
).site;
const brand: Brand = {
  name: settings.brandName,
  siteUrl: 'https://school.example',
  supportPhone: settings.supportPhone,
  contactEmail: settings.contactEmail,
};
const chat = `https://wa.me/${settings.supportPhone.replace(/\D/g, '')}`;
const hostile = '<img src=x onerror=alert(1)>';
const now = new Date('2026-11-20T06:00:00Z');
const manageUrl = 'https://school.example/manage#tok_abc123';

/** Expected family-zone readings of Tuesday 24 November 2026, 10:00 in Nairobi. */
const expected: Record<string, string> = {
  KE: 'Tuesday 24 November, 10:00 EAT',
  UG: 'Tuesday 24 November, 10:00 EAT',
  TZ: 'Tuesday 24 November, 10:00 EAT',
  NG: 'Tuesday 24 November, 08:00 WAT (10:00 in Nairobi)',
  ZA: 'Tuesday 24 November, 09:00 SAST (10:00 in Nairobi)',
};

const booking = (country: Country, name = 'Amani'): BookingRecord => ({
  id: 'bk_123',
  studentName: name,
  studentGrade: '3-5',
  parentName: `${name}'s parent`,
  email: 'parent@example.com',
  whatsapp: `${country.dial}700000001`,
  country,
  date: '2026-11-24',
  time: '10:00',
});

/** What every mail must be: branded, escaped, inline-styled, no images or remote resources. */
function wellFormed(mail: Mail) {
  expect(mail.subject).toContain(brand.name);
  expect(mail.subject).not.toMatch(/[\r\n]/);
  for (const body of [mail.text, mail.html]) {
    expect(body).toContain(brand.name);
    expect(body).toContain(chat);
  }
  expect(mail.html).toMatch(/^<!doctype html>/);
  expect(mail.html).toContain('name="viewport"');
  expect(mail.html).toContain('max-width:560px');
  expect(mail.html).not.toMatch(/<(img|style|script|link|iframe)\b|url\(/i);
  expect(mail.html).not.toMatch(/<[^>]*\ssrc=/i);
  expect(mail.text).not.toMatch(/<(p|table|a|h1)\b/i);
}

describe('classTime', () => {
  it.each(countries.map((c) => [c.code, c] as const))('reads the class in %s and in Nairobi', (code, country) => {
    expect(classTime('2026-11-24', '10:00', country.tz).full).toBe(expected[code]);
  });

  it('names the Nairobi time for the school', () => {
    expect(classTime('2026-11-24', '17:00', 'Africa/Lagos').nairobi).toBe('Tuesday 24 November 2026, 17:00 EAT in Nairobi');
  });
});

describe.each(countries.map((c) => [c.code, c] as const))('booking mails for a family in %s', (code, country) => {
  const b = booking(country);
  const when = expected[code]!;
  const local = when.replace(/ \(.*\)$/, '');

  it('trial booked: the class in both zones, the class link route, the .ics, the calendar and manage links', () => {
    const mail = trialBooked(brand, b, manageUrl, now);
    wellFormed(mail);
    expect(mail.subject).toBe(`Your free trial class is booked: ${local} · ${brand.name}`);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(escapeHtml(when));
      expect(body).toContain(b.whatsapp);
      expect(body).toContain('Amani');
      expect(body).toContain(manageUrl);
    }
    expect(mail.text).toContain(googleCalendarUrl(b));
    expect(mail.html).toContain(escapeHtml(googleCalendarUrl(b)));
    expect(mail.attachments).toEqual([
      { filename: 'trial-class-2026-11-24.ics', content: icsFor(b, { now }), contentType: 'text/calendar' },
    ]);
    expect(mail.attachments![0]!.content).toContain('DTSTART:20261124T070000Z');
  });

  it("trial booked notice: every field, in Nairobi's time and the family's", () => {
    const mail = trialBookedNotice(brand, b);
    wellFormed(mail);
    for (const value of [
      'Amani',
      '3-5',
      "Amani's parent",
      'parent@example.com',
      b.whatsapp,
      country.name,
      country.tz,
      'bk_123',
      local,
    ]) {
      expect(mail.text).toContain(value);
      expect(mail.html).toContain(escapeHtml(value));
    }
    expect(mail.text).toContain('Tuesday 24 November 2026, 10:00 EAT in Nairobi');
  });

  it('rescheduled: the new time and the old one, to the family and the school', () => {
    const moved = { ...b, date: '2026-11-25', time: '15:00' };
    const mail = trialRescheduled(brand, moved, { date: b.date, time: b.time }, manageUrl, now);
    wellFormed(mail);
    expect(mail.text).toContain(when);
    expect(mail.text).toMatch(/New time: Wednesday 25 November, 1[345]:00/);
    expect(mail.attachments![0]!.content).toContain('DTSTART:20261125T120000Z');
    const notice = trialRescheduledNotice(brand, moved, { date: b.date, time: b.time }, 'parent');
    wellFormed(notice);
    expect(notice.text).toContain('Now: Wednesday 25 November 2026, 15:00 EAT in Nairobi');
    expect(notice.text).toContain('Was: Tuesday 24 November 2026, 10:00 EAT in Nairobi');
  });

  it('cancelled: by the family, or by staff with the reason', () => {
    const mine = trialCancelled(brand, b, 'parent');
    wellFormed(mine);
    expect(mine.subject).toBe(`Your free trial class on ${local} is cancelled · ${brand.name}`);
    expect(mine.text).toContain('As you asked');
    const ours = trialCancelled(brand, b, 'staff', 'Teacher unwell');
    expect(ours.text).toContain('Reason: Teacher unwell');
    const notice = trialCancelledNotice(brand, b, 'staff', 'Teacher unwell');
    wellFormed(notice);
    expect(notice.text).toContain('cancelled by staff');
    expect(notice.text).toContain('Reason: Teacher unwell');
  });

  it('manage link sent again', () => {
    const mail = manageLinkAgain(brand, b, manageUrl);
    wellFormed(mail);
    expect(mail.text).toContain(manageUrl);
    expect(mail.text).toContain(when);
  });

  it('manage link sent again says the truth: the same link, still working, nothing booked', () => {
    const mail = manageLinkAgain(brand, b, manageUrl);
    expect(mail.text).toContain('It is the same link we sent when you booked, and it still works.');
    expect(mail.text).toContain('so we did not book another');
    expect(mail.text).not.toMatch(/nothing was changed|one free trial\.|new link/i);
    const old = manageLinkAgain(brand, b, null);
    wellFormed(old);
    expect(old.text).toContain('use the private link in the mail we sent when you booked');
    expect(old.html).not.toContain('/manage#');
  });

  it('reminders, 24 hours and 1 hour before', () => {
    const day = reminderMail(brand, b, 'day');
    const hour = reminderMail(brand, b, 'hour');
    wellFormed(day);
    wellFormed(hour);
    expect(day.subject).toBe(`Reminder: Amani's free trial class is on ${local} · ${brand.name}`);
    expect(hour.subject).toContain('Starting within the hour');
    for (const mail of [day, hour]) {
      expect(mail.text).toContain(when);
      expect(mail.text).toContain(b.whatsapp);
    }
  });

  it('escapes a hostile name everywhere in the HTML', () => {
    const evil = booking(country, hostile);
    const mails = [
      trialBooked(brand, evil, manageUrl, now),
      trialBookedNotice(brand, evil),
      trialCancelled(brand, evil, 'parent'),
      reminderMail(brand, evil, 'hour'),
      manageLinkAgain(brand, evil, manageUrl),
    ];
    for (const mail of mails) {
      expect(mail.html).not.toContain('<img');
      expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(mail.text).toContain(hostile);
    }
  });
});

describe('payment mails', () => {
  const paid: Paid = {
    reference: 'T-ref-1',
    kind: 'plan',
    amount: 10000,
    currency: 'KES',
    paidFor: { plan: { name: 'Pro', classes: 2 }, period: 'monthly' },
    studentName: 'Amani',
    email: 'payer@example.com',
    paidAt: new Date('2026-11-23T21:30:00Z'), // 00:30 on 24 November in Nairobi
  };

  it('billing periods run in Nairobi calendar days', () => {
    expect(billingPeriod('monthly', paid.paidAt)).toBe('Monthly: 24 November 2026 to 23 December 2026');
    expect(billingPeriod('quarterly', paid.paidAt)).toBe('Quarterly: 24 November 2026 to 23 February 2027');
    expect(billingPeriod('yearly', new Date('2026-01-31T08:00:00Z'))).toBe('Yearly: 31 January 2026 to 30 January 2027');
  });

  it("an enrollment's receipt names the child, the plan, the period and the new due date", () => {
    // Paid early: the enrollment continues from its old due date, so the due date is the fact.
    const mail = paymentReceipt(brand, { ...paid, paidUntil: '2027-02-28' });
    for (const line of ['Student: Amani', 'Plan: Pro', 'Billing period: Monthly', 'Paid until: 28 February 2027']) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).not.toContain('24 November 2026 to');
  });

  it('plan receipt: plan, billing period, classes a week, amount, reference, date', () => {
    const mail = paymentReceipt(brand, paid);
    wellFormed(mail);
    expect(mail.subject).toBe(`Your ${brand.name} receipt: Pro plan, monthly, KES 10,000`);
    for (const line of [
      'Plan: Pro',
      'Billing period: Monthly: 24 November 2026 to 23 December 2026',
      'Classes: 2 classes per week',
      'Amount: KES 10,000',
      'Reference: T-ref-1',
      'Date: 24 November 2026',
    ]) {
      expect(mail.text).toContain(line);
    }
    const notice = paymentNotice(brand, paid);
    wellFormed(notice);
    expect(notice.subject).toContain('Pro (Monthly) received: KES 10,000 from payer@example.com');
    expect(notice.text).toContain('Email: payer@example.com');
  });

  it('donation: a thank-you receipt and a notice', () => {
    const gift: Paid = { ...paid, kind: 'donation', amount: 25, currency: 'USD', paidFor: null, studentName: hostile };
    const mail = paymentReceipt(brand, gift);
    wellFormed(mail);
    expect(mail.subject).toBe(`Thank you for your donation to ${brand.name}: $25`);
    expect(mail.text).toContain('Amount: $25');
    expect(mail.html).not.toContain('<img');
    expect(paymentNotice(brand, gift).subject).toContain('Donation received: $25');
  });
});

describe('message mails', () => {
  const message = {
    firstName: 'Wanjiru',
    lastName: hostile,
    email: 'w@example.com',
    phone: '+254711000000',
    company: '',
    message: `Hello\n${hostile}\nBye`,
  };

  it("contact: the sender's acknowledgement thanks them, says when the answer comes, and repeats nothing they typed", () => {
    const mail = contactAcknowledgement(brand);
    wellFormed(mail);
    expect(mail.text).toContain(`Thank you for writing to ${brand.name}.`);
    expect(mail.text).toContain('answer within one working day');
    for (const typed of ['Wanjiru', 'Bye', 'onerror', 'w@example.com']) {
      expect(mail.text).not.toContain(typed);
      expect(mail.html).not.toContain(typed);
    }
  });

  it('contact: the school notice holds every field', () => {
    const mail = contactNotice(brand, message);
    wellFormed(mail);
    for (const value of ['Wanjiru', 'w@example.com', '+254711000000', 'Bye']) expect(mail.text).toContain(value);
    expect(mail.html).not.toContain('<img');
  });

  it('question: a notice with the email', () => {
    const mail = questionNotice(brand, 'q@example.com');
    wellFormed(mail);
    expect(mail.text).toContain('Email: q@example.com');
  });
});

describe('recommendation mail', () => {
  it('names the child, course, plan, period and price, quotes the note, and links to /enroll', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const mail = recommendationMail(
      brand,
      {
        studentName: 'Wanjiru',
        parentName: 'Amina',
        courseTitle: 'AI & Coding Prodigy',
        plan: { name: 'Pro', classes: 2 },
        period: 'quarterly',
        currency: 'KES',
        amount: 14000,
        note: `Loves puzzles. ${hostile}`,
      },
      `${brand.siteUrl}/enroll#${'A'.repeat(43)}`,
    );
    wellFormed(mail);
    expect(mail.subject).toBe(`Wanjiru's learning plan from ${brand.name}`);
    for (const line of [
      'Course: AI & Coding Prodigy',
      'Plan: Pro (2 classes per week)',
      'Billing period: Quarterly',
      'Price: KES 14,000',
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).toContain(`/enroll#${'A'.repeat(43)}`);
    expect(mail.html).not.toContain(hostile);
  });
});
