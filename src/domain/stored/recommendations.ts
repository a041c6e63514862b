// recommendations/{id}: the course and plan staff recommend after an attended trial, as
// functions/src/enrollments/recommend.ts writes it, with its withdrawal and the enrollment it led
// to. Typed, not checked: the functions alone write it. Who made it and the enroll link's hash
// are in recommendationSecrets/{id}; older documents still hold them here.
import { z } from 'astro/zod';
import { isLanguage, type Language } from '../../i18n/languages';
import { isCurrency, isPeriod, type Currency, type Period } from '../pricing';
import { instant } from './instant';

export const storedRecommendationSchema = z.looseObject({
  bookingId: z.string(),
  familyUid: z.string().optional(),
  childId: z.string().optional(),
  studentName: z.string(),
  nameKey: z.string().optional(),
  /** The family's email (familyEmail) the trial was booked under. */
  email: z.string(),
  whatsapp: z.string().optional(),
  /** The trial's language (absent on older documents: English). */
  language: z.custom<Language>(isLanguage).optional(),
  trialMentorId: z.string().optional(),
  course: z.string(),
  plan: z.string(),
  period: z.custom<Period>(isPeriod),
  currency: z.custom<Currency>(isCurrency),
  /** What the family is to pay for it, in whole units (totalAmount of its price that day). */
  amount: z.number().optional(),
  note: z.string().optional(),
  createdAt: instant.optional(),
  withdrawnAt: instant.optional(),
  withdrawReason: z.string().optional(),
  /** The enrollment a payment for it made. */
  enrollmentId: z.string().optional(),
  updatedAt: instant.optional(),
  /** Older documents only (now in recommendationSecrets/{id}). */
  enrollTokenHash: z.string().optional(),
});

export type StoredRecommendation = z.infer<typeof storedRecommendationSchema>;

/** recommendationSecrets/{id}: what the family may not read of its recommendation (staff only). */
export const storedRecommendationSecretSchema = z.looseObject({
  /** The SHA-256 of the enroll link's token. */
  enrollTokenHash: z.string().optional(),
  /** The staff members who made and withdrew it. */
  by: z.string().optional(),
  withdrawnBy: z.string().optional(),
});

export type StoredRecommendationSecret = z.infer<typeof storedRecommendationSecretSchema>;
