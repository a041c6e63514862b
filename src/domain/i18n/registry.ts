// Every message module's dictionaries, by name: the build and tests/unit/domain/i18n check
// each for a key some language lacks (dictionaryProblems). One line per dictionary.
import type { Dictionaries } from './dictionary';
import { familyLanguageWords } from './family-language';
import { FAMILY_MAILS } from '../mail/family-mails';

export const DICTIONARIES: Record<string, Dictionaries<unknown>> = {
  familyLanguage: familyLanguageWords,
  familyMails: FAMILY_MAILS,
};
