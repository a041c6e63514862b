// How the editors' form names a field: from its name in the data files, in plain words.
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../i18n/languages';

/** "curriculumLink" -> "Curriculum link", "kes" -> "KES". */
export function labelOf(name: string): string {
  // An entry's texts in another language ("sw") are grouped under that language's name.
  const language = LANGUAGES.find((l) => l.code === name && l.code !== DEFAULT_LANGUAGE);
  if (language) return language.name;
  if (/^(kes|usd|id)$/.test(name)) return name.toUpperCase();
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
