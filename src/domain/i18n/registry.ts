// Every interface dictionary, by name: the build (src/integrations/language-check) and a unit
// test fail on any key a language lacks, naming the key and the language. One line each.
import type { Dictionaries } from './dictionary';
import { shellWords } from './pages/shell';
import { homeWords } from './pages/home';
import { pageWords } from './pages/pages';
import { aboutWords } from './pages/about';
import { careersWords } from './pages/careers';
import { termsWords } from './pages/terms';
import { familyLanguageWords } from './family-language.sw';
import { FAMILY_MAILS } from '../mail/family-mails';
import { messageDictionaries } from '../messages.sw';
import { bookingWordDictionaries } from '../booking-words.sw';
import { successWordDictionaries } from '../success-words.sw';
import { enrollDictionaries } from '../enrollment/messages.sw';
import { childDictionaries } from '../enrollment/children.sw';
import { subscriptionDictionaries } from '../enrollment/subscription.sw';
import { classDictionaries } from '../classes/messages.sw';
import { moveWordDictionaries } from '../classes/move-words.sw';
import { manageWordDictionaries } from '../manage-words.sw';
import { managePanelWordDictionaries } from '../manage-panel-words.sw';
import { dashboardWordDictionaries } from '../dashboard-words.sw';
import { familyWordDictionaries } from '../family-words.sw';
import { channelWordDictionaries } from '../whatsapp/preferences.sw';
import { paymentWordDictionaries } from '../payment-words.sw';
import { donateWordDictionaries } from '../donate-words.sw';
import { renewWordDictionaries } from '../enrollment/renew-words.sw';
import { certificateDictionaries } from '../certificates/certificate.sw';

export const dictionaries: Record<string, Dictionaries<unknown>> = {
  shell: shellWords,
  home: homeWords,
  pages: pageWords,
  about: aboutWords,
  careers: careersWords,
  terms: termsWords,
  familyLanguage: familyLanguageWords,
  familyMails: FAMILY_MAILS,
  messages: messageDictionaries,
  bookingWords: bookingWordDictionaries,
  successWords: successWordDictionaries,
  enrollMessages: enrollDictionaries,
  childMessages: childDictionaries,
  subscriptionMessages: subscriptionDictionaries,
  classMessages: classDictionaries,
  moveWords: moveWordDictionaries,
  manageWords: manageWordDictionaries,
  managePanelWords: managePanelWordDictionaries,
  dashboardWords: dashboardWordDictionaries,
  familyWords: familyWordDictionaries,
  channelWords: channelWordDictionaries,
  paymentWords: paymentWordDictionaries,
  donateWords: donateWordDictionaries,
  renewWords: renewWordDictionaries,
  certificateMessages: certificateDictionaries,
};
