// Kiswahili twin of family-language.ts (the glossary is docs/kiswahili.md).
import { familyLanguage, type FamilyLanguageWords } from './family-language';
import type { Dictionaries } from './dictionary';

export const familyLanguageSw: FamilyLanguageWords = {
  label: 'Lugha ya barua pepe na ujumbe wetu wa WhatsApp',
  saved: 'Imehifadhiwa. Ujumbe wetu unaofuata utatumia lugha hii.',
  failed: 'Hatukuweza kuhifadhi. Tafadhali jaribu tena.',
};

export const familyLanguageWords: Dictionaries<FamilyLanguageWords> = { en: familyLanguage, sw: familyLanguageSw };
