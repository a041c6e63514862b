// /sw/dashboard's family panel: the panel with its Kiswahili words (children, classes, class
// times, moves, renewal, switches), fetched with the panel itself (sw/Dashboard.tsx).
import { useContext } from 'react';
import FamilyPanel, { type FamilyPanelProps } from '../dashboard/FamilyPanel';
import { PageLanguage } from '../hooks/useWords';
import { channelTwins } from '../../domain/whatsapp/preferences';
import { channelWordDictionaries } from '../../domain/whatsapp/preferences.sw';
import { familyLanguageTwins } from '../../i18n/en/familyLanguage';
import { words as childMessagesSw } from '../../i18n/sw/children';
import { words as familyLanguageSw } from '../../i18n/sw/familyLanguage';
import { familyTwins } from '../../domain/family-words';
import { familyWordDictionaries } from '../../domain/family-words.sw';
import { classTwins } from '../../domain/classes/messages';
import { classDictionaries } from '../../domain/classes/messages.sw';
import { moveTwins } from '../../domain/classes/move-words';
import { moveWordDictionaries } from '../../domain/classes/move-words.sw';
import { classDateTwins } from '../../domain/classes/class-dates';
import { childTwins } from '../../domain/enrollment/children';
import { classDateDictionaries } from '../../domain/classes/class-dates.sw';

export const panelTwins = {
  [channelTwins]: channelWordDictionaries,
  [familyLanguageTwins]: { sw: familyLanguageSw },
  [familyTwins]: familyWordDictionaries,
  [classTwins]: classDictionaries,
  [moveTwins]: moveWordDictionaries,
  [classDateTwins]: classDateDictionaries,
  [childTwins]: { sw: childMessagesSw },
};

export default function FamilyPanelSw(props: FamilyPanelProps) {
  const page = useContext(PageLanguage);
  return (
    <PageLanguage.Provider value={{ ...page, twins: { ...page.twins, ...panelTwins } }}>
      <FamilyPanel {...props} />
    </PageLanguage.Provider>
  );
}
