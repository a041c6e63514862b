// The interface's word dictionaries, by name (the Kiswahili date formatters, i18n/dates.sw.ts, are
// not listed): the build (src/integrations/language-check) and a unit
// test fail on any key a language lacks, naming the key and the language. One line each.
import type { Dictionaries } from './dictionary';
import { LANGUAGES } from './languages';
import { catalogues, type Catalogue } from './catalogues';
import { homeWords } from './pages/home';
import { pageWords } from './pages/pages';
import { aboutWords } from './pages/about';
import { careersWords } from './pages/careers';
import { termsWords } from './pages/terms';
import { familyLanguageWords } from './family-language.sw';
import { FAMILY_MAILS } from '../domain/mail/family-mails';
import { enrollDictionaries } from '../domain/enrollment/messages.sw';
import { childDictionaries } from '../domain/enrollment/children.sw';
import { subscriptionDictionaries } from '../domain/enrollment/subscription.sw';
import { renewWordDictionaries } from '../domain/enrollment/renew-words.sw';
import { certificateDictionaries } from '../domain/certificates/certificate.sw';

/** The catalogues' areas (src/i18n/<language>/), each as its words in every language. */
const catalogueAreas: Record<string, Dictionaries<unknown>> = Object.fromEntries(
  Object.keys(catalogues.en).map((area) => [
    area,
    Object.fromEntries(LANGUAGES.map((l) => [l.code, catalogues[l.code][area as keyof Catalogue]])) as Dictionaries<unknown>,
  ]),
);

export const dictionaries: Record<string, Dictionaries<unknown>> = {
  ...catalogueAreas,
  home: homeWords,
  pages: pageWords,
  about: aboutWords,
  careers: careersWords,
  terms: termsWords,
  familyLanguage: familyLanguageWords,
  familyMails: FAMILY_MAILS,
  enrollMessages: enrollDictionaries,
  childMessages: childDictionaries,
  subscriptionMessages: subscriptionDictionaries,
  renewWords: renewWordDictionaries,
  certificateMessages: certificateDictionaries,
};
