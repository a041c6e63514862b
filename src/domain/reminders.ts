// Class reminders: which one a booking is due at an instant. 24 hours and 1 hour before the
// class, each at most once; none for a booking that is not upcoming or whose class has
// started; a booking made less than 24 hours ahead gets only the 1-hour one. The scheduled
// job runs every 15 minutes and asks `dueReminder`; the mails are src/messages/mail/reminders.ts. Pure.
import { slotInstant } from './slots';

export type Reminder = 'day' | 'hour';

const HOUR = 60 * 60_000;
export const REMINDER_LEAD: Record<Reminder, number> = { day: 24 * HOUR, hour: HOUR };

export interface ReminderState {
  status: string;
  /** Nairobi date and slot of the class. */
  date: string;
  time: string;
  /** When the booking was made (epoch ms). */
  createdAt: number;
  /** Which reminders were sent already. */
  reminders: { day?: unknown; hour?: unknown };
}

/** The reminder to send now, or null. The 1-hour one wins once its hour has come. */
export function dueReminder(b: ReminderState, now: number): Reminder | null {
  if (b.status !== 'upcoming') return null;
  const start = slotInstant(b.date, b.time).getTime();
  if (now >= start) return null;
  if (now >= start - REMINDER_LEAD.hour) return b.reminders.hour ? null : 'hour';
  const bookedEarlyEnough = b.createdAt <= start - REMINDER_LEAD.day;
  if (now >= start - REMINDER_LEAD.day && bookedEarlyEnough && !b.reminders.day) return 'day';
  return null;
}

/** The Nairobi dates whose classes a job at `now` could owe a reminder: today and tomorrow, and the day after (zones ahead). */
export function reminderDates(now: number, nairobiDate: (at: Date) => string): string[] {
  return [0, 1, 2].map((days) => nairobiDate(new Date(now + days * 24 * HOUR)));
}
