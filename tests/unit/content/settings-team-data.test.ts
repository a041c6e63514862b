// settings.yaml's booking entry and team.yaml's mentors keep the rules the pages rely on.
import { describe, expect, it } from 'vitest';
import { textOf, load, edited, problem } from './data-fixtures';

describe('settings.yaml booking entry', () => {
  const withBooking = (booking: string) => `${textOf('settings').replace(/\nbooking:[\s\S]*$/, '')}\nbooking:\n${booking}`;
  /** The trial's rules, which have no default: settings.yaml says them. */
  const rules = '  changeCutoffHours: 3\n  calendarAlarmMinutes: 15\n';
  /** The other rules a family is told, written in the yaml too (no default in code). */
  const told = '  maxChildrenPerFamily: 3\n  windowDays: 7\n  reminderHours: { day: 24, hour: 1 }\n';

  it('reads closed dates written with or without quotes as Nairobi dates', () => {
    const booking = load(
      'settings',
      withBooking(`  seatsPerSlot: 3\n  closedDates: [2026-12-25, "2026-12-26"]\n${rules}${told}`),
    ).find((e) => e.id === 'booking');
    expect(booking).toEqual({
      id: 'booking',
      seatsPerSlot: 3,
      closedDates: ['2026-12-25', '2026-12-26'],
      closedDays: [],
      maxChildrenPerFamily: 3,
      changeCutoffHours: 3,
      calendarAlarmMinutes: 15,
      windowDays: 7,
      reminderHours: { day: 24, hour: 1 },
    });
  });

  it('refuses a booking entry without its change cut-off or calendar alarm, or with a cut-off of 0', () => {
    expect(problem('settings', withBooking(`  seatsPerSlot: 2\n  calendarAlarmMinutes: 15\n${told}`)).message).toContain(
      'entry "booking", field "changeCutoffHours"',
    );
    expect(problem('settings', withBooking(`  seatsPerSlot: 2\n  changeCutoffHours: 2\n${told}`)).message).toContain(
      'entry "booking", field "calendarAlarmMinutes"',
    );
    expect(problem('settings', withBooking(`  seatsPerSlot: 2\n${rules.replace('3', '0')}${told}`)).message).toContain(
      'entry "booking", field "changeCutoffHours"',
    );
  });

  it('reads named closed days with their countries, and refuses a country not offered', () => {
    const days =
      '  closedDays:\n    - { date: 2026-12-12, name: Jamhuri Day, countries: [KE] }\n    - { date: "2026-12-25", name: Christmas }\n';
    const booking = load('settings', withBooking(`  seatsPerSlot: 2\n${rules}${told}${days}`)).find((e) => e.id === 'booking');
    expect(booking).toMatchObject({
      closedDays: [
        { date: '2026-12-12', name: 'Jamhuri Day', countries: ['KE'] },
        { date: '2026-12-25', name: 'Christmas' },
      ],
    });
    const error = problem(
      'settings',
      withBooking(`  seatsPerSlot: 2\n${rules}${told}  closedDays:\n    - { date: 2026-12-12, name: X, countries: [XX] }\n`),
    );
    expect(error.message).toContain('field "closedDays.0.countries.0"');
  });

  it('refuses a booking entry that leaves out a rule a family is told: no default in code says it', () => {
    const entry = `  seatsPerSlot: 2\n${rules}${told}`;
    for (const field of ['seatsPerSlot', 'maxChildrenPerFamily', 'windowDays', 'reminderHours']) {
      const without = entry.replace(new RegExp(`  ${field}: .*\\n`), '');
      expect(problem('settings', withBooking(without)).message).toContain(`entry "booking", field "${field}"`);
    }
  });

  it('refuses a seat count of 0, naming the file, the entry and the field', () => {
    const error = problem('settings', withBooking('  seatsPerSlot: 0\n  closedDates: []\n'));
    expect(error.message).toContain('src/content/settings.yaml: entry "booking", field "seatsPerSlot"');
  });

  it('refuses a closed date that is not a date, naming the list item', () => {
    const error = problem('settings', withBooking('  seatsPerSlot: 2\n  closedDates: ["25 December"]\n'));
    expect(error.message).toContain('src/content/settings.yaml: entry "booking", field "closedDates.0": must be a real date');
  });

  it('refuses a family limit of 0 children', () => {
    const error = problem('settings', withBooking('  seatsPerSlot: 2\n  maxChildrenPerFamily: 0\n'));
    expect(error.message).toContain('src/content/settings.yaml: entry "booking", field "maxChildrenPerFamily"');
  });

  it('refuses an unknown setting', () => {
    const error = problem('settings', withBooking('  seatsPerSlot: 2\n  seats: 3\n'));
    expect(error.message).toContain('src/content/settings.yaml: entry "booking"');
  });
});

describe('team.yaml mentors', () => {
  const mentor = (change: (entry: Record<string, unknown>) => void) => {
    const id = load('team').find((m) => m.mentor)?.id;
    if (!id) throw new Error('team.yaml has no mentor');
    return { id, text: edited('team', id, change) };
  };

  it('has mentors, each with courses, hours and a meeting link', () => {
    const mentors = load('team').filter((m) => m.mentor);
    expect(mentors.length).toBeGreaterThan(0);
    for (const m of mentors) {
      expect(m.courses.length).toBeGreaterThan(0);
      expect(m.hours.length).toBeGreaterThan(0);
      expect(m.meetingLink).toMatch(/^https:\/\//);
    }
  });

  it('refuses a course that courses.yaml does not have, naming the list item', () => {
    const { id, text } = mentor((e) => (e.courses = ['knitting']));
    const error = problem('team', text);
    expect(error.message).toContain(`src/content/team.yaml: entry "${id}", field "courses.0": no course "knitting"`);
  });

  it('refuses hours not written like "Mon 15:00-19:00"', () => {
    const { id, text } = mentor((e) => (e.hours = ['Monday 3pm-7pm']));
    expect(problem('team', text).message).toContain(`entry "${id}", field "hours.0": must look like "Mon 15:00-19:00"`);
  });

  it('refuses hours that end before they start', () => {
    const { id, text } = mentor((e) => (e.hours = ['Mon 19:00-15:00']));
    expect(problem('team', text).message).toContain(`entry "${id}", field "hours.0": must end after it starts`);
  });

  it('refuses a meeting link that is not https, and a mentor without one', () => {
    const plain = mentor((e) => (e.meetingLink = 'http://meet.example/room'));
    expect(problem('team', plain.text).message).toContain(`entry "${plain.id}", field "meetingLink"`);
    const none = mentor((e) => delete e.meetingLink);
    expect(problem('team', none.text).message).toContain(
      `entry "${none.id}", field "meetingLink": a mentor needs a meeting link`,
    );
  });

  it('refuses a mentor without courses or hours', () => {
    const { id, text } = mentor((e) => {
      e.courses = [];
      e.hours = [];
    });
    const message = problem('team', text).message;
    expect(message).toContain(`entry "${id}", field "courses"`);
    expect(message).toContain(`entry "${id}", field "hours"`);
  });
});
