// mentorTimes/{mentorId}: the weekly hours a mentor holds for children (`held`, keyed
// "weekday-start") and the dated exceptions (`vacated`, `movedIn`, keyed by occurrence id),
// as functions/src/classes/ writes them. Each entry is read on its own, so one malformed
// entry is left out rather than hiding the others.
import { z } from 'astro/zod';

/** One entry of `held`, `vacated` or `movedIn`: the hour's length in minutes. */
export const hourEntrySchema = z.looseObject({ minutes: z.number() });

/** A map of entries, each still unchecked. */
export const hourMapSchema = z.record(z.string(), z.unknown());
