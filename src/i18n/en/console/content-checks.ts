// What the content checks tell an editor when the build (or the editors' form) refuses a data
// file. Editors read English, so these words have no twin and are not a catalogue area; the
// checks in src/domain name the mistake and src/content words it here.
import type { HoursMistake } from '../../../domain/classes/hours';
import type { PlanRuleProblem } from '../../../domain/classes/plan-rules';
import type { DiscountProblem } from '../../../domain/pricing';

export const words = {
  /** team.yaml `hours`: one line of a mentor's weekly hours. */
  hours: {
    shape: 'must look like "Mon 15:00-19:00" (Sun to Sat, 24-hour Nairobi time), optionally ending in " priority"',
    pastMidnight: 'must end by 24:00',
    endsBeforeStart: 'must end after it starts, on the same day',
  } satisfies Record<HoursMistake, string>,
  /** plans.yaml `features`: the lines a plan's classes are driven by. */
  planRule: {
    classLength: 'one line must give the class length, e.g. "45-minute classes" or "60 minutes"',
    rescheduling:
      'one line must give the rescheduling rule: "Unlimited rescheduling", "Priority rescheduling" or "Limited rescheduling" (a limited plan also needs "Reschedules per month")',
  } satisfies Record<PlanRuleProblem, string>,
  /** plans.yaml: another language's feature lines pair with the English ones. */
  twinFeatures: 'needs one line for each English feature line, in the same order',
  /** plans.yaml: a quarterly or yearly price that breaks its badge's discount. */
  discount: ({ expected, monthly, months, off }: DiscountProblem) =>
    `must be about ${expected}: the monthly price ${monthly} x ${months} less ${off}% (the badge shows "${off}% off")`,
};
