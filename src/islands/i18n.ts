// The keys by which an island asks for a message module's twins (hooks/useWords.ts); the
// twins themselves are imported only by the Kiswahili pages' islands (src/islands/sw/*).
import type { TwinKey } from './hooks/useWords';
import type { Messages } from '../domain/messages';
import type { BookingWords } from '../domain/booking-words';
import type { SuccessWords } from '../domain/success-words';
import type { DateWords } from '../domain/i18n/dates';

export const messageTwins = 'messages' as TwinKey<Messages>;
export const bookingTwins = 'booking' as TwinKey<BookingWords>;
export const successTwins = 'success' as TwinKey<SuccessWords>;
export const dateTwins = 'dates' as TwinKey<DateWords>;
