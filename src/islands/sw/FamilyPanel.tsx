// /sw/dashboard's family panel: the panel with its Kiswahili words (children, classes, class
// times, moves, renewal, switches), fetched with the panel itself (sw/Dashboard.tsx).
import { useContext } from 'react';
import FamilyPanel, { type FamilyPanelProps } from '../dashboard/FamilyPanel';
import { PageLanguage, type PageWords } from '../hooks/useWords';
import { familyLanguageTwins } from '../../i18n/family-language';
import { familyLanguageSw } from '../../i18n/family-language.sw';
import { childTwins } from '../../domain/enrollment/children';
import { childMessagesSw } from '../../domain/enrollment/children.sw';
import { words as channels } from '../../i18n/sw/channels';
import { words as family } from '../../i18n/sw/family';
import { words as classes } from '../../i18n/sw/classes';
import { words as move } from '../../i18n/sw/move';
import { words as classDates } from '../../i18n/sw/class-dates';

export const panelWords: PageWords = {
  channels,
  family,
  classes,
  move,
  classDates,
  [familyLanguageTwins]: familyLanguageSw,
  [childTwins]: childMessagesSw,
};

export default function FamilyPanelSw(props: FamilyPanelProps) {
  const page = useContext(PageLanguage);
  return (
    <PageLanguage.Provider value={{ ...page, words: { ...page.words, ...panelWords } }}>
      <FamilyPanel {...props} />
    </PageLanguage.Provider>
  );
}
