// What a plan promises about its classes, read from its entry in plans.yaml, so the card, the
// dashboard and the mail all quote that one home:
//   class length: a feature line starting "45-minute" or "60 minutes";
//   rescheduling: a feature line "Unlimited rescheduling", "Priority rescheduling" or
//   "Limited rescheduling", with the plan's `rescheduleHoursBefore` (how late a class may
//   move) and, for a limited plan, `reschedulesPerMonth` (how many moves a month).
// Every kind lets a class move until its hours before it starts, to a free hour of the same
// mentor (any mentor of the course when that one has none) within the paid period.
// Unlimited: any number of moves. Priority: the same, and hours mentors hold back for
// priority ("... priority" in team.yaml) are open to its moves. Limited: at most N moves of
// a child's classes per Nairobi calendar month. Pure; imports nothing.

export type Rescheduling = ({ kind: 'unlimited' } | { kind: 'priority' } | { kind: 'limited'; perMonth: number }) & {
  /** A class can move until this many hours before it starts. */
  hoursBefore: number;
};

/** The fields of a plan (plans.yaml) its rescheduling rule is read from. */
export interface PlanRuleFields {
  features: readonly string[];
  reschedulesPerMonth?: number;
  rescheduleHoursBefore: number;
}

const LENGTH_RE = /^(\d{2,3})[- ]minutes?\b/i;
const RESCHEDULE_RE = /^(unlimited|priority|limited) rescheduling$/i;

/** The class length in minutes a plan's features state, or null when none does. */
export function classMinutes(features: readonly string[]): number | null {
  for (const line of features) {
    const m = LENGTH_RE.exec(line.trim());
    if (m) return Number(m[1]);
  }
  return null;
}

/** The rescheduling rule a plan states, or null when no feature line states one (or a limited
 *  plan has no `reschedulesPerMonth`). */
export function rescheduling(plan: PlanRuleFields): Rescheduling | null {
  const hoursBefore = plan.rescheduleHoursBefore;
  for (const line of plan.features) {
    const m = RESCHEDULE_RE.exec(line.trim());
    if (!m) continue;
    const kind = m[1]!.toLowerCase();
    if (kind === 'limited') {
      const perMonth = plan.reschedulesPerMonth;
      return perMonth ? { kind: 'limited', perMonth, hoursBefore } : null;
    }
    return { kind: kind === 'priority' ? 'priority' : 'unlimited', hoursBefore };
  }
  return null;
}

/** When a class that starts at `classStart` can no longer move (the cut-off instant). */
export const moveCutoff = (rule: Pick<Rescheduling, 'hoursBefore'>, classStart: Date): Date =>
  new Date(classStart.getTime() - rule.hoursBefore * 3_600_000);

/**
 * The feature line that states the rule (what the dashboard and the mail quote). With `shown`,
 * the lines a page in another language shows in place of `features` (plans.yaml's `sw.features`,
 * in the same order), the line at the rule's place among them; the English one when they differ
 * in number, as the card would then not match.
 */
export function reschedulingLine(features: readonly string[], shown?: readonly string[]): string | null {
  const at = features.findIndex((line) => RESCHEDULE_RE.test(line.trim()));
  if (at < 0) return null;
  return (shown?.length === features.length ? shown[at] : undefined) ?? features[at]!;
}

/** Which line a plan lacks to drive its classes (the content schema words it for editors). */
export type PlanRuleProblem = 'classLength' | 'rescheduling';

/** Why a plan cannot drive its classes, or null when it can (the content schema's check). */
export function planRuleProblem(plan: PlanRuleFields): PlanRuleProblem | null {
  if (classMinutes(plan.features) === null) return 'classLength';
  if (rescheduling(plan) === null) return 'rescheduling';
  return null;
}

export interface MoveRequest {
  rule: Rescheduling;
  /** When the class now starts. */
  classStart: Date;
  /** When it would start after the move. */
  target: Date;
  /** End of the paid period (exclusive), as an instant. */
  paidUntil: Date;
  /** Moves of this child's classes already made in the target's Nairobi calendar month. */
  movesThisMonth: number;
  /** The target hour is held back for priority. */
  targetIsPriority: boolean;
  now: Date;
}

export type MoveRefusal = 'too-late' | 'in-the-past' | 'after-paid-period' | 'limit-reached' | 'priority-only';

/** Why this move breaks the plan's rule, or null when it keeps it. */
export function moveRefusal(r: MoveRequest): MoveRefusal | null {
  if (r.now.getTime() > moveCutoff(r.rule, r.classStart).getTime()) return 'too-late';
  if (r.target.getTime() <= r.now.getTime()) return 'in-the-past';
  if (r.target.getTime() >= r.paidUntil.getTime()) return 'after-paid-period';
  if (r.targetIsPriority && r.rule.kind !== 'priority') return 'priority-only';
  if (r.rule.kind === 'limited' && r.movesThisMonth >= r.rule.perMonth) return 'limit-reached';
  return null;
}
