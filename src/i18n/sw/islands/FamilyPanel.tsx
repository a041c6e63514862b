// /sw/dashboard's family panel: the panel with its Kiswahili words (children, classes, class
// times, moves, make-up credits, renewal, switches, guardians, referrals), fetched with the panel itself (sw/Dashboard.tsx).
import { useContext } from 'react';
import FamilyPanel, { type FamilyPanelProps } from '../../../islands/dashboard/FamilyPanel';
import { PageLanguage, type PageWords } from '../../../islands/hooks/useWords';
import { words as familyLanguageSw } from '../familyLanguage';
import { words as childMessagesSw } from '../children';
import { words as channels } from '../channels';
import { words as family } from '../family';
import { words as classes } from '../classes';
import { words as move } from '../move';
import { words as classDates } from '../class-dates';
import { words as credits } from '../credits';
import { words as guardians } from '../guardians';
import { words as referrals } from '../referrals';

export const panelWords: PageWords = {
  channels,
  family,
  classes,
  move,
  classDates,
  credits,
  guardians,
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
