import type { FamilyLanguageWords } from '../en/familyLanguage';

export const words: FamilyLanguageWords = {
  label: 'Lugha ya barua pepe na ujumbe wetu wa WhatsApp',
  saved: 'Imehifadhiwa. Ujumbe wetu unaofuata utatumia lugha hii.',
  failed: 'Hatukuweza kuhifadhi. Tafadhali jaribu tena.',
};
