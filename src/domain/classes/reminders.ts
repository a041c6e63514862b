// Reminders of weekly classes: which one a class is due at an instant (the hours before
// settings.yaml `booking.reminderHours` says, each at most once; only the last for a class
// written later than the first's hour) and the family's zone. Pure; the same rules as the trial's reminders
// (domain/reminders.ts), on a class's stored instant; the mails: messages/mail/weekly-reminder.ts.
import { COUNTRIES } from '../countries';
import { reminderLead, type Reminder, type ReminderHours } from '../reminders';
import { NAIROBI_TZ } from '../slots';

export interface ClassReminderState {
  status: string;
  /** Epoch ms the class starts. */
  start: number;
  /** Epoch ms the class was written. */
  createdAt: number;
  reminders: { day?: unknown; hour?: unknown };
}

/** The reminder to send now, or null. The last one wins once its hour has come. */
export function dueClassReminder(c: ClassReminderState, now: number, hours: ReminderHours): Reminder | null {
  if (c.status !== 'scheduled' || now >= c.start) return null;
  const lead = reminderLead(hours);
  if (now >= c.start - lead.hour) return c.reminders.hour ? null : 'hour';
  if (now >= c.start - lead.day && c.createdAt <= c.start - lead.day && !c.reminders.day) return 'day';
  return null;
}

/** The family's zone, read from its WhatsApp number's country; Nairobi's when none is known. */
export function familyZone(whatsapp: unknown): string {
  if (typeof whatsapp !== 'string') return NAIROBI_TZ;
  const match = [...COUNTRIES].sort((a, b) => b.dial.length - a.dial.length).find((c) => whatsapp.startsWith(c.dial));
  return match?.tz ?? NAIROBI_TZ;
}
