import { describe, expect, it } from 'vitest';
import { clock, minutesOf, parseHours } from '../../../../src/domain/classes/hours';

describe('parseHours', () => {
  it('reads a weekday and a Nairobi stretch in minutes', () => {
    expect(parseHours('Mon 15:00-19:00')).toEqual({ weekday: 1, start: 900, end: 1140, priority: false });
    expect(parseHours('Sun 09:30-24:00')).toEqual({ weekday: 0, start: 570, end: 1440, priority: false });
    expect(parseHours('Sat 14:00-16:00 priority')).toMatchObject({ weekday: 6, priority: true });
  });

  it('names the mistake (src/content words it for editors)', () => {
    expect(parseHours('Monday 15:00-19:00')).toBe('shape');
    expect(parseHours('Mon 3pm-7pm')).toBe('shape');
    expect(parseHours('Mon 19:00-15:00')).toBe('endsBeforeStart');
    expect(parseHours('Mon 15:00-24:30')).toBe('pastMidnight');
  });

  it('writes minutes as HH:MM and back', () => {
    expect(clock(945)).toBe('15:45');
    expect(minutesOf('15:45')).toBe(945);
  });
});
