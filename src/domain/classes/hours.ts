// A mentor's weekly teaching hours, written in team.yaml as Nairobi wall time, e.g.
// "Mon 15:00-19:00". A line ending in "priority" is held back for families whose plan
// promises priority rescheduling (see plan-rules.ts). Pure; imports nothing.

export const WEEKDAY_CODES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** One stretch of a week, in minutes after Nairobi midnight. */
export interface WeeklyHours {
  /** 0 for Sunday */
  weekday: number;
  start: number;
  end: number;
  /** Held back for priority moves; never offered when a family first picks times. */
  priority: boolean;
}

const LINE_RE = /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) ([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-4]):([0-5]\d)( priority)?$/;

/** What is wrong with a line, named for the content check that words it for editors. */
export type HoursMistake = 'shape' | 'pastMidnight' | 'endsBeforeStart';

/** The stretch a line describes, or the editor's mistake. */
export function parseHours(line: string): WeeklyHours | HoursMistake {
  const m = LINE_RE.exec(line.trim());
  if (!m) return 'shape';
  const start = Number(m[2]) * 60 + Number(m[3]);
  const end = Number(m[4]) * 60 + Number(m[5]);
  if (end > 24 * 60) return 'pastMidnight';
  if (end <= start) return 'endsBeforeStart';
  return { weekday: WEEKDAY_CODES.indexOf(m[1] as (typeof WEEKDAY_CODES)[number]), start, end, priority: Boolean(m[6]) };
}

/** Lines already checked by the content schema, parsed. */
export function weeklyHours(lines: readonly string[]): WeeklyHours[] {
  return lines.map(parseHours).filter((h): h is WeeklyHours => typeof h !== 'string');
}

const two = (n: number) => String(n).padStart(2, '0');

/** Minutes after midnight as HH:MM. */
export function clock(minutes: number): string {
  return `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
}

/** HH:MM as minutes after midnight. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}
