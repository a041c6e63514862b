// The price fields of a plan in plans.yaml: a period's price in each currency, its discount
// badge, and the plan's sibling discount. The `.describe()` notes are for content editors.
import { z } from 'astro/zod';
import { money } from './fields';

const kes = () => money('Price in Kenyan shillings.');
const usd = () => money('Price in US dollars.');
export const priceSchema = z.object({ kes: kes(), usd: usd() }).strict();
/** Paying a period's price in parts: how many, the surcharge for it, and the grace before classes pause. */
export const instalmentsSchema = z
  .object({
    parts: z
      .number()
      .int()
      .min(2)
      .max(12)
      .describe(
        'Into how many parts the price may be split; the first is paid on enrolling, the others fall due evenly over the period.',
      ),
    surchargePercent: z
      .number()
      .int()
      .min(0)
      .max(20)
      .describe('Percent added to the price for paying in parts (0 for none), rounded to a whole shilling or dollar.'),
    graceDays: z
      .number()
      .int()
      .min(0)
      .max(30)
      .describe(
        "Days after a part falls due that the child's classes go on unpaid; after them the classes pause until it is paid.",
      ),
  })
  .strict()
  .describe(
    'Paying this period in parts, shown on the plan card and /enroll. Leave it out when this period is paid at once only.',
  );

/** A price for several months, with the discount its badge shows, and whether it may be paid in parts. */
export const discountedSchema = z
  .object({
    kes: kes(),
    usd: usd(),
    instalments: instalmentsSchema.optional(),
    off: z
      .number()
      .int()
      .min(0)
      .max(90)
      .describe(
        'Percent off the monthly price times the months, shown as a badge ("5% off"). The period\'s prices must be the monthly price times the months less this percent (within 1 percent, for rounding).',
      ),
  })
  .strict();

/** The sibling rule: a percent off for a family's second (or later) child enrolled at the same time. */
export const siblingDiscountSchema = z
  .object({
    percent: z
      .number()
      .int()
      .min(1)
      .max(90)
      .describe("Percent off this plan's price for a child of a family that already has children enrolled, e.g. 10."),
    fromChild: z
      .number()
      .int()
      .min(2)
      .max(10)
      .describe(
        "From which child the discount applies: 2 means the second child and every later one. A child counts when their enrollment is paid (or within its grace) and began before this child's.",
      ),
  })
  .strict()
  .describe('Sibling discount, shown on /pricing and /enroll. Leave it out for no discount on this plan.');

/** The referral rule: what a family that refers another, and the family it refers, are each credited. */
export const referralSchema = z
  .object({
    credit: priceSchema.describe(
      'Credit each of the two families gets when a family that booked through a share link pays its first plan, in each currency. It comes off their next payment.',
    ),
    cap: z.number().int().min(1).max(100).describe('The most referral credits one family can earn by sharing its link, e.g. 5.'),
  })
  .strict()
  .describe(
    "Referral credit, given when a referred family's first payment is for this plan. Leave it out for no referral credit on this plan.",
  );
