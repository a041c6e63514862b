// The plans the server accepts: the site's own data file, checked with the schema the
// site's build uses, so a bad file stops the function from loading instead of mispricing.
import { z } from 'astro/zod';
import { planSchema } from '../../../src/content/schemas';
import type { PricedPlan } from '../../../src/domain/pricing';

export function parsePlans(data: unknown): PricedPlan[] {
  const parsed = z.array(planSchema).min(1).safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`plans.yaml: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'not a list of plans'}`);
  }
  return parsed.data;
}
