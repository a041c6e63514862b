// The renewal reminders of a plan that does not renew by itself, and its status, day by day.
// Dates are the school's Nairobi calendar dates for every country: a family in Lagos or
// Johannesburg is reminded on the same school days (the job runs on Nairobi time).
import { describe, expect, it } from 'vitest';
import { addMonths } from '../../../../src/domain/enrollment/paid-until';
import { reminderDue, renewalStep } from '../../../../src/domain/enrollment/renewal';
import { addDays } from '../../../../src/domain/slots';

/** Fixtures, not settings.yaml's values: a 7-day grace and a first reminder 7 days ahead. */
const grace = { graceDays: 7, firstReminderDays: 7 };

/** Every day from 10 days before paidUntil to 10 after, with what is due. */
function around(paidUntil: string) {
  return Array.from({ length: 21 }, (_, i) => {
    const today = addDays(paidUntil, i - 10);
    return { offset: i - 10, today, ...renewalStep({ paidUntil, status: 'active' }, today, grace) };
  });
}

describe('renewal reminders', () => {
  it('the first reminder (7 days) before days before, the day before and on the day: each window once, in order', () => {
    const days = around('2027-03-15');
    const reminders = days.map((d) => `${d.offset}:${d.reminder ?? '-'}`);
    expect(reminders.filter((r) => !r.endsWith('-'))).toEqual([
      '-7:week',
      '-6:week',
      '-5:week',
      '-4:week',
      '-3:week',
      '-2:week',
      '-1:day',
      '0:due',
      '1:due',
      '2:due',
      '3:due',
      '4:due',
      '5:due',
      '6:due',
      '7:due',
    ]);
  });

  it('active before paidUntil, past due on it and through the grace, expired after', () => {
    const status = Object.fromEntries(around('2027-03-15').map((d) => [d.offset, d.status]));
    expect([status[-1], status[0], status[7], status[8]]).toEqual(['active', 'past_due', 'past_due', 'expired']);
  });

  it('counts across month ends and leap days', () => {
    // 2028 is a leap year: a week before 2028-03-03 is 2028-02-25.
    expect(reminderDue('2028-03-03', '2028-02-25', grace)).toBe('week');
    expect(reminderDue('2028-03-03', '2028-02-24', grace)).toBeNull();
    expect(reminderDue('2028-03-01', '2028-02-29', grace)).toBe('day');
    expect(reminderDue('2027-03-01', '2027-02-28', grace)).toBe('day');
    // A new year: the day before 2027-01-01.
    expect(reminderDue('2027-01-01', '2026-12-31', grace)).toBe('day');
    // A monthly plan anchored on the 31st falls due on the last day of shorter months.
    expect(addMonths('2027-01-31', 1, 31)).toBe('2027-02-28');
    expect(reminderDue(addMonths('2027-01-31', 1, 31), '2027-02-21', grace)).toBe('week');
  });

  it('a job that missed days sends only the window of today, never a stale one', () => {
    // The job did not run for a week: on the day before, it is "tomorrow", not "a week".
    expect(reminderDue('2027-03-15', '2027-03-14', grace)).toBe('day');
    // Ten days late with a 7-day grace: nothing to remind; the plan has expired.
    expect(renewalStep({ paidUntil: '2027-03-15', status: 'past_due' }, '2027-03-25', grace)).toEqual({
      status: 'expired',
      reminder: null,
    });
  });

  it('a card that renews by itself gets no reminder; a cancelled plan nothing at all', () => {
    expect(renewalStep({ paidUntil: '2027-03-15', status: 'active', autoRenew: true }, '2027-03-08', grace)).toEqual({
      status: 'active',
      reminder: null,
    });
    expect(renewalStep({ paidUntil: '2027-03-15', status: 'cancelled' }, '2027-03-15', grace)).toEqual({
      status: 'cancelled',
      reminder: null,
    });
  });

  it('the first reminder moves with its setting: 3 days ahead opens on day -3', () => {
    const soon = { ...grace, firstReminderDays: 3 };
    expect(reminderDue('2027-03-15', '2027-03-11', soon)).toBeNull();
    expect(reminderDue('2027-03-15', '2027-03-12', soon)).toBe('week');
    expect(reminderDue('2027-03-15', '2027-03-14', soon)).toBe('day');
    expect(reminderDue('2027-03-15', '2027-03-05', { ...grace, firstReminderDays: 10 })).toBe('week');
  });

  it('a grace of 0 expires the day after paidUntil', () => {
    const none = { ...grace, graceDays: 0 };
    expect(renewalStep({ paidUntil: '2027-03-15', status: 'active' }, '2027-03-15', none).status).toBe('past_due');
    expect(renewalStep({ paidUntil: '2027-03-15', status: 'active' }, '2027-03-16', none)).toEqual({
      status: 'expired',
      reminder: null,
    });
  });
});
