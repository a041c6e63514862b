// /sw/success's island: the booking's success screen with its Kiswahili words imported and its links
// under /sw/ (hooks/useWords.ts).
import type { ComponentProps } from 'react';
import BookingSuccess from '../BookingSuccess';
import { PageLanguage } from '../hooks/useWords';
import { inKiswahili } from './in-kiswahili';
import { messagesSw } from '../../domain/messages.sw';
import { successWordDictionaries } from '../../domain/success-words.sw';
import { dateTwins } from '../../i18n/en/dates';
import { words as swahiliDates } from '../../i18n/sw/dates';
import { messageTwins } from '../../domain/message-areas/twins';
import { successTwins } from '../../domain/success-words';

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
