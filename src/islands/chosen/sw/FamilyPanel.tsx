// /sw/dashboard's family panel: the panel with its Kiswahili words (children, classes, class
// times and a full hour's waiting list, moves, make-up credits, renewal, switches, guardians, referrals), fetched with the panel itself (sw/Dashboard.tsx).
import { useContext } from 'react';
import FamilyPanel, { type FamilyPanelProps } from '../../dashboard/FamilyPanel';
import { PageLanguage, type PageWords } from '../../hooks/useWords';
import { words as familyLanguageSw } from '../../../i18n/sw/familyLanguage';
import { words as childMessagesSw } from '../../../i18n/sw/children';
import { words as channels } from '../../../i18n/sw/channels';
import { words as family } from '../../../i18n/sw/family';
import { words as classes } from '../../../i18n/sw/classes';
import { words as move } from '../../../i18n/sw/move';
import { words as classDates } from '../../../i18n/sw/class-dates';
import { words as credits } from '../../../i18n/sw/credits';
import { words as guardians } from '../../../i18n/sw/guardians';
import { words as waitlist } from '../../../i18n/sw/waitlist';
import { words as referrals } from '../../../i18n/sw/referrals';

export const panelWords: PageWords = {
  channels,
  family,
  classes,
  move,
  classDates,
  credits,
  guardians,
  waitlist,
  referrals,
  familyLanguage: familyLanguageSw,
  children: childMessagesSw,
};

export default function FamilyPanelSw(props: FamilyPanelProps) {
  const page = useContext(PageLanguage);
  return (
    <PageLanguage.Provider value={{ ...page, words: { ...page.words, ...panelWords } }}>
      <FamilyPanel {...props} />
    </PageLanguage.Provider>
  );
}
