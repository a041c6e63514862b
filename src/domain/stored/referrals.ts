// The referral documents as functions/src/referrals/ writes them. referralCodes/{code}: whose
// share link a code is. referrals/{id}: one per referred family (the id is the hash of its
// email), from the booking that carried a code until its first plan payment decides it.
// referralCredits/{referralId}-{side}: each family's credit, granted once, spent by payments
// (after an erasure, the ledger under a random id: referrals/erase.ts).
import { z } from 'astro/zod';
import { instant } from './instant';

export const storedReferralCodeSchema = z.looseObject({
  familyUid: z.string(),
  createdAt: instant,
  /** Referral credits this family has earned by sharing (plans.yaml `referral.cap`). */
  earned: z.number().int().min(0).optional(),
});

export const REFERRAL_OUTCOMES = ['pending', 'granted', 'refused'] as const;

export const storedReferralSchema = z.looseObject({
  /** The referrer's code and uid; both gone once the referring family was erased. */
  code: z.string().optional(),
  referrerUid: z.string().optional(),
  /** The referred family's email (familyEmail) and WhatsApp number, from its booking. */
  email: z.string(),
  whatsapp: z.string().optional(),
  bookingId: z.string(),
  status: z.enum(REFERRAL_OUTCOMES),
  createdAt: instant,
  /** The payment that decided it, when, and why it earned nothing (domain/referrals.ts). */
  reference: z.string().optional(),
  decidedAt: instant.optional(),
  refusal: z.string().optional(),
  /** Whether the referrer was credited (not once it reached the cap). */
  referrerCredited: z.boolean().optional(),
});

export const REFERRAL_SIDES = ['referrer', 'referred'] as const;

export const storedReferralCreditSchema = z.looseObject({
  /** The family's email (familyEmail): a referred family may not have signed in yet. Gone once it was erased. */
  email: z.string().optional(),
  familyUid: z.string().optional(),
  /** Gone once either family of the referral was erased (the credit then has a random id). */
  referralId: z.string().optional(),
  side: z.enum(REFERRAL_SIDES),
  currency: z.string(),
  /** Granted and spent so far, in subunits of `currency`. */
  amount: z.number().int().positive(),
  spent: z.number().int().min(0),
  status: z.enum(['open', 'used']),
  grantedAt: instant,
  /** The payments that spent it, each with what it took. */
  spentBy: z.array(z.looseObject({ reference: z.string(), subunits: z.number().int() })).optional(),
});

export type StoredReferralCode = z.infer<typeof storedReferralCodeSchema>;
export type StoredReferral = z.infer<typeof storedReferralSchema>;
export type StoredReferralCredit = z.infer<typeof storedReferralCreditSchema>;

/** A referral credit's id: one per referral and side, so it is granted once. */
export const referralCreditId = (referralId: string, side: (typeof REFERRAL_SIDES)[number]) => `${referralId}-${side}`;
