// The interface's word dictionaries, by name (the weekly classes' date formatters,
// classes/class-dates.sw.ts, are not listed): the build (src/integrations/language-check) and a unit
// test fail on any key a language lacks, naming the key and the language. One line each.
import type { Dictionaries } from './dictionary';
import { LANGUAGES } from './languages';
import { catalogues, type Catalogue } from './catalogues';
import { messageDictionaries } from '../domain/messages.sw';
import { bookingWordDictionaries } from '../domain/booking-words.sw';
import { successWordDictionaries } from '../domain/success-words.sw';
import { classDictionaries } from '../domain/classes/messages.sw';
import { moveWordDictionaries } from '../domain/classes/move-words.sw';
import { manageWordDictionaries } from '../domain/manage-words.sw';
import { managePanelWordDictionaries } from '../domain/manage-panel-words.sw';
import { dashboardWordDictionaries } from '../domain/dashboard-words.sw';
import { familyWordDictionaries } from '../domain/family-words.sw';
import { channelWordDictionaries } from '../domain/whatsapp/preferences.sw';
import { paymentWordDictionaries } from '../domain/payment-words.sw';
import { donateWordDictionaries } from '../domain/donate-words.sw';

/** The catalogues' areas (src/i18n/<language>/), each as its words in every language. */
const catalogueAreas: Record<string, Dictionaries<unknown>> = Object.fromEntries(
  Object.keys(catalogues.en).map((area) => [
    area,
    Object.fromEntries(LANGUAGES.map((l) => [l.code, catalogues[l.code][area as keyof Catalogue]])) as Dictionaries<unknown>,
  ]),
);

export const dictionaries: Record<string, Dictionaries<unknown>> = {
  ...catalogueAreas,
  messages: messageDictionaries,
  bookingWords: bookingWordDictionaries,
  successWords: successWordDictionaries,
  classMessages: classDictionaries,
  moveWords: moveWordDictionaries,
  manageWords: manageWordDictionaries,
  managePanelWords: managePanelWordDictionaries,
  dashboardWords: dashboardWordDictionaries,
  familyWords: familyWordDictionaries,
  channelWords: channelWordDictionaries,
  paymentWords: paymentWordDictionaries,
  donateWords: donateWordDictionaries,
};
