// Shared by the mail template tests (booking-, payment- and message-mails.test.ts): the countries and brand from the data
// files, a booking for a family in a country's zone, and `wellFormed`, what a mail must be.
import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { expect } from 'vitest';
import type { Country } from '../../../../src/domain/booking';
import type { BookingRecord } from '../../../../src/domain/booking-types';
import { type Brand, type Mail } from '../../../../src/messages/mail/layout';

export const countries = (
  yaml.load(readFileSync('src/content/countries.yaml', 'utf8')) as {
    id: string;
    name: string;
    dial: string;
    tz: string;
    flag: string;
  }[]
).map((c): Country => ({ code: c.id, name: c.name, dial: c.dial, tz: c.tz, flag: c.flag }));
export const settings = (
  yaml.load(readFileSync('src/content/settings.yaml', 'utf8')) as {
    site: { brandName: string; supportPhone: string; contactEmail: string };
  }
).site;
export const brand: Brand = {
  name: settings.brandName,
  siteUrl: 'https://school.example',
  supportPhone: settings.supportPhone,
  contactEmail: settings.contactEmail,
  // The trial's rules are fixtures, not settings.yaml's values: the mails must say whatever the setting is.
  trial: { changeCutoffHours: 3, calendarAlarmMinutes: 20, windowDays: 7, reminderHours: { day: 24, hour: 1 } },
};
export const chat = `https://wa.me/${settings.supportPhone.replace(/\D/g, '')}`;
export const hostile = '<img src=x onerror=alert(1)>';
export const now = new Date('2026-11-20T06:00:00Z');
export const manageUrl = 'https://school.example/manage#tok_abc123';

/** Expected family-zone readings of Tuesday 24 November 2026, 10:00 in Nairobi. */
export const expected: Record<string, string> = {
  KE: 'Tuesday 24 November, 10:00 EAT',
  UG: 'Tuesday 24 November, 10:00 EAT',
  TZ: 'Tuesday 24 November, 10:00 EAT',
  NG: 'Tuesday 24 November, 08:00 WAT (10:00 in Nairobi)',
  ZA: 'Tuesday 24 November, 09:00 SAST (10:00 in Nairobi)',
};

export const booking = (country: Country, name = 'Amani'): BookingRecord => ({
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
export function wellFormed(mail: Mail) {
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
