// The Kiswahili twins the islands fetch on a Kiswahili page (hooks/useWords.ts), one loader
// per message module so a page fetches only the words it shows.
import type { TwinLoader } from './hooks/useWords';
import type { Messages } from '../domain/messages';
import type { BookingWords } from '../domain/booking-words';
import type { DateWords } from '../domain/i18n/dates';

export const messageTwins: TwinLoader<Messages> = () => import('../domain/messages.sw').then((m) => m.messageDictionaries);
export const bookingTwins: TwinLoader<BookingWords> = () =>
  import('../domain/booking-words.sw').then((m) => m.bookingWordDictionaries);
export const dateTwins: TwinLoader<DateWords> = () => import('../domain/i18n/dates.sw').then((m) => m.dateDictionaries);
