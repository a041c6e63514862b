// The /staff week view's computations: a mentor's Monday-to-Sunday week across a month end
// and a leap day, unmarked classes a day after they end, absences in a row, and enrollments
// without weekly times.
import { describe, expect, it } from 'vitest';
import { occurrenceOf } from '../../../../src/domain/classes/occurrences';
import { addDays } from '../../../../src/domain/slots';
import {
  ABSENCES_FLAGGED,
  UNMARKED_AFTER_HOURS,
  absenceStreaks,
  mentorWeek,
  mondayOf,
  unmarkedClasses,
  weekDates,
  withoutTimes,
  withoutClassOnLeave,
  type WeekClass,
} from '../../../../src/domain/classes/week';

const mentor = { id: 'ann', hours: ['Mon 15:00-19:00', 'Tue 09:00-10:00', 'Sun 10:00-12:00', 'Sun 12:00-13:00 priority'] };
let n = 0;
const cls = (date: string, time: string, patch: Partial<WeekClass> = {}): WeekClass => {
  const [h, m] = time.split(':').map(Number);
  return {
    id: `c${(n += 1)}`,
    enrollmentId: 'e1',
    mentorId: 'ann',
    childFirstName: 'Imani',
    course: 'prodigy',
    start: occurrenceOf(date, h! * 60 + m!).start,
    minutes: 60,
    status: 'scheduled',
    ...patch,
  };
};

describe('the week', () => {
  it('runs Monday to Sunday, across a month end and a leap day', () => {
    expect(mondayOf('2026-12-03')).toBe('2026-11-30');
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
    expect(mondayOf('2026-12-06')).toBe('2026-11-30');
    expect(weekDates('2026-11-30')).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(weekDates(mondayOf('2028-03-01'))).toContain('2028-02-29');
    expect(mondayOf('2028-12-31')).toBe('2028-12-25');
  });

  it('fills the mentor’s hours with their classes on the right Nairobi dates and leaves the rest free', () => {
    const classes = [
      cls('2026-11-30', '16:00'),
      cls('2026-11-30', '18:00', { status: 'cancelled', childFirstName: 'Baraka' }),
      cls('2026-12-06', '10:30', { minutes: 45 }),
      cls('2026-11-30', '16:00', { mentorId: 'ben' }),
      cls('2026-12-07', '15:00'),
    ];
    const week = mentorWeek(mentor, classes, [], '2026-11-30');
    expect(week.map((d) => d.date)).toEqual(weekDates('2026-11-30'));
    const [monday, tuesday, , , , , sunday] = week;
    expect(monday!.classes.map((c) => [c.at, c.childFirstName])).toEqual([
      [960, 'Imani'],
      [1080, 'Baraka'],
    ]);
    // A cancelled class gives its hour back.
    const free = (start: number, end: number, priority = false) => ({ start, end, priority });
    expect(monday!.free).toEqual([free(900, 960), free(1020, 1140)]);
    expect(tuesday!.free).toEqual([free(540, 600)]);
    // Hours held back for priority moves stay marked as such.
    expect(sunday!.free).toEqual([free(600, 630), free(675, 720), free(720, 780, true)]);
    expect(week.flatMap((d) => d.classes)).toHaveLength(3);
  });

  it('a day of leave has no free hours and its classes still to be given need cover', () => {
    const classes = [cls('2026-12-01', '09:00'), cls('2026-12-01', '09:30', { status: 'attended' })];
    const leave = [{ mentorId: 'ann', from: '2026-11-29', to: '2026-12-01' }];
    const week = mentorWeek(mentor, classes, leave, '2026-11-30');
    expect(week.map((d) => d.onLeave)).toEqual([true, true, false, false, false, false, false]);
    expect(week[0]!.free).toEqual([]);
    expect(week[1]!.classes.map((c) => c.needsCover)).toEqual([true, false]);
    expect(mentorWeek(mentor, classes, [{ ...leave[0]!, mentorId: 'ben' }], '2026-11-30')[0]!.free).not.toEqual([]);
  });
});

describe('unmarked classes', () => {
  const c = cls('2026-11-30', '16:00');
  const ended = c.start.getTime() + c.minutes * 60_000;
  it(`shows a class still scheduled ${UNMARKED_AFTER_HOURS} hours after it ended, not sooner, and not once marked`, () => {
    expect(unmarkedClasses([c], new Date(ended + UNMARKED_AFTER_HOURS * 3_600_000 - 1))).toEqual([]);
    expect(unmarkedClasses([c], new Date(ended + UNMARKED_AFTER_HOURS * 3_600_000))).toEqual([c]);
    expect(unmarkedClasses([{ ...c, status: 'absent' }], new Date(ended + 7 * 86_400_000))).toEqual([]);
  });
});

describe('absences in a row', () => {
  const run = (statuses: string[], enrollmentId = 'e1') =>
    statuses.map((status, i) => cls(addDays('2026-11-10', i * 7), '16:00', { status, enrollmentId }));

  it(`flags ${ABSENCES_FLAGGED} or more absences in a row up to the latest marked class`, () => {
    const absentTwice = run(['attended', ...Array<string>(ABSENCES_FLAGGED).fill('absent')]);
    expect(absenceStreaks(absentTwice).map((s) => s.absences)).toEqual([ABSENCES_FLAGGED]);
    expect(absenceStreaks(absentTwice)[0]!.lastAbsent).toEqual(absentTwice.at(-1)!.start);
    expect(absenceStreaks(run(Array<string>(ABSENCES_FLAGGED - 1).fill('absent')))).toEqual([]);
  });

  it('an attended class ends the run; a cancelled or unmarked one neither ends nor lengthens it', () => {
    expect(absenceStreaks(run(['absent', 'absent', 'attended']))).toEqual([]);
    expect(absenceStreaks(run(['absent', 'cancelled', 'absent', 'scheduled'])).map((s) => s.absences)).toEqual([2]);
    expect(absenceStreaks(run(['absent', 'attended', 'absent']))).toEqual([]);
  });

  it('counts each child on their own, whatever order the classes come in', () => {
    const mixed = [...run(['absent', 'absent', 'absent'], 'e2'), ...run(['absent', 'attended'], 'e3')].reverse();
    expect(absenceStreaks(mixed).map((s) => [s.enrollmentId, s.absences])).toEqual([['e2', 3]]);
  });
});

describe('enrollments without times', () => {
  it('lists paid enrollments with no weekly time', () => {
    const rows = [
      { id: 'a', status: 'active', classTimes: [] },
      { id: 'b', status: 'past_due', classTimes: [] },
      { id: 'c', status: 'active', classTimes: [{}] },
      { id: 'd', status: 'expired', classTimes: [] },
    ];
    expect(withoutTimes(rows).map((r) => r.id)).toEqual(['a', 'b']);
  });
});

describe('dates with no class, the mentor on leave', () => {
  it('lists the coming dates of enrollments still open, earliest first', () => {
    const gap = (date: string, mentorId = 'ann') => ({ date, time: '16:00', mentorId });
    const rows = [
      { id: 'a', studentName: 'Imani W', course: 'prodigy', status: 'active', noClassOn: [gap('2026-03-16'), gap('2026-03-02')] },
      { id: 'b', studentName: 'Chidi O', course: 'scratch', status: 'past_due', noClassOn: [gap('2026-03-09', 'ben')] },
      { id: 'c', studentName: 'Amani K', course: 'prodigy', status: 'cancelled', noClassOn: [gap('2026-03-10')] },
      { id: 'd', studentName: 'Neema M', course: 'prodigy', status: 'active', noClassOn: [] },
    ];
    const shown = withoutClassOnLeave(rows, '2026-03-03');
    expect(shown.map((r) => [r.enrollmentId, r.date, r.mentorId])).toEqual([
      ['b', '2026-03-09', 'ben'],
      ['a', '2026-03-16', 'ann'],
    ]);
    expect(shown[1]).toMatchObject({ studentName: 'Imani W', course: 'prodigy', time: '16:00' });
  });
});
