// /mentor's span of classes and the browser's reading of the session's mentor answer.
import { describe, expect, it } from 'vitest';
import { mentorClassOf, mentorSpan, readMentorView } from '../../../../src/domain/classes/mentor-view';
import { ATTENDANCE_WEEKS, nairobiWeek } from '../../../../src/domain/classes/shown';
import { nairobiDate } from '../../../../src/domain/slots';
import { monthOf } from '../../../../src/domain/progress/month';

const DAY = 86_400_000;

describe('mentorSpan', () => {
  it('runs from the earlier of the month start and the attendance weeks back to the end of this Nairobi week', () => {
    // A Wednesday late in a month, and a Tuesday early in one.
    for (const now of [new Date('2026-11-25T09:00:00Z'), new Date('2026-12-01T20:30:00Z')]) {
      const { from, until } = mentorSpan(now);
      expect(from.getTime()).toBeLessThanOrEqual(now.getTime() - ATTENDANCE_WEEKS * 7 * DAY);
      expect(monthOf(from) <= monthOf(now)).toBe(true);
      expect(nairobiDate(from) <= `${monthOf(now)}-01`).toBe(true);
      expect(nairobiDate(new Date(until.getTime() - 1))).toBe(nairobiWeek(now).last);
      expect(nairobiDate(until)).not.toBe(nairobiWeek(now).last);
    }
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
