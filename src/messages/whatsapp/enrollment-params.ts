// The parameters of the enrollment templates (templates.ts): a recommendation after a trial,
// a plan payment received, and the renewal reminders. Each is built from what its mail already
// says, so the two channels never tell a family different things; the words are the record's
// language's (`whatsapp` and `formats` areas). Plan names come as the sender resolved them in
// that language (plans.yaml's spelling). Pure.
import type { Recommended } from '../mail/recommendation';
import type { Paid } from '../mail/payment';
import type { DuePlan } from '../mail/renewal';
import type { DuePart } from '../mail/instalment';
import { formatMoney, type Currency, type Period } from '../../domain/pricing';
import type { Parameters } from './templates';
import { catalogueIn } from '../../i18n/catalogues';
import { languageOr } from '../../i18n/languages';

const wordsOf = (language: unknown) => catalogueIn(languageOr(language));

/** "Starter plan (Monthly, KES 6,000)": the plan, its billing period and its price, in `language`
 *  ("mpango wa Mwanzo (Kila mwezi, KES 6,000)"). */
export function planText(planName: string, period: Period, amount: number, currency: Currency, language: unknown): string {
  const { whatsapp, formats } = wordsOf(language);
  return whatsapp.planText(planName, formats.period(period), formatMoney(amount, currency));
}

/** `language`: the record's (the message goes in it). */
export function recommendationParams(r: Recommended, enrollUrl: string, language: unknown): Parameters {
  return {
    parent_name: r.parentName,
    student_name: r.studentName,
    course: r.courseTitle,
    plan: planText(r.plan.name, r.period, r.amount, r.currency, language),
    enroll_link: enrollUrl,
  };
}

/** A plan payment that moved an enrollment; null for anything else (a donation, an unnamed plan). */
export function paymentReceivedParams(p: Paid, language: unknown): Parameters | null {
  if (p.kind !== 'plan' || !p.paidFor || !p.paidUntil || !p.studentName) return null;
  const { whatsapp, formats } = wordsOf(language);
  return {
    student_name: p.studentName,
    amount: formatMoney(p.amount, p.currency),
    plan: whatsapp.planName(p.paidFor.plan.name),
    paid_until: formats.calendarDate(p.paidUntil),
  };
}

/** A renewal reminder's parameters: the plan with its price, the paid-until date and the private pay link. */
export function renewalParams(d: DuePlan, payUrl: string, language: unknown): Parameters {
  return {
    student_name: d.studentName,
    plan: planText(d.planName, d.period, d.amount, d.currency, language),
    paid_until: wordsOf(language).formats.calendarDate(d.paidUntil),
    pay_link: payUrl,
  };
}

/** A part's reminder: the part ("part 2 of 3"), its amount, its due date and the private pay link. */
export function instalmentParams(d: DuePart, payUrl: string, language: unknown): Parameters {
  const { mail, formats } = wordsOf(language);
  return {
    student_name: d.studentName,
    part: mail.instalment.part(d.n, d.of),
    amount: formatMoney(d.amount, d.currency),
    due_on: formats.calendarDate(d.dueOn),
    pay_link: payUrl,
  };
}
