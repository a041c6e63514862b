// What a Kiswahili page hands its island (hooks/useWords.ts): the twins it shows, and
// addresses under /sw/. Only the islands in this folder import it.
import type { InLanguage, Twins } from '../../../islands/hooks/useWords';
import { localePath } from '../../../i18n/languages';

export const inKiswahili = (twins: Twins, parts: Pick<InLanguage, 'familyPanel'> = {}): InLanguage => ({
  ...parts,
  language: 'sw',
  twins,
  path: (englishPath) => localePath(englishPath, 'sw'),
});
