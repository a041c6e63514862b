// The hours a make-up credit books, on fixture mentors: any mentor of the course (not only one),
// up to the credit's expiry, never over the child's own classes, priority hours only for a
// priority plan.
import { describe, expect, it } from 'vitest';
import { makeUpTimes, type MakeUpQuery } from '../../../../src/domain/credits/make-up-times';
import { occurrenceOf } from '../../../../src/domain/classes/occurrences';

// Monday 2 March 2026, 09:00 Nairobi; the credit works until Nairobi midnight starting 5 March.
const now = new Date('2026-03-02T06:00:00Z');
const mentors = [
  { id: 'ann', courses: ['web'], hours: ['Mon 15:00-16:00', 'Wed 15:00-16:00 priority'] },
  { id: 'ben', courses: ['web'], hours: ['Tue 10:00-11:00', 'Thu 10:00-11:00'] },
  { id: 'cal', courses: ['art'], hours: ['Mon 10:00-20:00'] },
];
const query = (over: Partial<MakeUpQuery> = {}): MakeUpQuery => ({
  mentors,
  courseId: 'web',
  minutes: 60,
  held: [],
  vacated: [],
  movedIn: [],
  leave: [],
  now,
  priority: false,
  expiresAt: occurrenceOf('2026-03-05', 0).start,
  own: [],
  ...over,
});
const times = (q: MakeUpQuery) => makeUpTimes(q).map((t) => `${t.mentorId} ${t.date} ${t.time}`);

describe('makeUpTimes', () => {
  it('offers every mentor of the course, earliest first, before the credit expires', () => {
    expect(times(query())).toEqual(['ann 2026-03-02 15:00', 'ben 2026-03-03 10:00']);
  });

  it('opens priority hours to a priority plan only', () => {
    expect(times(query({ priority: true }))).toContain('ann 2026-03-04 15:00');
  });

  it('leaves out an hour someone holds and one overlapping the child’s own class', () => {
    const held = [{ mentorId: 'ann', weekday: 1, start: 15 * 60, minutes: 60 }];
    const own = [{ start: occurrenceOf('2026-03-03', 10 * 60 + 30).start, minutes: 45 }];
    expect(times(query({ held, own }))).toEqual([]);
  });

  it('offers nothing once the credit has expired', () => {
    expect(times(query({ now: occurrenceOf('2026-03-05', 0).start }))).toEqual([]);
  });
});
