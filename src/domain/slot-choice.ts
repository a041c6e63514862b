// A class time a parent picks, on the booking form or when moving a booked class: the
// first problem with it in the form's words. The form, the book and manage functions all
// ask this, so a date that is not one of the offered days never reaches storage.
import type { Messages } from '../i18n/en/messages';
import { words as bookingMessages } from '../i18n/en/messages/booking';
import { dateWindow, isIsoDate, isSlot, isSlotPast, nairobiDate } from './slots';

export interface SlotProblem {
  field: 'date' | 'time';
  message: string;
}

/** Whether `date` is a day of the booking window of `windowDays` (settings.yaml `booking`); with no
 *  window (a request reader holds no settings), any real date from today on: the functions refuse
 *  one past the window (seats.ts seatRefusal) with the same words. */
export function isOfferedDate(date: unknown, now: Date, windowDays?: number): date is string {
  if (!isIsoDate(date)) return false;
  return windowDays === undefined ? date >= nairobiDate(now) : dateWindow(now, windowDays).includes(date);
}

/** Null when `date` is a day of the booking window of `windowDays` (settings.yaml `booking`) and `time`
 *  one of its slots, not yet started (isOfferedDate); the message in the language of `words` (English unless given). */
export function slotProblem(
  date: unknown,
  time: unknown,
  now: Date,
  words: Pick<Messages, 'booking'> = { booking: bookingMessages },
  windowDays?: number,
): SlotProblem | null {
  const m = words.booking;
  if (!isOfferedDate(date, now, windowDays)) return { field: 'date', message: m.invalidDate };
  if (!isSlot(time)) return { field: 'time', message: m.invalidTime };
  if (isSlotPast(date, time, now)) return { field: 'time', message: m.slotStarted };
  return null;
}
