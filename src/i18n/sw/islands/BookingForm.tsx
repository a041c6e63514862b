// /sw/book-class's island: the booking form with its Kiswahili words imported and its links
// under /sw/ (hooks/useWords.ts).
import type { ComponentProps } from 'react';
import BookingForm from '../../../islands/BookingForm';
import { PageLanguage } from '../../../islands/hooks/useWords';
import { inKiswahili } from './in-kiswahili';
import { messagesSw } from '../../../domain/messages.sw';
import { bookingWordDictionaries } from '../../../domain/booking-words.sw';
import { dateTwins } from '../../en/dates';
import { words as swahiliDates } from '../dates';
import { bookingTwins } from '../../../domain/booking-words';
import { messageTwins } from '../../../domain/message-areas/twins';

const kiswahili = inKiswahili({
  [messageTwins]: { sw: messagesSw },
  [bookingTwins]: bookingWordDictionaries,
  [dateTwins]: { sw: swahiliDates },
});

export default function BookingFormSw(props: ComponentProps<typeof BookingForm>) {
  return (
    <PageLanguage.Provider value={kiswahili}>
      <BookingForm {...props} language="sw" />
    </PageLanguage.Provider>
  );
}
