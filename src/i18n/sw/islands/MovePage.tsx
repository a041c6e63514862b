// /sw/move's island: moving a class with its Kiswahili words imported and its links under
// /sw/ (hooks/useWords.ts).
import type { ComponentProps } from 'react';
import MovePage from '../../../islands/move/MovePage';
import { PageLanguage } from '../../../islands/hooks/useWords';
import { inKiswahili } from './in-kiswahili';
import { classDictionaries } from '../../../domain/classes/messages.sw';
import { moveWordDictionaries } from '../../../domain/classes/move-words.sw';
import { classDateDictionaries } from '../../../domain/classes/class-dates.sw';
import { classDateTwins } from '../../../domain/classes/class-dates';
import { classTwins } from '../../../domain/classes/messages';
import { moveTwins } from '../../../domain/classes/move-words';

const kiswahili = inKiswahili({
  [classTwins]: classDictionaries,
  [moveTwins]: moveWordDictionaries,
  [classDateTwins]: classDateDictionaries,
});

export default function MovePageSw(props: ComponentProps<typeof MovePage>) {
  return (
    <PageLanguage.Provider value={kiswahili}>
      <MovePage {...props} language="sw" />
    </PageLanguage.Provider>
  );
}
