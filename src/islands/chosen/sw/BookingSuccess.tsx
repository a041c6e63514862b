// /sw/success's island: the booking's success screen with its Kiswahili words imported and its links
// under /sw/ (hooks/useWords.ts).
import type { ComponentProps } from 'react';
import BookingSuccess from '../../BookingSuccess';
import { PageLanguage } from '../../hooks/useWords';
import { inKiswahili } from './in-kiswahili';
import { words as manage } from '../../../i18n/sw/messages/manage';
import { words as success } from '../../../i18n/sw/success';
import { words as swahiliDates } from '../../../i18n/sw/dates';
import { words as calendar } from '../../../i18n/sw/calendar';
import { words as formats } from '../../../i18n/sw/formats';

const kiswahili = inKiswahili({ messages: { manage }, success, calendar, formats, dates: swahiliDates });

export default function BookingSuccessSw(props: ComponentProps<typeof BookingSuccess>) {
  return (
    <PageLanguage.Provider value={kiswahili}>
      <BookingSuccess {...props} />
    </PageLanguage.Provider>
  );
}
