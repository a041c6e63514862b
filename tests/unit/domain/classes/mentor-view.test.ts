// /mentor's span of classes and the browser's reading of the session's mentor answer.
import { describe, expect, it } from 'vitest';
import { mentorClassOf, mentorParts, mentorSpan, readMentorView } from '../../../../src/domain/classes/mentor-view';
import { ATTENDANCE_WEEKS, mentorDays } from '../../../../src/domain/classes/shown';
import { addDays, nairobiDate } from '../../../../src/domain/slots';
import { monthOf } from '../../../../src/domain/progress/month';

const DAY = 86_400_000;

describe('mentorSpan', () => {
  it('runs from the earlier of the month start and the attendance weeks back to the end of the last day shown ahead', () => {
    // A Wednesday late in a month, a Tuesday early in one, and a Nairobi Sunday evening.
    for (const now of [new Date('2026-11-25T09:00:00Z'), new Date('2026-12-01T20:30:00Z'), new Date('2026-11-29T17:00:00Z')]) {
      const { from, until } = mentorSpan(now);
      expect(from.getTime()).toBeLessThanOrEqual(now.getTime() - ATTENDANCE_WEEKS * 7 * DAY);
      expect(monthOf(from) <= monthOf(now)).toBe(true);
      expect(nairobiDate(from) <= `${monthOf(now)}-01`).toBe(true);
      expect(nairobiDate(new Date(until.getTime() - 1))).toBe(mentorDays(now).last);
      expect(nairobiDate(until)).toBe(addDays(mentorDays(now).last, 1));
    }
  });

  it("on a Nairobi Sunday reaches the next week's classes", () => {
    const sunday = new Date('2026-11-29T17:00:00Z'); // 20:00 in Nairobi
    const mondayClass = new Date('2026-11-30T13:00:00Z');
    const nextSundayClass = new Date('2026-12-06T13:00:00Z');
    expect(mentorSpan(sunday).until.getTime()).toBeGreaterThan(mondayClass.getTime());
    expect(mentorSpan(sunday).until.getTime()).toBeGreaterThan(nextSundayClass.getTime());
  });
});

describe('mentorParts', () => {
  const at = (id: string, iso: string, status = 'scheduled') => ({ id, start: new Date(iso), status });
  // Sunday 29 Nov 2026, 20:00 in Nairobi.
  const sunday = new Date('2026-11-29T17:00:00Z');

  it('on a Sunday shows today, then Monday to next Sunday, and not what lies beyond', () => {
    const classes = [
      at('today', '2026-11-29T12:00:00Z', 'attended'),
      at('monday', '2026-11-30T13:00:00Z'),
      at('next-sunday', '2026-12-06T13:00:00Z'),
      at('too-far', '2026-12-07T13:00:00Z'),
    ];
    const parts = mentorParts(classes, sunday, []);
    expect(parts.today.map((c) => c.id)).toEqual(['today']);
    expect(parts.ahead.map((c) => c.id)).toEqual(['monday', 'next-sunday']);
    expect(parts.unmarked).toEqual([]);
  });

  it('shows earlier classes still unmarked (or marked on this visit) of the attendance weeks, not marked ones', () => {
    const classes = [
      at('friday', '2026-11-27T13:00:00Z'),
      at('thursday-marked', '2026-11-26T13:00:00Z', 'attended'),
      at('marked-here', '2026-11-25T13:00:00Z', 'absent'),
      at('too-old', new Date(sunday.getTime() - ATTENDANCE_WEEKS * 7 * DAY - DAY).toISOString()),
    ];
    expect(mentorParts(classes, sunday, ['marked-here']).unmarked.map((c) => c.id)).toEqual(['friday', 'marked-here']);
  });

  it('reads today as the Nairobi date, late on Sunday UTC when Nairobi is already Monday', () => {
    const mondayNairobi = new Date('2026-11-29T22:30:00Z');
    const parts = mentorParts([at('monday', '2026-11-30T13:00:00Z')], mondayNairobi, []);
    expect(parts.today.map((c) => c.id)).toEqual(['monday']);
  });
});

describe('readMentorView', () => {
  const shown = {
    id: 'c1',
    enrollmentId: 'e1',
    childFirstName: 'Imani',
    course: 'prodigy',
    start: '2026-11-25T13:00:00.000Z',
    minutes: 60,
    status: 'scheduled',
    note: '',
    joinLink: 'https://meet.example.com/x',
    cantMake: false,
  };

  it('keeps the fields the page shows and drops anything else', () => {
    const view = readMentorView({ mentorId: 'm1', classes: [{ ...shown, familyUid: 'f1', email: 'p@example.com' }] });
    expect(view).toEqual({ mentorId: 'm1', classes: [shown] });
  });

  it('carries the family\'s "Can\'t make it" only while the class is still at the start it was said for', () => {
    const start = new Date(shown.start);
    const stamp = (d: Date) => ({ toMillis: () => d.getTime() });
    expect(mentorClassOf('c1', { cantMake: { at: stamp(start), start: stamp(start) } }, start).cantMake).toBe(true);
    const moved = new Date(start.getTime() + 86_400_000);
    expect(mentorClassOf('c1', { cantMake: { start: stamp(start) } }, moved).cantMake).toBe(false);
    expect(mentorClassOf('c1', {}, start).cantMake).toBe(false);
    expect(readMentorView({ mentorId: 'm1', classes: [{ ...shown, cantMake: true }] })?.classes[0]?.cantMake).toBe(true);
  });

  it('leaves out a class it cannot read, and answers null for what is not a view', () => {
    expect(
      readMentorView({
        mentorId: 'm1',
        classes: [
          { ...shown, start: 'soon' },
          { ...shown, minutes: '60' },
        ],
      }),
    ).toEqual({
      mentorId: 'm1',
      classes: [],
    });
    expect(readMentorView({ status: 'ok', bookings: [] })).toBeNull();
    expect(readMentorView(null)).toBeNull();
  });
});
