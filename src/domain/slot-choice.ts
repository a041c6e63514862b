// A class time a parent picks, on the booking form or when moving a booked class: the
// first problem with it in the form's words. The form, the book and manage functions all
// ask this, so a date that is not one of the offered days never reaches storage.
import type { Messages } from '../i18n/en/messages';
import { words as bookingMessages } from '../i18n/en/messages/booking';
import { dateWindow, isSlot, isSlotPast } from './slots';

export interface SlotProblem {
  field: 'date' | 'time';
  message: string;
}

/** Null when `date` is a day of the booking window and `time` one of its slots, not yet started;
 *  the message in the language of `words` (English unless given). */
export function slotProblem(
  date: unknown,
  time: unknown,
  now: Date,
  words: Pick<Messages, 'booking'> = { booking: bookingMessages },
): SlotProblem | null {
  const m = words.booking;
  if (typeof date !== 'string' || !dateWindow(now).includes(date)) return { field: 'date', message: m.invalidDate };
  if (!isSlot(time)) return { field: 'time', message: m.invalidTime };
  if (isSlotPast(date, time, now)) return { field: 'time', message: m.slotStarted };
  return null;
}
