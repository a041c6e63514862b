// When a plan that does not renew by itself (M-Pesa, or a card without a subscription) is
// due again, and what the family is told. Dates are Nairobi calendar dates (YYYY-MM-DD), the
// school's calendar, as `paidUntil` is (paid-until.ts). Pure: "today" is a parameter.
//
// Three reminders, each once for a given paidUntil: a week before it, the day before, and on
// the day it passes. A job that missed days sends only the reminder of today's window, never
// a stale one: a family is not told "a week to go" on the day before.
import { daysBetween, statusOn, type EnrollmentStatus } from './paid-until';

/** Days after paidUntil that an unpaid plan stays past due (classes go on) before it expires. */
export const DEFAULT_GRACE_DAYS = 7;
/** Days a recommendation's mailed enroll link keeps working. */
export const DEFAULT_LINK_DAYS = 30;

export type RenewalReminder = 'week' | 'day' | 'due';

/** How many days before paidUntil each reminder's window opens (`due`: on the day itself). */
export const REMINDER_DAYS_BEFORE: Record<RenewalReminder, number> = { week: 7, day: 1, due: 0 };

export interface EnrollmentSettings {
  graceDays: number;
  recommendationLinkDays: number;
}

/**
 * The reminder whose window `today` falls in, for a plan due on `paidUntil`: `week` from 7
 * to 2 days before, `day` the day before, `due` from the day itself to the end of the grace.
 * Null before the first window and after the grace (the plan has expired: staff are told).
 */
export function reminderDue(paidUntil: string, today: string, graceDays: number): RenewalReminder | null {
  const before = daysBetween(today, paidUntil);
  if (before > REMINDER_DAYS_BEFORE.week) return null;
  if (before > REMINDER_DAYS_BEFORE.day) return 'week';
  if (before === REMINDER_DAYS_BEFORE.day) return 'day';
  return -before <= graceDays ? 'due' : null;
}

/** What a renewal job does for one enrollment today: its status, and the reminder to send if not sent yet. */
export function renewalStep(
  e: { paidUntil: string; status: EnrollmentStatus; autoRenew?: boolean },
  today: string,
  graceDays: number,
): { status: EnrollmentStatus; reminder: RenewalReminder | null } {
  if (e.status === 'cancelled') return { status: 'cancelled', reminder: null };
  const status = statusOn(e.paidUntil, today, graceDays);
  // A card that renews by itself is charged by Paystack; its family needs no reminder to pay.
  const reminder = e.autoRenew === true ? null : reminderDue(e.paidUntil, today, graceDays);
  return { status, reminder };
}
