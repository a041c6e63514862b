// A plan's make-up credit rule as families read it, in their language, with the values
// plans.yaml gives the plan: the plan card, the dashboard and the mail show this text.
import type { Language } from '../i18n/languages';
import { catalogueIn } from '../i18n/catalogues';
import type { MakeUpRule } from '../domain/credits/rule';

export const makeUpText = (rule: MakeUpRule, language: Language): string =>
  catalogueIn(language).credits.rule(rule.familyNoticeHours, rule.perMonth, rule.validDaysAfterPeriod);
