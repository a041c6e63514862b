// When a plan that does not renew by itself (M-Pesa, or a card without a subscription) is
// due again, and what the family is told. Dates are Nairobi calendar dates (YYYY-MM-DD), the
// school's calendar, as `paidUntil` is (paid-until.ts). Pure: "today" is a parameter.
//
// Three reminders, each once for a given paidUntil: `firstReminderDays` before it (settings.yaml
// `enrollment`), the day before, and on the day it passes. A job that missed days sends only the reminder of today's window, never
// a stale one: a family is not told "a week to go" on the day before.
import { daysBetween, statusOn, type EnrollmentStatus } from './paid-until';

/** `week`: the first reminder, `firstReminderDays` ahead (a week at first); `day`: the day before; `due`: from the day itself. */
export type RenewalReminder = 'week' | 'day' | 'due';

export interface EnrollmentSettings {
  graceDays: number;
  recommendationLinkDays: number;
  /** Days before paidUntil that the first renewal reminder's window opens (2 or more; the day before has its own). */
  firstReminderDays: number;
  /** Days from a part's due date that a family paying in parts is reminded (instalments.ts). */
  instalmentReminderDays: readonly number[];
}

/** What the reminders go by: the grace and the first reminder's lead (settings.yaml `enrollment`). */
export type ReminderSettings = Pick<EnrollmentSettings, 'graceDays' | 'firstReminderDays'>;

/** The reminder due `before` days ahead of paidUntil (negative once it has passed), grace aside. */
export function reminderAt(before: number): RenewalReminder {
  return before > 1 ? 'week' : before === 1 ? 'day' : 'due';
}

/**
 * The reminder whose window `today` falls in, for a plan due on `paidUntil`: `week` from
 * `firstReminderDays` to 2 days before, `day` the day before, `due` from the day itself to the
 * end of the grace. Null before the first window and after the grace (the plan has expired: staff are told).
 */
export function reminderDue(paidUntil: string, today: string, settings: ReminderSettings): RenewalReminder | null {
  const before = daysBetween(today, paidUntil);
  if (before > Math.max(settings.firstReminderDays, 1)) return null;
  return -before <= settings.graceDays ? reminderAt(before) : null;
}

/** What a renewal job does for one enrollment today: its status, and the reminder to send if not sent yet. */
export function renewalStep(
  e: { paidUntil: string; status: EnrollmentStatus; autoRenew?: boolean },
  today: string,
  settings: ReminderSettings,
): { status: EnrollmentStatus; reminder: RenewalReminder | null } {
  if (e.status === 'cancelled') return { status: 'cancelled', reminder: null };
  const status = statusOn(e.paidUntil, today, settings.graceDays);
  // A card that renews by itself is charged by Paystack; its family needs no reminder to pay.
  const reminder = e.autoRenew === true ? null : reminderDue(e.paidUntil, today, settings);
  return { status, reminder };
}
