// The parameters of the enrollment templates (templates.ts): a recommendation after a trial,
// a plan payment received, and the renewal reminders. Each is built from what its mail already says, so the two
// channels never tell a family different things. Pure.
import type { Recommended } from '../mail/recommendation';
import type { Paid } from '../mail/payment';
import type { DuePlan } from '../mail/renewal';
import { formatMoney, periodLabel, type Currency, type Period } from '../pricing';
import { calendarDate } from '../zone-clock';
import type { Parameters } from './templates';

/** "Starter plan (Monthly, KES 6,000)": the plan, its billing period and its price. */
export function planText(planName: string, period: Period, amount: number, currency: Currency): string {
  return `${planName} plan (${periodLabel[period]}, ${formatMoney(amount, currency)})`;
}

export function recommendationParams(r: Recommended, enrollUrl: string): Parameters {
  return {
    parent_name: r.parentName,
    student_name: r.studentName,
    course: r.courseTitle,
    plan: planText(r.plan.name, r.period, r.amount, r.currency),
    enroll_link: enrollUrl,
  };
}

/** A plan payment that moved an enrollment; null for anything else (a donation, an unnamed plan). */
export function paymentReceivedParams(p: Paid): Parameters | null {
  if (p.kind !== 'plan' || !p.paidFor || !p.paidUntil || !p.studentName) return null;
  return {
    student_name: p.studentName,
    amount: formatMoney(p.amount, p.currency),
    plan: `${p.paidFor.plan.name} plan`,
    paid_until: calendarDate(p.paidUntil),
  };
}

/** A renewal reminder's parameters: the plan with its price, the paid-until date and the private pay link. */
export function renewalParams(d: DuePlan, payUrl: string): Parameters {
  return {
    student_name: d.studentName,
    plan: planText(d.planName, d.period, d.amount, d.currency),
    paid_until: calendarDate(d.paidUntil),
    pay_link: payUrl,
  };
}
