// enrollments/{id}: of the enrollment, the fields typed here so far: the weekly times it holds
// (`classTimes`, written by functions/src/classes/choose.ts and read back by classes/store.ts)
// and what the renewal job reads (functions/src/enrollments/renewals.ts).
import { z } from 'astro/zod';
import type { WeeklyTime } from '../classes/occurrences';
import type { EnrollmentStatus } from '../enrollment/paid-until';

/** A weekly time an enrollment holds: its weekday and Nairobi start, its length and its mentor. */
export const heldTimeSchema = z.looseObject({
  weekday: z.number(),
  start: z.number(),
  minutes: z.number(),
  mentorId: z.string(),
});

export type HeldTime = WeeklyTime & z.infer<typeof heldTimeSchema>;

const statuses = ['active', 'past_due', 'expired', 'cancelled'] as const satisfies readonly EnrollmentStatus[];

/** What the renewal job reads of an enrollment: its paid-until date, its status and the reminders already marked. */
export const renewalFieldsSchema = z.looseObject({
  paidUntil: z.string(),
  status: z.enum(statuses),
  /** Per reminder (week, day, due), the paid-until date it was sent for; compared, never trusted, so any value reads. */
  renewalReminders: z.record(z.string(), z.unknown()).optional(),
});
