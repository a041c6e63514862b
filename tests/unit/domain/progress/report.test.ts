// The monthly report's counts: a class counts in the Nairobi month its final start falls in,
// once; only marked classes count; month ends are Nairobi's, not UTC's.
import { describe, expect, it } from 'vitest';
import { chaseFrom, isReportDay, monthOf, monthSpan, nextMonth, previousMonth } from '../../../../src/domain/progress/month';
import {
  childReport,
  classesOfMonth,
  progressReport,
  reportDue,
  reportRows,
  type ReportClass,
} from '../../../../src/domain/progress/report';
import { words as reportLabels } from '../../../../src/i18n/en/reports';
import { words as reportLabelsSw } from '../../../../src/i18n/sw/reports';
import { words as familyWords } from '../../../../src/i18n/en/family';
import { words as familyWordsSw } from '../../../../src/i18n/sw/family';

// Nairobi is three hours ahead of UTC all year.
const at = (iso: string) => new Date(iso);
const cls = (id: string, iso: string, status: string, note?: string): ReportClass => ({
  id,
  start: at(iso),
  status,
  ...(note === undefined ? {} : { note }),
});

describe('months', () => {
  it('are Nairobi months: 22:30 UTC on the last day is already the next month', () => {
    expect(monthOf(at('2026-11-30T20:59:00Z'))).toBe('2026-11');
    expect(monthOf(at('2026-11-30T21:00:00Z'))).toBe('2026-12');
    expect(monthSpan('2026-12')).toEqual({ from: at('2026-11-30T21:00:00Z'), until: at('2026-12-31T21:00:00Z') });
  });

  it('step over the year', () => {
    expect(nextMonth('2026-12')).toBe('2027-01');
    expect(previousMonth('2027-01')).toBe('2026-12');
    expect(previousMonth('2026-03')).toBe('2026-02');
  });

  it('the report day is the 1st in Nairobi; staff chase a line from three days before', () => {
    expect(isReportDay(at('2026-11-30T21:30:00Z'))).toBe(true);
    expect(isReportDay(at('2026-11-30T20:30:00Z'))).toBe(false);
    expect(chaseFrom('2026-11')).toBe('2026-11-28');
    expect(chaseFrom('2027-02')).toBe('2027-02-26');
  });
});

describe('progressReport', () => {
  const classes = [
    // The last evening of October in Nairobi (still October 31 there, not November).
    cls('a', '2026-10-31T17:00:00Z', 'attended', 'Built a maze.'),
    // Late on 30 November in Nairobi: November.
    cls('b', '2026-11-30T20:00:00Z', 'attended', 'Finished the quiz game.'),
    // 00:30 on 1 December in Nairobi: December, though it is still 30 November in UTC.
    cls('c', '2026-11-30T21:30:00Z', 'attended'),
    cls('d', '2026-11-03T13:00:00Z', 'absent', '  '),
    cls('e', '2026-11-10T13:00:00Z', 'cancelled', 'Mentor unwell; moved to Thursday.'),
    cls('f', '2026-11-17T13:00:00Z', 'attended', 'Loops and variables.'),
    cls('g', '2026-11-24T13:00:00Z', 'scheduled'),
  ];

  it('counts attended, missed and cancelled classes of the Nairobi month, with its notes in order', () => {
    const r = progressReport(classes, '2026-11', {
      line: 'Next: sprites.',
      projects: [{ title: 'Maze', url: 'https://x.example/m' }],
    });
    expect(r).toEqual({
      month: '2026-11',
      attended: 2,
      missed: 1,
      cancelled: 1,
      notes: [
        { date: '2026-11-10', note: 'Mentor unwell; moved to Thursday.' },
        { date: '2026-11-17', note: 'Loops and variables.' },
        { date: '2026-11-30', note: 'Finished the quiz game.' },
      ],
      projects: [{ title: 'Maze', url: 'https://x.example/m' }],
      next: 'Next: sprites.',
    });
    expect(progressReport(classes, '2026-10', null)).toMatchObject({
      attended: 1,
      missed: 0,
      cancelled: 0,
      next: '',
      projects: [],
    });
    expect(progressReport(classes, '2026-12', null)).toMatchObject({ attended: 1, notes: [] });
  });

  it('counts a moved class once, in the month of its final time', () => {
    // Moved from 31 October to 2 November: the same class read before and after the move.
    const before = cls('m', '2026-10-31T13:00:00Z', 'scheduled');
    const after = cls('m', '2026-11-02T13:00:00Z', 'attended');
    expect(progressReport([before, after], '2026-11', null).attended).toBe(1);
    expect(progressReport([before, after], '2026-10', null).attended).toBe(0);
    expect(classesOfMonth([before, after, after], '2026-11').map((c) => c.id)).toEqual(['m']);
  });

  it('counts a class the school cancelled as cancelled, not as missed', () => {
    const r = progressReport(
      [cls('x', '2026-02-02T13:00:00Z', 'cancelled'), cls('y', '2026-02-09T13:00:00Z', 'absent')],
      '2026-02',
      null,
    );
    expect([r.attended, r.missed, r.cancelled]).toEqual([0, 1, 1]);
  });
});

describe('childReport', () => {
  const course = (enrollmentId: string, courseName: string, list: ReturnType<typeof cls>[], line: string) => ({
    enrollmentId,
    course: courseName,
    mentorName: `Mentor of ${courseName}`,
    classes: list,
    line: { line, projects: [{ title: `${courseName} project`, url: `https://x.example/${enrollmentId}` }] },
  });

  it("counts the classes of all the child's enrollments, and keeps each course's notes, projects and line", () => {
    const r = childReport('2026-11', [
      course(
        'e1',
        'Scratch',
        [cls('a', '2026-11-02T13:00:00Z', 'attended', 'Sprites.'), cls('b', '2026-11-09T13:00:00Z', 'absent')],
        'More sprites.',
      ),
      course(
        'e2',
        'Python',
        [cls('c', '2026-11-04T13:00:00Z', 'attended'), cls('d', '2026-11-11T13:00:00Z', 'cancelled', 'Power cut.')],
        'Lists next.',
      ),
    ]);
    expect([r.attended, r.missed, r.cancelled]).toEqual([2, 1, 1]);
    expect(r.courses.map((c) => [c.course, c.mentorName, c.attended, c.missed, c.cancelled, c.next])).toEqual([
      ['Scratch', 'Mentor of Scratch', 1, 1, 0, 'More sprites.'],
      ['Python', 'Mentor of Python', 1, 0, 1, 'Lists next.'],
    ]);
    expect(r.courses.map((c) => c.notes.map((n) => n.note))).toEqual([['Sprites.'], ['Power cut.']]);
    expect(r.courses.map((c) => c.projects[0]!.title)).toEqual(['Scratch project', 'Python project']);
  });

  it('counts each enrollment in the Nairobi month only, a moved class once', () => {
    const r = childReport('2026-11', [
      course('e1', 'Scratch', [cls('m', '2026-10-31T13:00:00Z', 'scheduled'), cls('m', '2026-11-02T13:00:00Z', 'attended')], ''),
      course('e2', 'Python', [cls('n', '2026-11-30T21:30:00Z', 'attended')], ''),
    ]);
    expect([r.attended, r.missed, r.cancelled]).toEqual([1, 0, 0]);
  });
});

describe('reportDue', () => {
  it('is due for an enrollment with a mentor paid into the month, started before it ended', () => {
    expect(reportDue({ paidUntil: '2026-12-15', mentorId: 'ann' }, '2026-11')).toBe(true);
    // Ended during the month: still due.
    expect(reportDue({ paidUntil: '2026-11-15', mentorId: 'ann' }, '2026-11')).toBe(true);
    // Its last class was 31 October.
    expect(reportDue({ paidUntil: '2026-11-01', mentorId: 'ann' }, '2026-11')).toBe(false);
    // No classes chosen, so no mentor.
    expect(reportDue({ paidUntil: '2026-12-15' }, '2026-11')).toBe(false);
    expect(reportDue({ paidUntil: '2027-01-02', mentorId: 'ann', startedAt: at('2026-12-01T08:00:00Z') }, '2026-11')).toBe(false);
  });
});

describe("the report's counts in each language", () => {
  const counts = { attended: 3, missed: 1, cancelled: 0 };
  it('reads in the labels it is given, the numbers the same', () => {
    expect(reportRows(counts, reportLabels).map(([, v]) => v)).toEqual(['3', '1', '0']);
    expect(reportRows(counts, reportLabels).map(([l]) => l)).toEqual(Object.values(reportLabels));
    expect(reportRows(counts, reportLabelsSw).map(([l]) => l)).toEqual(Object.values(reportLabelsSw));
    expect(Object.values(reportLabelsSw)).not.toContain(reportLabels.attended);
  });
  it("/dashboard takes the labels from the page's words", () => {
    expect(familyWords.reports.rows).toBe(reportLabels);
    expect(familyWordsSw.reports.rows).toBe(reportLabelsSw);
  });
});
