// /enroll's "renew automatically" choice (islands/payment/AutoRenew.tsx), kept apart from
// messages.ts so its words load with that choice, only for an offer a card can renew. The
// Kiswahili twin is renew-words.sw.ts.
import type { Wording } from '../../i18n/wording';
import type { Period } from '../pricing';

const every: Record<Period, string> = { monthly: 'month', quarterly: 'three months', yearly: 'year' };

export const renewWords = {
  label: 'Renew automatically by card',
  on: (price: string, date: string, period: Period) =>
    `Card only. Your card is charged ${price} again on ${date}, then every ${every[period]}, until you turn it off on your dashboard.`,
  offShillings:
    'You pay for one period now, by M-Pesa or card; we remind you before it ends. Paying by card? Tick this to renew automatically.',
  off: 'You pay for one period now; we remind you before it ends.',
} as const;

export type RenewWords = Wording<typeof renewWords>;
