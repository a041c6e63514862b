// A recommendation staff record after an attended trial: a course, a plan and billing
// period, a currency and a short note to the parent. The staff console and staffAction
// read it with the same rules. Pure: the caller passes the course and plan lists.
import { isCurrency, isPeriod, type Currency, type Period, type PricedPlan } from '../pricing';
import { cleanText, hasVisibleText } from '../text';

export const NOTE_MAX = 500;

export interface RecommendationInput {
  course: string;
  plan: string;
  period: Period;
  currency: Currency;
  note: string;
}

export type RecommendationField = keyof RecommendationInput;

/** The wrong field; the console words it (src/i18n/en/console/staff.ts `recommendation`). */
export interface RecommendationProblem {
  field: RecommendationField;
}

/** The request's fields as a recommendation, or the first wrong field. */
export function readRecommendation(
  body: Record<string, unknown>,
  courseIds: readonly string[],
  plans: readonly PricedPlan[],
): RecommendationInput | RecommendationProblem {
  if (typeof body.course !== 'string' || !courseIds.includes(body.course)) return { field: 'course' };
  if (typeof body.plan !== 'string' || !plans.some((p) => p.id === body.plan)) return { field: 'plan' };
  if (!isPeriod(body.period)) return { field: 'period' };
  if (!isCurrency(body.currency)) return { field: 'currency' };
  if (body.note !== undefined && typeof body.note !== 'string') return { field: 'note' };
  const note = cleanText(typeof body.note === 'string' ? body.note : '');
  if (note.length > NOTE_MAX) return { field: 'note' };
  return {
    course: body.course,
    plan: body.plan,
    period: body.period,
    currency: body.currency,
    note: hasVisibleText(note) ? note : '',
  };
}

const DAY_MS = 86_400_000;

/**
 * Whether a recommendation can still be enrolled in: not withdrawn and, for its mailed
 * link, made less than `linkDays` days ago (settings.yaml `enrollment.recommendationLinkDays`).
 * The signed-in parent's dashboard asks without `linkDays`: only withdrawal closes it there.
 */
export function recommendationOpen(
  r: { createdAtMs: number | null; withdrawn: boolean },
  nowMs: number,
  linkDays?: number,
): boolean {
  if (r.withdrawn) return false;
  if (linkDays === undefined) return true;
  return r.createdAtMs !== null && nowMs - r.createdAtMs < linkDays * DAY_MS;
}
