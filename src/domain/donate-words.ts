// /donate's amount picker's own words; only that island carries them. The Kiswahili twin is
// donate-words.sw.ts.
import type { Wording } from '../i18n/wording';

export const donateWords = {
  title: 'Choose your gift',
  how: (mpesa: boolean) => `One-off, by card${mpesa ? ' or M-Pesa' : ''}, through Paystack.`,
  currency: 'Currency',
  amount: 'Amount',
  custom: (currency: string) => `Or enter a custom amount (${currency})`,
  example: (amount: number) => `e.g. ${amount}`,
} as const;

export type DonateWords = Wording<typeof donateWords>;
