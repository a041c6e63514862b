// Every interface dictionary, by name: the build and tests/unit/domain/i18n/registry.test.ts
// check that each language holds every key (dictionaryProblems). One line per dictionary.
import type { Dictionaries } from './dictionary';
import { messageDictionaries } from '../messages.sw';
import { bookingWordDictionaries } from '../booking-words.sw';
import { enrollDictionaries } from '../enrollment/messages.sw';
import { childDictionaries } from '../enrollment/children.sw';
import { subscriptionDictionaries } from '../enrollment/subscription.sw';
import { classDictionaries } from '../classes/messages.sw';

export const DICTIONARIES: Record<string, Dictionaries<unknown>> = {
  messages: messageDictionaries,
  bookingWords: bookingWordDictionaries,
  enrollMessages: enrollDictionaries,
  childMessages: childDictionaries,
  subscriptionMessages: subscriptionDictionaries,
  classMessages: classDictionaries,
};
