// enrollments/{id}: one child's plan, as functions/src/enrollments/apply.ts creates it from a
// verified payment and the functions mark it later (the weekly times chosen, the renewal
// reminders, the Paystack subscription, the parts of a period paid in parts, an early end).
// The one stored type of an enrollment: the family's, the mentor's and staff's views derive
// from it. Every field is optional: older documents, and ones written by hand, may lack any.
import { z } from 'astro/zod';
import type { WeeklyTime } from '../classes/occurrences';
import type { EnrollmentStatus } from '../enrollment/paid-until';
import { periods } from '../pricing';
import { instant } from './instant';
import { storedInstalmentsSchema } from './instalments';

/** A weekly time an enrollment holds: its weekday and Nairobi start, its length and its mentor. */
export const heldTimeSchema = z.looseObject({
  weekday: z.number(),
  start: z.number(),
  minutes: z.number(),
  mentorId: z.string(),
});

export type HeldTime = WeeklyTime & z.infer<typeof heldTimeSchema>;

const statuses = ['active', 'past_due', 'expired', 'cancelled'] as const satisfies readonly EnrollmentStatus[];

/** A date a weekly time gives no class, its mentor being on leave or the school closed that day. */
const noClassSchema = z.looseObject({
  date: z.string(),
  /** Nairobi HH:MM */
  time: z.string(),
  mentorId: z.string(),
  closed: z.literal(true).optional(),
});

/** The copy of its Paystack subscription the family's dashboard reads (never the email token). */
const shownSubscriptionSchema = z.looseObject({
  code: z.string().optional(),
  status: z.string(),
  nextPaymentDate: z.string().nullable().optional(),
  card: z.unknown().optional(),
});

export const storedEnrollmentSchema = z.looseObject({
  /** The name and email it began with: a later payment spelling them otherwise changes neither. */
  studentName: z.string().optional(),
  /** The child's name as compared (src/domain/enrollment/children.ts). */
  nameKey: z.string().optional(),
  email: z.string().optional(),
  /** The language of the family's mail about it. */
  language: z.string().optional(),
  /** The family and child it belongs to, once a family holds its email. */
  familyUid: z.string().optional(),
  childId: z.string().optional(),
  /** plans.yaml's id. */
  plan: z.string().optional(),
  period: z.enum(periods).optional(),
  currency: z.string().optional(),
  /** What the period costs, in main units. */
  amount: z.number().optional(),
  status: z.enum(statuses).optional(),
  /** The Nairobi date it is paid until. */
  paidUntil: z.string().optional(),
  /** The day of the month its periods end on. */
  anchorDay: z.number().optional(),
  /** The payments applied to it (payments/{reference}). */
  payments: z.array(z.string()).optional(),
  course: z.string().optional(),
  /** Who taught the trial: offered first when the weekly times are chosen. */
  trialMentorId: z.string().optional(),
  /** The family's WhatsApp number, which also names its country. */
  whatsapp: z.string().optional(),
  recommendationId: z.string().optional(),
  /** The weekly times it holds, and the mentor of the first (the one who writes its progress). */
  classTimes: z.array(heldTimeSchema).optional(),
  mentorId: z.string().optional(),
  /** The Nairobi date its classes are written up to. */
  classesUntil: z.string().optional(),
  noClassOn: z.array(noClassSchema).optional(),
  /** Moves of a class per month (YYYY-MM), for a plan that limits them. */
  moves: z.record(z.string(), z.number()).optional(),
  /** Per reminder (week, day, due), the paid-until date it was sent for; compared, never trusted, so any value reads. */
  renewalReminders: z.record(z.string(), z.unknown()).optional(),
  /** The Paystack plan and card of a payment that set up a subscription: subscription.create links by them. */
  subscriptionPlanCode: z.string().optional(),
  subscriptionAuthorization: z.string().optional(),
  subscription: shownSubscriptionSchema.optional(),
  /** A period paid in parts (./instalments.ts), and the next unpaid part's due date. */
  instalments: storedInstalmentsSchema.optional(),
  instalmentDue: z.string().optional(),
  /** Ended early by staff: the Nairobi date, the reason, and the audit. */
  endedOn: z.string().optional(),
  endReason: z.string().optional(),
  history: z.array(z.looseObject({ at: instant, by: z.string(), action: z.string(), reason: z.string().optional() })).optional(),
  createdAt: instant.optional(),
  updatedAt: instant.optional(),
});

export type StoredEnrollment = z.infer<typeof storedEnrollmentSchema>;
