// A plan's rescheduling rule as families read it: its own feature line, in their language,
// with the hours before a class and the moves a month that plans.yaml gives the plan. The
// plan card, the dashboard, the move form and the class reminders all show this text.
import { wordsIn } from '../i18n/dictionary';
import type { Language } from '../i18n/languages';
import { moveWordDictionaries } from './move-words.sw';
import { rescheduling, reschedulingLine, type PlanRuleFields } from './plan-rules';

/** The rule in `language`, quoting the line at the rule's place in `shown` (the page's feature lines); null for a plan with none. */
export function ruleText(plan: PlanRuleFields, shown: readonly string[] | undefined, language: Language): string | null {
  const rule = rescheduling(plan);
  const line = reschedulingLine(plan.features, shown);
  if (!rule || !line) return null;
  return wordsIn(moveWordDictionaries, language).rule(line, rule.hoursBefore, rule.kind === 'limited' ? rule.perMonth : 0);
}

/** The feature lines a plan card shows: `shown` (the English ones when they do not match one for one), the rule's line stated in full. */
export function cardFeatures(plan: PlanRuleFields, shown: readonly string[] | undefined, language: Language): string[] {
  const lines = shown?.length === plan.features.length ? shown : plan.features;
  const rule = ruleText(plan, shown, language);
  const at = plan.features.findIndex((line) => reschedulingLine([line]) !== null);
  return lines.map((line, i) => (i === at && rule ? rule : line));
}
