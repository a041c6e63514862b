// cardAuthorizations/{hash of the family email}: the family's saved card, as
// functions/src/enrollments/saved-card.ts writes it. `authorizationCode` is Paystack's reusable
// token, charged only with the school's secret key; no card number is held.
import { z } from 'astro/zod';

export const storedCardSchema = z.looseObject({
  authorizationCode: z.string(),
  /** Paystack's customer the card belongs to: a charge names this email. */
  payerEmail: z.string(),
  /** The family's email (familyEmail), so erasure finds it. */
  email: z.string(),
  last4: z.string(),
  expMonth: z.string(),
  expYear: z.string(),
  /** The charge that handed the card back. */
  reference: z.string(),
});

export type StoredCard = z.infer<typeof storedCardSchema>;

/** enrollments/{id} as a saved card's charge and a renewal's credit read it: whose it is, and what it is for. */
export const cardEnrollmentSchema = z.looseObject({
  email: z.string().optional(),
  plan: z.string().optional(),
  period: z.string().optional(),
  status: z.string().optional(),
  studentName: z.string().optional(),
});

/** creditRefunds/{renewal reference}: a card renewal's referral credit given back (functions/src/payments/renewal-credit.ts). */
export const storedCreditRefundSchema = z.looseObject({
  reference: z.string(),
  enrollmentId: z.string(),
  currency: z.string(),
  /** In subunits; 0 (status 'none') when the family had no credit to give back. */
  amount: z.number().int().min(0),
  status: z.enum(['none', 'due', 'sending', 'requested', 'processed', 'failed']),
  refundId: z.string().optional(),
  /** While a delivery asks Paystack for it ('sending'): since when (a Firestore timestamp). */
  claimedAt: z.unknown().optional(),
});
