// /sw/success's island: the booking's success screen with its Kiswahili words imported and its links
// under /sw/ (hooks/useWords.ts).
import type { ComponentProps } from 'react';
import BookingSuccess from '../../../islands/BookingSuccess';
import { PageLanguage } from '../../../islands/hooks/useWords';
import { inKiswahili } from './in-kiswahili';
import { messagesSw } from '../../../domain/messages.sw';
import { successWordDictionaries } from '../../../domain/success-words.sw';
import { dateTwins } from '../../en/dates';
import { words as swahiliDates } from '../dates';
import { messageTwins } from '../../../domain/message-areas/twins';
import { successTwins } from '../../../domain/success-words';

const kiswahili = inKiswahili({
  [messageTwins]: { sw: messagesSw },
  [successTwins]: successWordDictionaries,
  [dateTwins]: { sw: swahiliDates },
});

export default function BookingSuccessSw(props: ComponentProps<typeof BookingSuccess>) {
  return (
    <PageLanguage.Provider value={kiswahili}>
      <BookingSuccess {...props} language="sw" />
    </PageLanguage.Provider>
  );
}
