// /sw/move's island: moving a class with its Kiswahili words imported and its links under
// /sw/ (hooks/useWords.ts).
import MovePage from '../../../islands/move/MovePage';
import { PageLanguage } from '../../../islands/hooks/useWords';
import { inKiswahili } from './in-kiswahili';
import { words as classes } from '../classes';
import { words as move } from '../move';
import { words as classDates } from '../class-dates';
import { words as credits } from '../credits';

const kiswahili = inKiswahili({ classes, move, classDates, credits });

export default function MovePageSw() {
  return (
    <PageLanguage.Provider value={kiswahili}>
      <MovePage />
    </PageLanguage.Provider>
  );
}
