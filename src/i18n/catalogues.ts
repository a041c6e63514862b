// Every language's catalogue, for code that serves all languages: the build's pages, the functions'
// mails and messages, the checks. An island never imports this (it would load every language);
// it takes its area's words from its own language's folder (src/i18n/README.md).
import type { Language } from './languages';
import type { Wording } from './wording';
import { catalogue as en } from './en';
import { catalogue as sw } from './sw';

/** What every language's catalogue holds: English's areas and keys, any text in each. */
export type Catalogue = Wording<typeof en>;

/** One line per language; a language in LANGUAGES without one does not compile. */
export const catalogues: Record<Language, Catalogue> = { en, sw };

/** Every area's words in `language`. */
export function catalogueIn(language: Language): Catalogue {
  return catalogues[language];
}
