import { describe, expect, it } from 'vitest';
import { chooseCover, coverCandidates, type CoverQuery } from '../../../../src/domain/classes/cover';
import { weekdayOf } from '../../../../src/domain/classes/occurrences';

// A Tuesday; classes of 60 minutes at 16:00 (960).
const DATE = '2031-04-15';
const hours = ['Tue 15:00-19:00'];
const base: CoverQuery = {
  mentors: [
    { id: 'away', courses: ['scratch'], hours },
    { id: 'ann', courses: ['scratch'], hours },
    { id: 'bob', courses: ['scratch'], hours },
    { id: 'cy', courses: ['python'], hours },
  ],
  courseId: 'scratch',
  mentorId: 'away',
  date: DATE,
  start: 960,
  minutes: 60,
  held: [],
  vacated: [],
  movedIn: [],
  leave: [],
  loads: [],
};

describe('cover choice', () => {
  it('is a Tuesday fixture', () => expect(weekdayOf(DATE)).toBe(2));

  it('offers the other mentors of the course only, never the class own mentor', () => {
    expect(coverCandidates(base)).toEqual(['ann', 'bob']);
  });

  it('leaves out a mentor whose hours do not hold the whole class that weekday', () => {
    const q = {
      ...base,
      mentors: [...base.mentors.slice(0, 2), { id: 'bob', courses: ['scratch'], hours: ['Tue 16:30-19:00'] }],
    };
    expect(coverCandidates(q)).toEqual(['ann']);
    expect(coverCandidates({ ...base, date: '2031-04-16' })).toEqual([]);
  });

  it('leaves out a mentor holding a weekly time that overlaps, unless that date was vacated', () => {
    const held = [{ mentorId: 'ann', weekday: 2, start: 990, minutes: 60 }];
    expect(coverCandidates({ ...base, held })).toEqual(['bob']);
    const vacated = [{ mentorId: 'ann', key: `${DATE}_1630`, minutes: 60 }];
    expect(coverCandidates({ ...base, held, vacated })).toEqual(['ann', 'bob']);
  });

  it('leaves out a mentor with a class moved or covered into that hour, and one on leave that date', () => {
    const movedIn = [{ mentorId: 'bob', key: `${DATE}_1600`, minutes: 60 }];
    expect(coverCandidates({ ...base, movedIn })).toEqual(['ann']);
    const leave = [{ mentorId: 'ann', from: DATE, to: DATE }];
    expect(coverCandidates({ ...base, movedIn, leave })).toEqual([]);
    expect(chooseCover({ ...base, movedIn, leave })).toBeNull();
    // Another date of the same mentors is untouched.
    expect(coverCandidates({ ...base, movedIn, leave, date: '2031-04-22' })).toEqual(['ann', 'bob']);
  });

  it('gives the class to the mentor with the fewest weekly classes', () => {
    const loads = [
      { id: 'ann', load: 5, lastCovered: 0 },
      { id: 'bob', load: 2, lastCovered: Date.UTC(2031, 3, 1) },
    ];
    expect(chooseCover({ ...base, loads })).toBe('bob');
  });

  it('between equal loads, to the one who covered longest ago, then in team order', () => {
    const loads = [
      { id: 'ann', load: 3, lastCovered: Date.UTC(2031, 3, 10) },
      { id: 'bob', load: 3, lastCovered: Date.UTC(2031, 3, 1) },
    ];
    expect(chooseCover({ ...base, loads })).toBe('bob');
    expect(chooseCover({ ...base, loads: loads.map((l) => ({ ...l, lastCovered: 0 })) })).toBe('ann');
  });

  it('takes turns: after a cover the other equal mentor covers next', () => {
    let loads = [
      { id: 'ann', load: 1, lastCovered: 0 },
      { id: 'bob', load: 1, lastCovered: 0 },
    ];
    const seen: string[] = [];
    for (let i = 1; i <= 4; i++) {
      const chosen = chooseCover({ ...base, loads })!;
      seen.push(chosen);
      loads = loads.map((l) => (l.id === chosen ? { ...l, lastCovered: i } : l));
    }
    expect(seen).toEqual(['ann', 'bob', 'ann', 'bob']);
  });
});
