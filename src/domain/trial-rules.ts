// What a family is told about a booked trial beyond its seats (settings.yaml `booking`): until
// when it can be changed, and when its calendar file's alarm rings. No imports, so a template
// can take it without loading the slot rules.
export interface TrialRules {
  /** Changes (reschedule, cancel) are allowed until this many hours before the class starts. */
  changeCutoffHours: number;
  /** The calendar file's alarm rings this many minutes before the class. */
  calendarAlarmMinutes: number;
}
