// What a family is told about a booked trial beyond its seats (settings.yaml `booking`): until
// when it can be changed and to which days, when its calendar file's alarm rings and when its reminders go. No
// imports, so a template can take it without loading the slot rules.
export interface TrialRules {
  /** Changes (reschedule, cancel) are allowed until this many hours before the class starts. */
  changeCutoffHours: number;
  /** The calendar file's alarm rings this many minutes before the class. */
  calendarAlarmMinutes: number;
  /** Days, today included, that take trial bookings and moves (slots.ts dateWindow). */
  windowDays: number;
  /** Hours before the class that its first (`day`) and last (`hour`) reminders go. */
  reminderHours: ReminderHours;
}

/** Hours before a class that each of its reminders goes (a weekly class's too). */
export interface ReminderHours {
  day: number;
  hour: number;
}
