// Every language's address of a page written once under src/pages/[...lang]/: English at
// today's address (no prefix, so `lang` is undefined), each other language under its prefix.
import { LANGUAGES, type Language } from './languages';

export interface LanguagePath {
  params: { lang: string | undefined };
  props: { language: Language };
}

/** A page's `getStaticPaths`: one build of the page per language in LANGUAGES. */
export function languagePaths(): LanguagePath[] {
  return LANGUAGES.map((l) => ({ params: { lang: l.prefix.replace(/^\//, '') || undefined }, props: { language: l.code } }));
}
