// /sw/book-class's island: the booking form with its Kiswahili words imported and its links
// under /sw/ (hooks/useWords.ts).
import type { ComponentProps } from 'react';
import BookingForm from '../../BookingForm';
import { PageLanguage } from '../../hooks/useWords';
import { inKiswahili } from './in-kiswahili';
import { words as booking } from '../../../i18n/sw/booking';
import { words as bookingMessages } from '../../../i18n/sw/messages/booking';
import { words as email } from '../../../i18n/sw/messages/email';
import { words as swahiliDates } from '../../../i18n/sw/dates';
import { words as waitlist } from '../../../i18n/sw/waitlist';

const kiswahili = inKiswahili({ messages: { booking: bookingMessages, email }, booking, dates: swahiliDates, waitlist });

export default function BookingFormSw(props: ComponentProps<typeof BookingForm>) {
  return (
    <PageLanguage.Provider value={kiswahili}>
      <BookingForm {...props} language="sw" />
    </PageLanguage.Provider>
  );
}
