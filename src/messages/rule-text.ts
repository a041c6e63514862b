// A plan's rescheduling rule as families read it: its own feature line, in their language,
// with the hours before a class and the moves a month that plans.yaml gives the plan. The
// plan card, the dashboard, the move form and the class reminders all show this text. The card
// also states the plan's make-up credit rule (make-up-text.ts) as its last line. Here, not in
// src/domain: it reads the catalogue, and the rules it words stay pure.
import type { Language } from '../i18n/languages';
import { catalogueIn } from '../i18n/catalogues';
import { rescheduling, reschedulingLine, type PlanRuleFields } from '../domain/classes/plan-rules';
import type { MakeUpRule } from '../domain/credits/rule';
import { makeUpText } from './make-up-text';

/** The rule in `language`, quoting the line at the rule's place in `shown` (the page's feature lines); null for a plan with none. */
export function ruleText(plan: PlanRuleFields, shown: readonly string[] | undefined, language: Language): string | null {
  const rule = rescheduling(plan);
  const line = reschedulingLine(plan.features, shown);
  if (!rule || !line) return null;
  return catalogueIn(language).move.rule(line, rule.hoursBefore, rule.kind === 'limited' ? rule.perMonth : 0);
}

/** The feature lines a plan card shows: `shown` (the English ones when they do not match one for one), the rule's line stated in full, then the make-up rule. */
export function cardFeatures(
  plan: PlanRuleFields & { makeUp?: MakeUpRule },
  shown: readonly string[] | undefined,
  language: Language,
): string[] {
  const lines = shown?.length === plan.features.length ? shown : plan.features;
  const rule = ruleText(plan, shown, language);
  const at = plan.features.findIndex((line) => reschedulingLine([line]) !== null);
  const stated = lines.map((line, i) => (i === at && rule ? rule : line));
  return plan.makeUp ? [...stated, makeUpText(plan.makeUp, language)] : stated;
}
