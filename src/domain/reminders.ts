// Class reminders: which one a booking is due at an instant. The first (`day`) and the last
// (`hour`) go the hours before the class settings.yaml `booking.reminderHours` says, each at
// most once; none for a booking that is not upcoming or whose class has started; a booking made
// later than the first's hour gets only the last. The scheduled job runs every 15 minutes and
// asks `dueReminder`; the mails are src/messages/mail/reminders.ts. Pure.
import { slotInstant } from './slots';
import type { ReminderHours } from './trial-rules';

export type Reminder = 'day' | 'hour';
export type { ReminderHours } from './trial-rules';

const HOUR = 60 * 60_000;

/** How long before a class each reminder goes, in ms. */
export function reminderLead(hours: ReminderHours): Record<Reminder, number> {
  return { day: hours.day * HOUR, hour: hours.hour * HOUR };
}

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

/** The reminder to send now, or null. The last one wins once its hour has come. */
export function dueReminder(b: ReminderState, now: number, hours: ReminderHours): Reminder | null {
  if (b.status !== 'upcoming') return null;
  const start = slotInstant(b.date, b.time).getTime();
  if (now >= start) return null;
  const lead = reminderLead(hours);
  if (now >= start - lead.hour) return b.reminders.hour ? null : 'hour';
  const bookedEarlyEnough = b.createdAt <= start - lead.day;
  if (now >= start - lead.day && bookedEarlyEnough && !b.reminders.day) return 'day';
  return null;
}

/** The Nairobi dates whose classes a job at `now` could owe a reminder: today through the first
 *  reminder's reach, and a day more (zones ahead). */
export function reminderDates(now: number, nairobiDate: (at: Date) => string, hours: ReminderHours): string[] {
  const days = Math.ceil(hours.day / 24) + 1;
  return Array.from({ length: days + 1 }, (_, i) => nairobiDate(new Date(now + i * 24 * HOUR)));
}
