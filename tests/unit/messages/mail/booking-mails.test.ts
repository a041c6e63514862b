// The booking mail templates, as text and HTML, for a family in each country's zone.
import { describe, expect, it } from 'vitest';
import { googleCalendarUrl, icsFor, trialEvent } from '../../../../src/messages/calendar';
import { words as formats } from '../../../../src/i18n/en/formats';
import { escapeHtml } from '../../../../src/messages/mail/layout';
import { manageLinkAgain } from '../../../../src/messages/mail/manage-link';
import { reminderMail } from '../../../../src/messages/mail/reminders';
import { trialBooked, trialBookedNotice } from '../../../../src/messages/mail/trial-booked';
import {
  trialCancelled,
  trialCancelledNotice,
  trialRescheduled,
  trialRescheduledNotice,
} from '../../../../src/messages/mail/trial-changed';
import { countries, brand, hostile, now, manageUrl, expected, booking, wellFormed } from './mail-fixtures';

const { classTime } = formats;

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
    const mail = trialBooked('en', brand, b, manageUrl, now);
    wellFormed(mail);
    expect(mail.subject).toBe(`Your free trial class is booked: ${local} · ${brand.name}`);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(escapeHtml(when));
      expect(body).toContain(b.whatsapp);
      expect(body).toContain('Amani');
      expect(body).toContain(manageUrl);
    }
    expect(mail.text).toContain(googleCalendarUrl(b, trialEvent(b, brand.trial.calendarAlarmMinutes)));
    expect(mail.html).toContain(escapeHtml(googleCalendarUrl(b, trialEvent(b, brand.trial.calendarAlarmMinutes))));
    expect(mail.attachments).toEqual([
      {
        filename: 'trial-class-2026-11-24.ics',
        content: icsFor(b, { now, text: trialEvent(b, brand.trial.calendarAlarmMinutes) }),
        contentType: 'text/calendar',
      },
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
    const mail = trialRescheduled('en', brand, moved, { date: b.date, time: b.time }, manageUrl, now);
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
    const mine = trialCancelled('en', brand, b, 'parent');
    wellFormed(mine);
    expect(mine.subject).toBe(`Your free trial class on ${local} is cancelled · ${brand.name}`);
    expect(mine.text).toContain('As you asked');
    const ours = trialCancelled('en', brand, b, 'staff', 'Teacher unwell');
    expect(ours.text).toContain('Reason: Teacher unwell');
    const notice = trialCancelledNotice(brand, b, 'staff', 'Teacher unwell');
    wellFormed(notice);
    expect(notice.text).toContain('cancelled by staff');
    expect(notice.text).toContain('Reason: Teacher unwell');
  });

  it('manage link sent again', () => {
    const mail = manageLinkAgain('en', brand, b, manageUrl);
    wellFormed(mail);
    expect(mail.text).toContain(manageUrl);
    expect(mail.text).toContain(when);
  });

  it('manage link sent again says the truth: the same link, still working, nothing booked', () => {
    const mail = manageLinkAgain('en', brand, b, manageUrl);
    expect(mail.text).toContain('It is the same link we sent when you booked, and it still works.');
    expect(mail.text).toContain('so we did not book another');
    expect(mail.text).not.toMatch(/nothing was changed|one free trial\.|new link/i);
    const old = manageLinkAgain('en', brand, b, null);
    wellFormed(old);
    expect(old.text).toContain('use the private link in the mail we sent when you booked');
    expect(old.html).not.toContain('/manage#');
  });

  it('reminders, 24 hours and 1 hour before', () => {
    const day = reminderMail('en', brand, b, 'day');
    const hour = reminderMail('en', brand, b, 'hour');
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
      trialBooked('en', brand, evil, manageUrl, now),
      trialBookedNotice(brand, evil),
      trialCancelled('en', brand, evil, 'parent'),
      reminderMail('en', brand, evil, 'hour'),
      manageLinkAgain('en', brand, evil, manageUrl),
    ];
    for (const mail of mails) {
      expect(mail.html).not.toContain('<img');
      expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(mail.text).toContain(hostile);
    }
  });
});
