// The class rules each plan states (plans.yaml): rescheduling (hours before, moves a month) and
// make-up credits (`makeUp`). Fields of the plan schema (schemas.ts); src/domain/classes/plan-rules.ts
// and src/domain/credits/rule.ts apply them.
import { z } from 'astro/zod';

const makeUpSchema = z
  .object({
    familyNoticeHours: z
      .number()
      .int()
      .min(0)
      .max(168)
      .describe('A family that cancels a class at least this many hours before it starts gets a make-up credit (e.g. 24).'),
    validDaysAfterPeriod: z
      .number()
      .int()
      .min(0)
      .max(90)
      .describe('A credit can be used until this many days after the end of the paid period it was given in (e.g. 14).'),
    perMonth: z
      .number()
      .int()
      .min(0)
      .max(31)
      .describe(
        "How many of a child's classes a family may cancel for a credit in a calendar month. 0: a family's cancellation gives no credit. A class the school cancels always gives one.",
      ),
  })
  .strict()
  .describe('Make-up credits: the plan card, the dashboard and the mail show this rule.');

export const classRuleFields = {
  // A number, never empty: the editors' form writes an empty number field as null.
  reschedulesPerMonth: z
    .number()
    .int()
    .min(0)
    .max(31)
    .default(0)
    .describe(
      'For a plan with "Limited rescheduling": how many classes a child may move in a calendar month (at least 1). 0 for the other plans. The plan card, the dashboard and the reminders show it.',
    ),
  rescheduleHoursBefore: z
    .number()
    .int()
    .min(0)
    .max(72)
    .describe(
      'Until how many hours before a class starts a parent may still move it (e.g. 2). The plan card, the dashboard and the reminders show it.',
    ),
  makeUp: makeUpSchema,
};
