// enrollments/{id}.instalments: a period paid in parts (functions/src/enrollments/instalment-*.ts
// write it; the dashboard and the staff console read it). The first part's payment creates it
// with every part's due date and amount; each later part's payment writes its reference on it,
// once. `paused`: the child's coming classes are paused (status 'paused') for a part unpaid past
// the grace. The enrollment's top-level `instalmentDue` is the next unpaid part's due date, for the job to find.
import { z } from 'astro/zod';

export const storedPartSchema = z.looseObject({
  n: z.number().int().min(1),
  dueOn: z.string(),
  /** In subunits of the enrollment's currency. */
  amount: z.number().int().min(0),
  /** The payment that paid it (payments/{reference}). */
  paidRef: z.string().optional(),
  /** The Nairobi day it was paid. */
  paidOn: z.string().optional(),
});

export const storedInstalmentsSchema = z.looseObject({
  currency: z.string(),
  surchargePercent: z.number(),
  graceDays: z.number(),
  parts: z.array(storedPartSchema).min(1),
  /** Set while the classes are paused: the Nairobi day they were. */
  pausedOn: z.string().optional(),
  /** Reminders sent, as `{n}_{offset}` keys (days from the part's due date). */
  reminded: z.array(z.string()).optional(),
  /** Parts the family's saved card was declined for: those are asked for by the reminders' link. */
  cardDeclined: z.array(z.number().int()).optional(),
  /** The bank's answer for each declined part, by part number (for staff). */
  cardDeclinedWhy: z.record(z.string(), z.string()).optional(),
});

export type StoredPart = z.infer<typeof storedPartSchema>;
export type StoredInstalments = z.infer<typeof storedInstalmentsSchema>;

/** The schedule an enrollment holds, or null when it holds none (or none that reads). */
export function instalmentsOf(enrollment: Record<string, unknown> | undefined): StoredInstalments | null {
  const read = storedInstalmentsSchema.safeParse(enrollment?.instalments);
  return read.success ? read.data : null;
}
