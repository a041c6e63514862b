// What a Kiswahili page hands its island (hooks/useWords.ts): the Kiswahili areas it shows, and
// addresses under /sw/. Only the islands in this folder import it.
import type { InLanguage, PageWords } from '../../hooks/useWords';
import { localePath } from '../../../i18n/languages';

export const inKiswahili = (words: PageWords, parts: Pick<InLanguage, 'familyPanel'> = {}): InLanguage => ({
  ...parts,
  language: 'sw',
  words,
  path: (englishPath) => localePath(englishPath, 'sw'),
});
