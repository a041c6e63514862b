// The answer to a first parent who left their family (owner.ts: familyCallerOf is null
// for them): they act for no family now, and are told why in the page's language.
import { catalogueIn } from '../../../src/i18n/catalogues';
import type { Language } from '../../../src/i18n/languages';

export const leftFamily = (language: Language) => ({
  http: 409,
  body: { status: 'left', message: catalogueIn(language).guardians.refused.left },
});
