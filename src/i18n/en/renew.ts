// /enroll's "renew automatically" choice (islands/payment/AutoRenew.tsx), an area apart from
// `enroll` so its words load with that choice, only for an offer a card can renew.
import type { Wording } from '../wording';
import type { Period } from '../../domain/pricing';

const every: Record<Period, string> = { monthly: 'month', quarterly: 'three months', yearly: 'year' };

export const words = {
  label: 'Renew automatically by card',
  on: (price: string, date: string, period: Period) =>
    `Card only. Your card is charged ${price} again on ${date}, then every ${every[period]}, until you turn it off on your dashboard.`,
  offShillings:
    'You pay for one period now, by M-Pesa or card; we remind you before it ends. Paying by card? Tick this to renew automatically.',
  off: 'You pay for one period now; we remind you before it ends.',
} as const;

export type RenewWords = Wording<typeof words>;
