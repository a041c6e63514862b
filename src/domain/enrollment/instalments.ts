// Paying a quarterly or yearly plan in parts (plans.yaml `instalments` of the period). Pure:
// dates are Nairobi calendar dates (YYYY-MM-DD) and "today" is a parameter.
//
// Amounts are integer subunits (cents), every one a whole unit (a whole shilling or dollar), as
// M-Pesa pays. Rounding: the surcharge is the price times its percent, rounded to a whole unit
// (a half going up); each part is the total divided by the parts, rounded down to a whole unit,
// and the first part also pays the units left over, so the parts always sum to the total.
//
// The first part enrolls the child for the whole period (paidUntil and the weekly classes as a
// full payment would); part n falls due n-1 even steps of whole months after the period began.
// A part unpaid `graceDays` after its due date pauses the child's classes until it is paid.
import { addMonths, daysBetween } from './paid-until';
import { periodMonths, type InstalmentTerms, type Period, type PricedPlan } from '../pricing';

const UNIT = 100;

/** The period's terms for paying in parts, or null when it is paid at once only (monthly is always). */
export function instalmentTermsOf(plan: PricedPlan, period: Period): InstalmentTerms | null {
  if (period === 'monthly') return null;
  const terms = plan[period].instalments;
  return terms && terms.parts >= 2 ? terms : null;
}

export interface InstalmentAmounts {
  /** The surcharge for paying in parts, in subunits. */
  surcharge: number;
  /** What the parts come to: the price plus the surcharge, in subunits. */
  total: number;
  /** Each part, in subunits, the first first. */
  parts: number[];
}

/** The parts of `price` (subunits, whole units) under `terms`. */
export function instalmentAmounts(price: number, terms: Pick<InstalmentTerms, 'parts' | 'surchargePercent'>): InstalmentAmounts {
  const units = Math.round(price / UNIT);
  const surchargeUnits = Math.floor((units * terms.surchargePercent) / 100 + 0.5);
  const totalUnits = units + surchargeUnits;
  const count = Math.max(1, Math.min(terms.parts, totalUnits));
  const each = Math.floor(totalUnits / count);
  const parts = Array.from({ length: count }, (_, i) => (i === 0 ? totalUnits - each * (count - 1) : each) * UNIT);
  return { surcharge: surchargeUnits * UNIT, total: totalUnits * UNIT, parts };
}

/** One part of a schedule: its number from 1, the day it falls due and its amount in subunits. */
export interface ScheduledPart {
  n: number;
  dueOn: string;
  amount: number;
}

/** The parts' due dates for a period beginning on `start` (part 1 falls due that day). */
export function instalmentSchedule(start: string, period: Period, parts: readonly number[], anchorDay?: number): ScheduledPart[] {
  const months = periodMonths[period];
  return parts.map((amount, i) => ({
    n: i + 1,
    dueOn: addMonths(start, Math.floor((i * months) / parts.length), anchorDay),
    amount,
  }));
}

/** A part as stored: paid once a payment's reference is on it. */
export interface HeldPart extends ScheduledPart {
  paidRef?: string | undefined;
}

export type PartState = 'paid' | 'upcoming' | 'due' | 'late' | 'overdue';

/**
 * Where a part stands on `today`: paid; upcoming before its day; due on it; late within the
 * grace after it (classes go on); overdue after the grace (classes pause).
 */
export function partState(part: HeldPart, today: string, graceDays: number): PartState {
  if (part.paidRef) return 'paid';
  const late = daysBetween(part.dueOn, today);
  if (late < 0) return 'upcoming';
  if (late === 0) return 'due';
  return late <= graceDays ? 'late' : 'overdue';
}

/** The first part not yet paid, or null when every part is. */
export const nextUnpaid = <P extends HeldPart>(parts: readonly P[]): P | null => parts.find((p) => !p.paidRef) ?? null;

/** Whether the child's classes are paused on `today`: some part is unpaid past its grace. */
export const pausedOn = (parts: readonly HeldPart[], today: string, graceDays: number): boolean =>
  parts.some((p) => partState(p, today, graceDays) === 'overdue');

/**
 * The reminder for `part` due on `today`: the latest of `offsets` (days from its due date) that
 * has come and is not in `sent`, or null. A job that missed a day sends the latest one only.
 */
export function instalmentReminder(
  part: HeldPart,
  today: string,
  offsets: readonly number[],
  sent: readonly number[],
): number | null {
  if (part.paidRef) return null;
  const late = daysBetween(part.dueOn, today);
  const come = offsets.filter((o) => o <= late);
  if (!come.length) return null;
  const latest = Math.max(...come);
  return sent.includes(latest) ? null : latest;
}
