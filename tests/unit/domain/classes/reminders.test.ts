// Weekly-class reminders: which is due when, the family's zone, and the mail's words.
import { describe, expect, it } from 'vitest';
import { dueClassReminder, familyZone } from '../../../../src/domain/classes/reminders';
import { weeklyReminderMail } from '../../../../src/messages/mail/weekly-reminder';

/** The reminders' hours (settings.yaml `booking.reminderHours`), a fixture. */
const HOURS = { day: 24, hour: 1 };

const HOUR = 3_600_000;
const start = Date.parse('2026-03-09T13:00:00Z'); // Monday 16:00 Nairobi
const state = (over: Partial<Parameters<typeof dueClassReminder>[0]> = {}) => ({
  status: 'scheduled',
  start,
  createdAt: start - 30 * 24 * HOUR,
  reminders: {},
  ...over,
});

describe('dueClassReminder', () => {
  it('is due a day before, then an hour before, each once', () => {
    expect(dueClassReminder(state(), start - 25 * HOUR, HOURS)).toBeNull();
    expect(dueClassReminder(state(), start - 24 * HOUR, HOURS)).toBe('day');
    expect(dueClassReminder(state({ reminders: { day: 1 } }), start - 2 * HOUR, HOURS)).toBeNull();
    expect(dueClassReminder(state({ reminders: { day: 1 } }), start - HOUR, HOURS)).toBe('hour');
    expect(dueClassReminder(state({ reminders: { day: 1, hour: 1 } }), start - 10 * 60_000, HOURS)).toBeNull();
  });

  it('sends nothing for a marked or started class, and no day reminder for a class written less than a day ahead', () => {
    expect(dueClassReminder(state({ status: 'cancelled' }), start - HOUR, HOURS)).toBeNull();
    expect(dueClassReminder(state(), start, HOURS)).toBeNull();
    expect(dueClassReminder(state({ createdAt: start - 3 * HOUR }), start - 2 * HOUR, HOURS)).toBeNull();
  });
});

describe('the family and the mail', () => {
  it('reads the zone from the WhatsApp number, Nairobi when unknown', () => {
    expect(familyZone('+2348012345678')).toBe('Africa/Lagos');
    expect(familyZone(undefined)).toBe('Africa/Nairobi');
  });

  it('names the mentor, the time in the family zone, the join link and the plan’s own rescheduling line', () => {
    const brand = {
      name: 'JengaCode',
      siteUrl: 'https://jengacode.example',
      supportPhone: '+254700000000',
      contactEmail: 'hi@jengacode.example',
      trial: { changeCutoffHours: 3, calendarAlarmMinutes: 20, windowDays: 7, reminderHours: { day: 24, hour: 1 } },
    };
    const mail = weeklyReminderMail(
      'en',
      brand,
      {
        studentName: 'Ada',
        mentorName: 'Zuri',
        start: new Date(start),
        tz: 'Africa/Lagos',
        joinLink: 'https://meet.example/zuri',
        reschedulingLine: 'Unlimited rescheduling',
      },
      'day',
    );
    expect(mail.subject).toContain('Zuri');
    expect(mail.text).toContain('14:00 WAT');
    expect(mail.text).toContain('https://meet.example/zuri');
    expect(mail.text).toContain('Unlimited rescheduling');
  });
});
