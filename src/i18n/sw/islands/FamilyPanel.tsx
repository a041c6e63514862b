// /sw/dashboard's family panel: the panel with its Kiswahili words (children, classes, class
// times, moves, renewal, switches), fetched with the panel itself (sw/Dashboard.tsx).
import { useContext } from 'react';
import FamilyPanel, { type FamilyPanelProps } from '../../../islands/dashboard/FamilyPanel';
import { PageLanguage } from '../../../islands/hooks/useWords';
import { channelTwins } from '../../../domain/whatsapp/preferences';
import { channelWordDictionaries } from '../../../domain/whatsapp/preferences.sw';
import { familyLanguageTwins } from '../../../i18n/family-language';
import { familyLanguageWords } from '../../../i18n/family-language.sw';
import { familyTwins } from '../../../domain/family-words';
import { familyWordDictionaries } from '../../../domain/family-words.sw';
import { classTwins } from '../../../domain/classes/messages';
import { classDictionaries } from '../../../domain/classes/messages.sw';
import { moveTwins } from '../../../domain/classes/move-words';
import { moveWordDictionaries } from '../../../domain/classes/move-words.sw';
import { classDateTwins } from '../../../domain/classes/class-dates';
import { childTwins } from '../../../domain/enrollment/children';
import { childDictionaries } from '../../../domain/enrollment/children.sw';
import { classDateDictionaries } from '../../../domain/classes/class-dates.sw';

export const panelTwins = {
  [channelTwins]: channelWordDictionaries,
  [familyLanguageTwins]: familyLanguageWords,
  [familyTwins]: familyWordDictionaries,
  [classTwins]: classDictionaries,
  [moveTwins]: moveWordDictionaries,
  [classDateTwins]: classDateDictionaries,
  [childTwins]: childDictionaries,
};

export default function FamilyPanelSw(props: FamilyPanelProps) {
  const page = useContext(PageLanguage);
  return (
    <PageLanguage.Provider value={{ ...page, twins: { ...page.twins, ...panelTwins } }}>
      <FamilyPanel {...props} />
    </PageLanguage.Provider>
  );
}
