// The parameters of the enrollment templates (templates.ts): a recommendation after a trial,
// a plan payment received, and the renewal reminders. Each is built from what its mail already says, so the two
// channels never tell a family different things. Pure.
import type { Recommended } from '../mail/recommendation';
import type { Paid } from '../mail/payment';
import type { DuePlan } from '../mail/renewal';
import { formatMoney, periodLabel, type Currency, type Period } from '../pricing';
import { calendarDate } from '../zone-clock';
import type { Parameters } from './templates';
import { languageOr } from '../../i18n/languages';
import { calendarDateSw, periodSw } from '../mail/sw-words';

/** "Starter plan (Monthly, KES 6,000)": the plan, its billing period and its price; in Kiswahili
 *  "mpango wa Starter (Kila mwezi, KES 6,000)". */
export function planText(planName: string, period: Period, amount: number, currency: Currency, language: unknown = 'en'): string {
  if (sw(language)) return `mpango wa ${planName} (${periodSw[period]}, ${formatMoney(amount, currency)})`;
  return `${planName} plan (${periodLabel[period]}, ${formatMoney(amount, currency)})`;
}

const sw = (language: unknown) => languageOr(language) === 'sw';
const dateIn = (date: string, language: unknown) => (sw(language) ? calendarDateSw(date) : calendarDate(date));

/** `language`: the record's (the message goes in it, templates.sw.ts). */
export function recommendationParams(r: Recommended, enrollUrl: string, language: unknown = 'en'): Parameters {
  return {
    parent_name: r.parentName,
    student_name: r.studentName,
    course: r.courseTitle,
    plan: planText(r.plan.name, r.period, r.amount, r.currency, language),
    enroll_link: enrollUrl,
  };
}

/** A plan payment that moved an enrollment; null for anything else (a donation, an unnamed plan). */
export function paymentReceivedParams(p: Paid, language: unknown = 'en'): Parameters | null {
  if (p.kind !== 'plan' || !p.paidFor || !p.paidUntil || !p.studentName) return null;
  return {
    student_name: p.studentName,
    amount: formatMoney(p.amount, p.currency),
    plan: sw(language) ? `mpango wa ${p.paidFor.plan.name}` : `${p.paidFor.plan.name} plan`,
    paid_until: dateIn(p.paidUntil, language),
  };
}

/** A renewal reminder's parameters: the plan with its price, the paid-until date and the private pay link. */
export function renewalParams(d: DuePlan, payUrl: string, language: unknown = 'en'): Parameters {
  return {
    student_name: d.studentName,
    plan: planText(d.planName, d.period, d.amount, d.currency, language),
    paid_until: dateIn(d.paidUntil, language),
    pay_link: payUrl,
  };
}
