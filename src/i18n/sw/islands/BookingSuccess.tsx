// /sw/success's island: the booking's success screen with its Kiswahili words imported and its links
// under /sw/ (hooks/useWords.ts).
import type { ComponentProps } from 'react';
import BookingSuccess from '../../../islands/BookingSuccess';
import { PageLanguage } from '../../../islands/hooks/useWords';
import { inKiswahili } from './in-kiswahili';
import { words as manage } from '../messages/manage';
import { words as success } from '../success';
import { words as swahiliDates } from '../dates';
import { words as calendar } from '../calendar';
import { words as formats } from '../formats';

const kiswahili = inKiswahili({ messages: { manage }, success, calendar, formats, dates: swahiliDates });

export default function BookingSuccessSw(props: ComponentProps<typeof BookingSuccess>) {
  return (
    <PageLanguage.Provider value={kiswahili}>
      <BookingSuccess {...props} />
    </PageLanguage.Provider>
  );
}
