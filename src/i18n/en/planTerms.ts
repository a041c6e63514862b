// A plan's terms as the mails, WhatsApp and the payment pages write them: its billing period and
// its classes a week. An area of its own so a payment page carries none of the mails' words.
import { classesText, periodLabel, type Period } from '../../domain/pricing';

export const words = {
  period: periodLabel as Record<Period, string>,
  /** "3 classes per week" */
  classesText: (classes: number): string => classesText(classes),
};

export type PlanTermsWords = typeof words;
