// The data files' names in a family's language, for the messages: a plan as plans.yaml spells
// it in that language (never "Starter" in Kiswahili when the file says "Mwanzo"), a grade by its
// label. Records store the English name or the id; a name the files do not know is kept as it is.
import { localized } from '../../../src/content/localized';
import { languageOr } from '../../../src/i18n/languages';
import { grades, plans } from './content';

/** `name` is a plan's English name (or its id), as the records store it. */
export function planNameIn(name: string, language: unknown): string {
  const plan = plans.find((p) => p.name === name || p.id === name);
  return plan ? localized(plan, 'name', languageOr(language)) : name;
}

/** A grade id ("K-2") as its label in `language` ("Chekechea hadi Darasa la 2"). */
export function gradeLabelIn(id: string, language: unknown): string {
  const grade = grades.find((g) => g.id === id);
  return grade ? localized(grade, 'label', languageOr(language)) : id;
}
