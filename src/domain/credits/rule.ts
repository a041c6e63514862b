// A plan's make-up credit rule (plans.yaml `makeUp`, its one home) and what it decides: whether
// a cancelled class gives the child a credit, until when a credit lasts, and whether a credit can
// still be used. A class the school cancels always gives one; a family's cancellation gives one
// when it came at least the plan's hours of notice before the class and the child has not yet had
// the plan's number of such credits in the class's Nairobi month. A credit lasts to the end of
// the paid period it was given in plus the plan's days: it can be used until Nairobi midnight
// that begins the day `paidUntil + days` (paidUntil being the day the next payment falls due).
// Pure; takes `now`.
import { addDays, NAIROBI_TZ, nairobiDate } from '../slots';
import { zonedInstant } from '../zone-clock';

export interface MakeUpRule {
  /** Hours of notice before a class starts for a family's cancellation to earn a credit. */
  familyNoticeHours: number;
  /** Days after the end of the paid period a credit can still be used. */
  validDaysAfterPeriod: number;
  /** A child's credits from family cancellations in one Nairobi month; 0: none. */
  perMonth: number;
}

export type CancelledBy = 'school' | 'family';

export interface Cancellation {
  by: CancelledBy;
  /** When the class was to start, and when it was cancelled. */
  classStart: Date;
  at: Date;
  /** Credits the child already earned by the family's notice in the class's Nairobi month. */
  familyCreditsThisMonth: number;
}

export type NoCredit = 'short-notice' | 'month-cap' | 'not-offered';

/** Why this cancellation earns no credit, or null when it earns one. */
export function noCreditReason(rule: MakeUpRule, c: Cancellation): NoCredit | null {
  if (c.by === 'school') return null;
  if (rule.perMonth === 0) return 'not-offered';
  if (c.classStart.getTime() - c.at.getTime() < rule.familyNoticeHours * 3_600_000) return 'short-notice';
  if (c.familyCreditsThisMonth >= rule.perMonth) return 'month-cap';
  return null;
}

/** The Nairobi month (YYYY-MM) a family's credit is counted in: its class's. */
export const creditMonth = (classStart: Date) => nairobiDate(classStart).slice(0, 7);

/** The Nairobi date from which a credit no longer works: `paidUntil` (exclusive end of the period) plus the rule's days. */
export const expiryDate = (rule: Pick<MakeUpRule, 'validDaysAfterPeriod'>, paidUntil: string) =>
  addDays(paidUntil, rule.validDaysAfterPeriod);

/** The instant a credit stops working: Nairobi midnight that begins its expiry date. */
export const expiresAt = (rule: Pick<MakeUpRule, 'validDaysAfterPeriod'>, paidUntil: string) =>
  zonedInstant(expiryDate(rule, paidUntil), '00:00', NAIROBI_TZ);

/** The last Nairobi date a credit can be used on, as families are told it. */
export const lastDay = (expires: Date) => addDays(nairobiDate(expires), -1);

export type CreditStatus = 'open' | 'used' | 'withdrawn';

/** Whether a credit books a class starting at `classStart`, redeemed at `now`. */
export function creditRefusal(
  credit: { status: CreditStatus; expiresAt: Date },
  classStart: Date,
  now: Date,
): 'not-open' | 'expired' | 'in-the-past' | 'after-expiry' | null {
  if (credit.status !== 'open') return 'not-open';
  if (now.getTime() >= credit.expiresAt.getTime()) return 'expired';
  if (classStart.getTime() <= now.getTime()) return 'in-the-past';
  if (classStart.getTime() >= credit.expiresAt.getTime()) return 'after-expiry';
  return null;
}

/** Days before expiry the reminder goes out. */
export const REMINDER_DAYS_BEFORE = 3;

/** Whether an open credit is due its expiry reminder at `now` (from 3 days before, until it expires). */
export const reminderDue = (credit: { status: CreditStatus; expiresAt: Date; reminded?: boolean }, now: Date) =>
  credit.status === 'open' &&
  !credit.reminded &&
  now.getTime() < credit.expiresAt.getTime() &&
  credit.expiresAt.getTime() - now.getTime() <= REMINDER_DAYS_BEFORE * 86_400_000;
