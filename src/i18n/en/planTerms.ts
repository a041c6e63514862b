// A plan's terms as the mails, WhatsApp and the payment pages write them: its billing period and
// its classes a week. An area of its own so a payment page carries none of the mails' words.
import { classesText, periodLabel, type Period } from '../../domain/pricing';

export const words = {
  period: periodLabel as Record<Period, string>,
  /** "3 classes per week" */
  classesText: (classes: number): string => classesText(classes),
  /** A plan's sibling rule (plans.yaml `siblingDiscount`), on /pricing and /enroll. */
  siblingRule: (percent: number, fromChild: number): string =>
    `${percent}% off for the ${ordinal(fromChild)} child and each later one enrolled at the same time`,
  /** /enroll's discount line when the rule applies: the full price it is taken from. */
  siblingOff: (percent: number, full: string): string => `${percent}% off the full price of ${full}`,
  siblingDiscount: 'Sibling discount',
  /** A period's instalment terms (plans.yaml `instalments`), on /pricing and /enroll. */
  instalmentRule: (parts: number, surchargePercent: number, graceDays: number): string =>
    `Or pay in ${parts} parts${surchargePercent > 0 ? ` (${surchargePercent}% more in all)` : ', at no extra cost'}: the first on enrolling, the others spread over the period. Classes pause if a part is ${graceDays} ${graceDays === 1 ? 'day' : 'days'} late and resume when it is paid.`,
};

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];
/** "second"; plans.yaml allows the 2nd to the 10th child. */
function ordinal(n: number): string {
  return ORDINALS[n - 1] ?? `${n}th`;
}

export type PlanTermsWords = typeof words;
