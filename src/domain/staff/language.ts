// A family's language as the staff console names it ("English", "Kiswahili"): the console
// itself stays English, but staff answering a family should know which language it reads.
import { LANGUAGES, languageOr } from '../../i18n/languages';

export function languageName(value: unknown): string {
  const code = languageOr(value);
  return LANGUAGES.find((l) => l.code === code)!.name;
}
