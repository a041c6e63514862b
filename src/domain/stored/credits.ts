// makeUpCredits/{id}: one make-up credit as functions/src/credits/ writes it. A cancelled class's
// credit has the id `class-{classId}`, so it is granted once whatever the retries.
import { z } from 'astro/zod';
import { instant } from './instant';

export const CREDIT_REASONS = ['mentor', 'leave', 'closed', 'notice', 'staff'] as const;

export const storedCreditSchema = z.looseObject({
  familyUid: z.string(),
  enrollmentId: z.string(),
  childId: z.string().optional(),
  childFirstName: z.string(),
  course: z.string(),
  /** The cancelled class it makes up for; none for a credit staff gave. */
  fromClassId: z.string().optional(),
  /** When that class was to start: a family's credits count in its Nairobi month. */
  classStart: instant.optional(),
  /** The class's cancelled.reason, or 'staff'. */
  reason: z.enum(CREDIT_REASONS),
  grantedAt: instant,
  expiresAt: instant,
  status: z.enum(['open', 'used', 'withdrawn']),
  usedClassId: z.string().optional(),
  /** The staff member who gave it, with their reason. */
  grantedBy: z.looseObject({ by: z.string(), reason: z.string() }).optional(),
  withdrawn: z.looseObject({ by: z.string(), reason: z.string(), at: instant }).optional(),
  /** When the expiry reminder was queued. */
  remindedAt: instant.optional(),
});

export type StoredCredit = z.infer<typeof storedCreditSchema>;

/** The id of the credit a cancelled class gives. */
export const creditIdOf = (classId: string) => `class-${classId}`;
