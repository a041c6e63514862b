// A plan's terms in Kiswahili, as the mails, WhatsApp and the Kiswahili payment pages write
// them: its billing period and its classes a week. Kept apart from mail/sw-words.ts (which
// re-exports them) so a payment page carries none of the clock and slot code the mails use.
import type { Period } from '../domain/pricing';

export const periodSw: Record<Period, string> = {
  monthly: 'Kila mwezi',
  quarterly: 'Kila miezi mitatu',
  yearly: 'Kila mwaka',
};

/** "madarasa 3 kwa wiki" */
export function classesTextSw(classes: number): string {
  return classes === 1 ? 'darasa 1 kwa wiki' : `madarasa ${classes} kwa wiki`;
}
