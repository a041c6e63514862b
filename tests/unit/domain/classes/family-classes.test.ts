// The browser's reading of the weekly classes the parent's session answers
// (src/domain/classes/family-classes.ts), and where that answer starts.
import { describe, expect, it } from 'vitest';
import { familyClassOf, familyClassesFrom, readFamilyClasses } from '../../../../src/domain/classes/family-classes';
import { readSessionView } from '../../../../src/domain/parent-session';
import { ATTENDANCE_WEEKS, isRecent } from '../../../../src/domain/classes/shown';

const shown = {
  id: 'c1',
  enrollmentId: 'e1',
  childFirstName: 'Imani',
  tz: 'Africa/Lagos',
  mentorId: 'm1',
  start: '2026-11-25T13:00:00.000Z',
  minutes: 60,
  status: 'scheduled',
  note: '',
  joinLink: 'https://meet.example.com/x',
};

describe('familyClassesFrom', () => {
  it('starts no later than the oldest class the attendance list shows', () => {
    const now = new Date('2026-11-26T09:00:00Z');
    const from = familyClassesFrom(now);
    expect(isRecent(new Date(from.getTime() + 1), now)).toBe(true);
    expect(isRecent(from, now)).toBe(false);
    expect(now.getTime() - from.getTime()).toBe(ATTENDANCE_WEEKS * 7 * 86_400_000);
  });
});

describe('readFamilyClasses', () => {
  it('keeps the fields the dashboard shows and drops anything else, oldest first', () => {
    const later = { ...shown, id: 'c2', start: '2026-12-02T13:00:00.000Z', status: 'attended', note: 'Well done' };
    const extra = { familyUid: 'f1', course: 'prodigy', email: 'p@example.com', cantMake: true };
    expect(
      readFamilyClasses([
        { ...later, ...extra },
        { ...shown, ...extra },
      ]),
    ).toEqual([shown, later]);
  });

  it('leaves out a class it cannot read, and reads no list as none', () => {
    const bad = [
      { ...shown, start: 'soon' },
      { ...shown, minutes: '60' },
      { ...shown, joinLink: null },
      { ...shown, tz: undefined },
      null,
      'c1',
    ];
    expect(readFamilyClasses(bad)).toEqual([]);
    expect(readFamilyClasses(undefined)).toEqual([]);
    expect(readFamilyClasses({ c1: shown })).toEqual([]);
  });

  it('gives a stored class without note or join link empty ones', () => {
    const start = new Date(shown.start);
    expect(
      familyClassOf(
        'c1',
        { enrollmentId: 'e1', childFirstName: 'Imani', mentorId: 'm1', minutes: 60, status: 'scheduled' },
        start,
        'Africa/Lagos',
      ),
    ).toEqual({
      ...shown,
      joinLink: '',
    });
  });

  it("is read as part of the parent's session, which answers none when it names none", () => {
    const parent = { uid: 'u1', displayName: null, email: null };
    expect(readSessionView({ parent, bookings: [], classes: [shown] })?.classes).toEqual([shown]);
    expect(readSessionView({ parent, bookings: [] })?.classes).toEqual([]);
  });
});
