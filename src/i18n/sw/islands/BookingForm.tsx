// /sw/book-class's island: the booking form with its Kiswahili words imported and its links
// under /sw/ (hooks/useWords.ts).
import type { ComponentProps } from 'react';
import BookingForm from '../../../islands/BookingForm';
import { PageLanguage } from '../../../islands/hooks/useWords';
import { inKiswahili } from './in-kiswahili';
import { words as booking } from '../booking';
import { words as bookingMessages } from '../messages/booking';
import { words as email } from '../messages/email';
import { words as swahiliDates } from '../dates';
import { words as waitlist } from '../waitlist';

const kiswahili = inKiswahili({ messages: { booking: bookingMessages, email }, booking, dates: swahiliDates, waitlist });

export default function BookingFormSw(props: ComponentProps<typeof BookingForm>) {
  return (
    <PageLanguage.Provider value={kiswahili}>
      <BookingForm {...props} language="sw" />
    </PageLanguage.Provider>
  );
}
