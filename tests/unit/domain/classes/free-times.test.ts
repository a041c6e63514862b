// Free weekly times: a course's mentors' hours, less taken hours and leave, on the half-hour grid.
import { describe, expect, it } from 'vitest';
import { freeWeeklyTimes, sameDayProblem, type MentorHours } from '../../../../src/domain/classes/free-times';

const mentors: MentorHours[] = [
  { id: 'ann', courses: ['prodigy'], hours: ['Mon 15:00-17:00', 'Sat 10:00-11:00 priority'] },
  { id: 'ben', courses: ['prodigy', 'scratch'], hours: ['Mon 16:00-17:00', 'Tue 09:00-10:00'] },
  { id: 'cat', courses: ['scratch'], hours: ['Mon 15:00-18:00'] },
];
const base = { mentors, courseId: 'prodigy', taken: [], leave: [], firstDate: '2026-03-02' };
const at = (list: ReturnType<typeof freeWeeklyTimes>) => list.map((f) => `${f.weekday}@${f.start}:${f.mentorIds.join('+')}`);

describe('freeWeeklyTimes', () => {
  it('offers starts on the half-hour where a whole class fits, with the mentors free then', () => {
    expect(at(freeWeeklyTimes({ ...base, minutes: 60 }))).toEqual(['1@900:ann', '1@930:ann', '1@960:ann+ben', '2@540:ben']);
    expect(at(freeWeeklyTimes({ ...base, minutes: 90 }))).toEqual(['1@900:ann', '1@930:ann']);
  });

  it('leaves out a mentor whose hour overlaps a class already held', () => {
    const taken = [{ mentorId: 'ann', weekday: 1, start: 930, minutes: 45 }];
    expect(at(freeWeeklyTimes({ ...base, minutes: 60, taken }))).toEqual(['1@960:ben', '2@540:ben']);
  });

  it('leaves out a mentor on leave on the date the time first falls on', () => {
    const leave = [{ mentorId: 'ben', from: '2026-03-03', to: '2026-03-10' }];
    expect(at(freeWeeklyTimes({ ...base, minutes: 60, leave }))).toEqual(['1@900:ann', '1@930:ann', '1@960:ann+ben']);
  });

  it('checks leave on every date up to untilDate: a mentor away on a later date is offered but not as free on every date', () => {
    // 2026-03-09 is the second Monday from 2026-03-02.
    const leave = [{ mentorId: 'ben', from: '2026-03-09', to: '2026-03-09' }];
    const free = freeWeeklyTimes({ ...base, minutes: 60, leave, untilDate: '2026-04-01' });
    const monday16 = free.find((f) => f.weekday === 1 && f.start === 960)!;
    expect(monday16.mentorIds).toEqual(['ann', 'ben']);
    expect(monday16.neverAway).toEqual(['ann']);
    // Tuesday's hour is ben's alone and he is away on no Tuesday.
    expect(free.find((f) => f.weekday === 2)!.neverAway).toEqual(['ben']);
    // Without untilDate only the first date counts.
    expect(freeWeeklyTimes({ ...base, minutes: 60, leave }).find((f) => f.start === 960)!.neverAway).toEqual(['ann', 'ben']);
  });

  it('still leaves out a mentor on leave on the first date when the later dates are free', () => {
    const leave = [{ mentorId: 'ben', from: '2026-03-02', to: '2026-03-02' }];
    const free = freeWeeklyTimes({ ...base, minutes: 60, leave, untilDate: '2026-04-01' });
    expect(at(free)).toEqual(['1@900:ann', '1@930:ann', '1@960:ann', '2@540:ben']);
  });

  it('leaves out a mentor whose hour a class moved in holds on a coming date, until that date is past', () => {
    // 2026-03-16 is a Monday: a class moved into ann's 16:00 that day.
    const movedIn = [{ mentorId: 'ann', key: '2026-03-16_1600', minutes: 60 }];
    expect(at(freeWeeklyTimes({ ...base, minutes: 60, movedIn }))).toEqual(['1@900:ann', '1@960:ben', '2@540:ben']);
    expect(at(freeWeeklyTimes({ ...base, minutes: 60, movedIn, firstDate: '2026-03-17' }))).toEqual(
      at(freeWeeklyTimes({ ...base, minutes: 60, firstDate: '2026-03-17' })),
    );
  });

  it('offers hours held back for priority only when asked', () => {
    expect(at(freeWeeklyTimes({ ...base, minutes: 60, includePriority: true }))).toContain('6@600:ann');
    expect(freeWeeklyTimes({ ...base, minutes: 60, includePriority: true }).find((f) => f.weekday === 6)?.priority).toBe(true);
  });
});

describe('sameDayProblem', () => {
  const free = freeWeeklyTimes({ ...base, minutes: 60 });
  it('refuses two classes on one day while other days are free', () => {
    expect(
      sameDayProblem(
        [
          { weekday: 1, start: 900 },
          { weekday: 1, start: 960 },
        ],
        free,
      ),
    ).toBe(true);
    expect(
      sameDayProblem(
        [
          { weekday: 1, start: 900 },
          { weekday: 2, start: 540 },
        ],
        free,
      ),
    ).toBe(false);
  });
  it('allows two on one day when the week offers no other day', () => {
    const mondayOnly = free.filter((f) => f.weekday === 1);
    expect(
      sameDayProblem(
        [
          { weekday: 1, start: 900 },
          { weekday: 1, start: 960 },
        ],
        mondayOnly,
      ),
    ).toBe(false);
  });
});
