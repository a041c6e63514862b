// Reminders of weekly classes: which one a class is due at an instant (24 hours and 1 hour
// before, each at most once; only the 1-hour one for a class written less than a day
// ahead), the family's zone, and the mail. Pure; the same rules as the trial's reminders
// (src/domain/mail/reminders.ts), on a class's stored instant.
import { COUNTRIES } from '../countries';
import { classTime } from '../mail/class-time';
import { compose, type Brand, type Mail } from '../mail/layout';
import { REMINDER_LEAD, type Reminder } from '../mail/reminders';
import { NAIROBI_TZ } from '../slots';
import { wallTime } from '../zone-clock';

export interface ClassReminderState {
  status: string;
  /** Epoch ms the class starts. */
  start: number;
  /** Epoch ms the class was written. */
  createdAt: number;
  reminders: { day?: unknown; hour?: unknown };
}

/** The reminder to send now, or null. The 1-hour one wins once its hour has come. */
export function dueClassReminder(c: ClassReminderState, now: number): Reminder | null {
  if (c.status !== 'scheduled' || now >= c.start) return null;
  if (now >= c.start - REMINDER_LEAD.hour) return c.reminders.hour ? null : 'hour';
  if (now >= c.start - REMINDER_LEAD.day && c.createdAt <= c.start - REMINDER_LEAD.day && !c.reminders.day) return 'day';
  return null;
}

/** The family's zone, read from its WhatsApp number's country; Nairobi's when none is known. */
export function familyZone(whatsapp: unknown): string {
  if (typeof whatsapp !== 'string') return NAIROBI_TZ;
  const match = [...COUNTRIES].sort((a, b) => b.dial.length - a.dial.length).find((c) => whatsapp.startsWith(c.dial));
  return match?.tz ?? NAIROBI_TZ;
}

export interface WeeklyClass {
  studentName: string;
  /** The mentor's first name. */
  mentorName: string;
  start: Date;
  /** The family's zone. */
  tz: string;
  joinLink: string;
  /** The plan's rescheduling rule as the plan card states it (rule-text.ts). */
  reschedulingLine: string | null;
}

/** The class time as a reminder prints it, in the family's zone with Nairobi's beside it. */
export function weeklyClassTime(c: Pick<WeeklyClass, 'start' | 'tz'>): ReturnType<typeof classTime> {
  const nairobi = wallTime(c.start, NAIROBI_TZ);
  return classTime(nairobi.date, nairobi.time, c.tz);
}

export function weeklyReminderMail(brand: Brand, c: WeeklyClass, which: Reminder): Mail {
  const when = weeklyClassTime(c);
  const soon = which === 'hour';
  return compose(brand, {
    template: `weekly-reminder-${which}`,
    subject: soon
      ? `Starting within the hour: ${c.studentName}'s class with ${c.mentorName} · ${brand.name}`
      : `Reminder: ${c.studentName}'s class with ${c.mentorName} is on ${when.local} · ${brand.name}`,
    heading: 'Hello,',
    blocks: [
      {
        kind: 'p',
        text: soon
          ? `${c.studentName}'s class with ${c.mentorName} starts within the hour, at ${when.full}.`
          : `A reminder: ${c.studentName}'s class with ${c.mentorName} is on ${when.full}.`,
      },
      {
        kind: 'facts',
        rows: [
          ['Class', when.full],
          ['Mentor', c.mentorName],
        ],
      },
      { kind: 'button', label: 'Join the class', href: c.joinLink },
      ...(c.reschedulingLine
        ? [
            {
              kind: 'p' as const,
              text: `Can't make it? Your plan includes: ${c.reschedulingLine}. Move the class from your dashboard: ${brand.siteUrl}/dashboard`,
            },
          ]
        : []),
    ],
  });
}
