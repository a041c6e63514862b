// /sw/dashboard's family panel: the panel with its Kiswahili words (children, classes, class
// times, moves, renewal, switches), fetched with the panel itself (sw/Dashboard.tsx).
import { useContext } from 'react';
import FamilyPanel, { type FamilyPanelProps } from '../../../islands/dashboard/FamilyPanel';
import { PageLanguage } from '../../../islands/hooks/useWords';
import { channelTwins } from '../../../domain/whatsapp/preferences';
import { channelWordDictionaries } from '../../../domain/whatsapp/preferences.sw';
import { familyLanguageTwins } from '../../en/familyLanguage';
import { words as childMessagesSw } from '../children';
import { words as familyLanguageSw } from '../familyLanguage';
import { familyTwins } from '../../../domain/family-words';
import { familyWordDictionaries } from '../../../domain/family-words.sw';
import { classTwins } from '../../../domain/classes/messages';
import { classDictionaries } from '../../../domain/classes/messages.sw';
import { moveTwins } from '../../../domain/classes/move-words';
import { moveWordDictionaries } from '../../../domain/classes/move-words.sw';
import { classDateTwins } from '../../../domain/classes/class-dates';
import { childTwins } from '../../../domain/enrollment/children';
import { classDateDictionaries } from '../../../domain/classes/class-dates.sw';

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
