// How the dashboard and /mentor read weekly classes: a Nairobi weekly time in the family's
// zone, the join link's window, the attendance weeks and the Nairobi week.
import { describe, expect, it } from 'vitest';
import {
  ATTENDANCE_WEEKS,
  classWhen,
  isRecent,
  joinOpen,
  MENTOR_DAYS_AHEAD,
  mentorDays,
  weeklyTimeIn,
} from '../../../../src/domain/classes/shown';
import { addDays } from '../../../../src/domain/slots';

const MIN = 60_000;
const DAY = 86_400_000;

describe('weeklyTimeIn', () => {
  // Thursday 26 November 2026, 09:00 UTC.
  const now = new Date('2026-11-26T09:00:00Z');
  it('reads a Nairobi Monday 16:00 as 14:00 WAT in Lagos and 15:00 SAST in Johannesburg', () => {
    expect(weeklyTimeIn(1, 16 * 60, 'Africa/Nairobi', now)).toBe('Monday 16:00 EAT');
    expect(weeklyTimeIn(1, 16 * 60, 'Africa/Lagos', now)).toBe('Monday 14:00 WAT');
    expect(weeklyTimeIn(1, 16 * 60, 'Africa/Johannesburg', now)).toBe('Monday 15:00 SAST');
  });
  it('moves the weekday when the zone crosses midnight', () => {
    expect(weeklyTimeIn(2, 1 * 60, 'Africa/Lagos', now)).toBe('Monday 23:00 WAT');
  });
});

describe('classWhen', () => {
  it('names the date and time in the zone', () => {
    expect(classWhen(new Date('2026-03-02T13:00:00Z'), 'Africa/Lagos')).toBe('Mon 2 Mar, 14:00 WAT');
  });
});

describe('joinOpen', () => {
  const start = new Date('2026-03-02T13:00:00Z');
  it.each([10, 3])(
    'opens the link exactly the %i minutes settings.yaml gives before and closes it when the class ends',
    (open) => {
      expect(joinOpen(start, 45, new Date(start.getTime() - open * MIN - 1), open)).toBe(false);
      expect(joinOpen(start, 45, new Date(start.getTime() - open * MIN), open)).toBe(true);
      expect(joinOpen(start, 45, new Date(start.getTime() + 44 * MIN), open)).toBe(true);
      expect(joinOpen(start, 45, new Date(start.getTime() + 45 * MIN), open)).toBe(false);
    },
  );
});

describe('isRecent', () => {
  const now = new Date('2026-03-30T12:00:00Z');
  it('keeps started classes of the last ATTENDANCE_WEEKS weeks only', () => {
    expect(isRecent(new Date(now.getTime() - MIN), now)).toBe(true);
    expect(isRecent(new Date(now.getTime() + MIN), now)).toBe(false);
    expect(isRecent(new Date(now.getTime() - ATTENDANCE_WEEKS * 7 * DAY + MIN), now)).toBe(true);
    expect(isRecent(new Date(now.getTime() - ATTENDANCE_WEEKS * 7 * DAY), now)).toBe(false);
  });
});

describe('mentorDays', () => {
  it('runs from the Nairobi date today to MENTOR_DAYS_AHEAD days after it, on a Sunday too', () => {
    expect(MENTOR_DAYS_AHEAD).toBe(7);
    const ahead = (d: string) => addDays(d, MENTOR_DAYS_AHEAD);
    expect(mentorDays(new Date('2026-11-26T09:00:00Z'))).toEqual({ today: '2026-11-26', last: ahead('2026-11-26') });
    // Sunday evening in Nairobi: Monday's classes are within the days shown.
    const sunday = mentorDays(new Date('2026-11-29T20:30:00Z'));
    expect(sunday).toEqual({ today: '2026-11-29', last: ahead('2026-11-29') });
    expect(sunday.last >= '2026-11-30').toBe(true);
    // Late on Sunday UTC, Nairobi is already Monday.
    expect(mentorDays(new Date('2026-11-29T22:30:00Z')).today).toBe('2026-11-30');
  });
});
