// How the dashboard and /mentor show weekly classes: a Nairobi weekly time in a reader's
// zone, one class's date and time, whether its join link is live yet, which past classes
// count as recent, and the days /mentor shows ahead. Pure; the zone names are the trial's (slots.ts).
import { addDays, dayLabel, nairobiDate, zoneName } from '../slots';
import { DAY_NAMES, wallTime } from '../zone-clock';
import { nextDateOn } from './free-times';
import { occurrenceOf } from './occurrences';

/** The dashboard shows attendance for this many weeks back. */
export const ATTENDANCE_WEEKS = 4;

/** A Nairobi weekly time as read in `tz` on its next date: "Monday 16:00 EAT". */
export function weeklyTimeIn(weekday: number, start: number, tz: string, now: Date): string {
  const at = occurrenceOf(nextDateOn(nairobiDate(now), weekday), start).start;
  const w = wallTime(at, tz);
  return `${DAY_NAMES[w.weekday]} ${w.time} ${zoneName(tz, at)}`;
}

/** One class as read in `tz`: "Mon 3 Mar, 16:00 EAT". */
export function classWhen(start: Date, tz: string): string {
  const w = wallTime(start, tz);
  const d = dayLabel(w.date);
  return `${d.weekday} ${d.day} ${d.month}, ${w.time} ${zoneName(tz, start)}`;
}

/** Whether a class's join link is live: from `openMinutes` (settings.yaml) before it starts until it ends. */
export function joinOpen(start: Date, minutes: number, now: Date, openMinutes: number): boolean {
  const t = now.getTime();
  return t >= start.getTime() - openMinutes * 60_000 && t < start.getTime() + minutes * 60_000;
}

/** Whether a class that has started falls within the last ATTENDANCE_WEEKS weeks. */
export function isRecent(start: Date, now: Date): boolean {
  return start.getTime() <= now.getTime() && start.getTime() > now.getTime() - ATTENDANCE_WEEKS * 7 * 86_400_000;
}

/** /mentor shows the classes of today and this many Nairobi days after it. */
export const MENTOR_DAYS_AHEAD = 7;

/** The Nairobi dates /mentor shows ahead at `now`: today, and the last of the days after it. */
export function mentorDays(now: Date): { today: string; last: string } {
  const today = nairobiDate(now);
  return { today, last: addDays(today, MENTOR_DAYS_AHEAD) };
}
