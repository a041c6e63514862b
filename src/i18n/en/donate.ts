// /donate's amount picker's own words; only that island carries them.
import type { Wording } from '../wording';

export const words = {
  title: 'Choose your gift',
  how: (mpesa: boolean) => `One-off, by card${mpesa ? ' or M-Pesa' : ''}, through Paystack.`,
  currency: 'Currency',
  amount: 'Amount',
  custom: (currency: string) => `Or enter a custom amount (${currency})`,
  example: (amount: number) => `e.g. ${amount}`,
  /** What /donatepay's card names the gift (the link carries it). */
  name: 'Donation',
} as const;

export type DonateWords = Wording<typeof words>;
