// /sw/move's island: moving a class with its Kiswahili words imported and its links under
// /sw/ (hooks/useWords.ts).
import MovePage from '../../move/MovePage';
import { PageLanguage } from '../../hooks/useWords';
import { inKiswahili } from './in-kiswahili';
import { words as classes } from '../../../i18n/sw/classes';
import { words as move } from '../../../i18n/sw/move';
import { words as classDates } from '../../../i18n/sw/class-dates';
import { words as credits } from '../../../i18n/sw/credits';

const kiswahili = inKiswahili({ classes, move, classDates, credits });

export default function MovePageSw() {
  return (
    <PageLanguage.Provider value={kiswahili}>
      <MovePage />
    </PageLanguage.Provider>
  );
}
