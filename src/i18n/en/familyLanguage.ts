// The words of the family's language choice on /dashboard and /manage: which language the
// school's mail and WhatsApp messages go in. The names of the languages stay as each language
// names itself (languages.ts), so a parent finds theirs whatever the page reads in.

export const words = {
  label: 'Language of our emails and WhatsApp messages',
  saved: 'Saved. Our next messages use this language.',
  failed: 'We could not save that. Please try again.',
};

export type FamilyLanguageWords = typeof words;
