// Every area of the catalogues (src/i18n/<language>/) as its words in each language, by area
// name: the build (src/integrations/language-check) and the unit tests walk it and name any key
// a language lacks, and the Kiswahili review list (docs/kiswahili.md) is written from it.
import type { Dictionaries } from './dictionary';
import { LANGUAGES } from './languages';
import { catalogues, type Catalogue } from './catalogues';

export const dictionaries: Record<string, Dictionaries<unknown>> = Object.fromEntries(
  Object.keys(catalogues.en).map((area) => [
    area,
    Object.fromEntries(LANGUAGES.map((l) => [l.code, catalogues[l.code][area as keyof Catalogue]])) as Dictionaries<unknown>,
  ]),
);
