// Referral credits: a family shares its link (a code), a family that books through it and pays a
// first plan earns both families the credit of that plan's `referral` rule (plans.yaml). Here
// are the rules only: the code's shape, who may not refer whom, what a credit is worth and how
// a payment spends a family's credits. Pure; amounts are integer subunits, as Paystack counts.
import type { Currency, Price } from './pricing';

/** plans.yaml `referral`: each family's credit per currency (whole units), and the most one family earns. */
export interface ReferralRule {
  credit: Price;
  cap: number;
}

/** A family's code: 12 letters and digits without look-alikes, as functions/src/referrals makes it. */
export const REFERRAL_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const REFERRAL_CODE_LENGTH = 12;
const codePattern = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`);

/** The code as a link carries it, or null when it is not one (case is forgiven: some apps upper-case links). */
export function referralCodeOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toLowerCase();
  return codePattern.test(code) ? code : null;
}

/** The credit one family gets, in subunits of `currency`. */
export const referralCredit = (rule: ReferralRule, currency: Currency): number =>
  (currency === 'KES' ? rule.credit.kes : rule.credit.usd) * 100;

/** What a family holds of one credit. */
export interface HeldCredit {
  id: string;
  currency: string;
  /** Granted, in subunits. */
  amount: number;
  /** Spent so far, in subunits. */
  spent: number;
}

const left = (c: HeldCredit) => Math.max(0, Math.min(c.amount, c.amount - c.spent));

/** What the family may still spend in `currency`: the price function's `creditAvailable`. */
export const creditBalance = (credits: readonly HeldCredit[], currency: Currency): number =>
  credits.filter((c) => c.currency === currency).reduce((sum, c) => sum + left(c), 0);

/**
 * How a payment spending `subunits` takes them from the family's credits in `currency`, oldest
 * (first in `credits`) first; a credit part spent keeps the rest for the next payment. Never
 * spends more than the credits hold.
 */
export function spendCredits(
  credits: readonly HeldCredit[],
  currency: Currency,
  subunits: number,
): { id: string; spend: number; spent: number; used: boolean }[] {
  let due = Math.max(0, Math.floor(subunits));
  const out = [];
  for (const c of credits) {
    if (due === 0) break;
    if (c.currency !== currency || left(c) === 0) continue;
    const spend = Math.min(left(c), due);
    due -= spend;
    out.push({ id: c.id, spend, spent: c.spent + spend, used: c.spent + spend >= c.amount });
  }
  return out;
}

/** What one side of a referral is known by: its emails, phone numbers (digits) and card hashes. */
export interface FamilyMarks {
  emails: readonly string[];
  phones: readonly string[];
  cards: readonly string[];
}

export type ReferralRefusal = 'same-family' | 'shared-email' | 'shared-phone' | 'shared-card' | 'not-first-plan';

const meets = (a: readonly string[], b: readonly string[]) => a.some((x) => x !== '' && b.includes(x));

/** Why the referral earns nothing, or null when it earns credit (the referrer's only under the cap, referrerCredited). */
export function referralRefusal(input: {
  referrerUid: string;
  referredUid: string | null;
  referrer: FamilyMarks;
  referred: FamilyMarks;
  /** Whether the payment is the referred family's first plan payment. */
  firstPlan: boolean;
}): ReferralRefusal | null {
  if (input.referredUid === input.referrerUid) return 'same-family';
  if (meets(input.referrer.emails, input.referred.emails)) return 'shared-email';
  if (meets(input.referrer.phones, input.referred.phones)) return 'shared-phone';
  if (meets(input.referrer.cards, input.referred.cards)) return 'shared-card';
  if (!input.firstPlan) return 'not-first-plan';
  return null;
}

/** Whether the referrer, having earned `earned` referral credits, earns one more: the referred family's is never capped. */
export const referrerCredited = (rule: ReferralRule, earned: number): boolean => earned < rule.cap;

/** A phone number as the marks compare it: its digits, at least 7 of them, else nothing. */
export function phoneMark(value: unknown): string {
  const digits = typeof value === 'string' ? value.replace(/\D/g, '') : '';
  return digits.length >= 7 ? digits.slice(-9) : '';
}

/** What the share panel promises: the largest credit any plan gives, in each currency (whole units), and whether plans differ. Null: no plan gives one. */
export function referralOffer(
  plans: readonly { referral?: ReferralRule | undefined }[],
): { kes: number; usd: number; varies: boolean } | null {
  const rules = plans.flatMap((p) => (p.referral ? [p.referral.credit] : []));
  if (!rules.length) return null;
  const kes = Math.max(...rules.map((c) => c.kes));
  const usd = Math.max(...rules.map((c) => c.usd));
  const varies = rules.some((c) => c.kes !== kes || c.usd !== usd) || rules.length < plans.length;
  return { kes, usd, varies };
}
