// @vitest-environment happy-dom
// A class paused for an unpaid part is named paused wherever staff and mentors see their week:
// the mentor's class says so (not "Marked"), staff's week of a mentor and the schedule of an
// enrollment paid in parts say so in the console's words; a mark is still worded as a mark.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import MarkClass from '../../../../src/islands/mentor/MarkClass';
import MentorWeekTable from '../../../../src/islands/staff/MentorWeekTable';
import InstalmentSchedule from '../../../../src/islands/staff/InstalmentSchedule';
import type { PlacedClass } from '../../../../src/domain/classes/week';
import type { ShownClass } from '../../../../src/services/classes';
import { words as classStates } from '../../../../src/i18n/en/console/class-states';

vi.mock('../../../../src/services/classes', () => ({ markClass: vi.fn(async () => null) }));
afterEach(cleanup);

const shown = (status: string): ShownClass => ({
  id: 'class0000000000000001',
  enrollmentId: 'enr00000000000000001',
  childFirstName: 'Neema',
  course: 'scratch',
  mentorId: 'mentor-a',
  start: new Date('2026-03-09T12:00:00Z'),
  minutes: 60,
  status,
  note: '',
  joinLink: '',
  cantMake: false,
});

function mentorClass(status: string) {
  render(
    <MarkClass
      shown={shown(status)}
      courseName="Scratch"
      link=""
      tz="Africa/Nairobi"
      now={new Date('2026-03-09T13:00:00Z')}
      authReady={null}
      onMarked={vi.fn()}
      onHandedOn={vi.fn()}
    />,
  );
  return screen.getByRole('listitem');
}

const placed = (status: string): PlacedClass => ({
  ...shown(status),
  date: '2026-03-09',
  at: 15 * 60,
  needsCover: false,
});

function weekLine(status: string) {
  render(
    <MentorWeekTable
      mentor={{ id: 'mentor-a', name: 'Chiamaka' }}
      days={[{ date: '2026-03-09', onLeave: false, classes: [placed(status)], free: [] }]}
      courseTitles={{ scratch: 'Scratch' }}
      leaveReasons={() => []}
    />,
  );
  return document.querySelector('[data-class-id]')!;
}

describe('a paused class in the week views', () => {
  it("is paused on the mentor's class, not marked", () => {
    const item = mentorClass('paused');
    expect(item.querySelector('[data-paused]')?.textContent).toBe(classStates.state('paused'));
    expect(item.textContent).not.toContain(classStates.marked('paused'));
  });

  it("keeps a mark worded as a mark on the mentor's class", () => {
    const item = mentorClass('absent');
    expect(item.textContent).toContain(classStates.marked('absent'));
    expect(item.querySelector('[data-paused]')).toBeNull();
  });

  it("is paused in staff's week of a mentor; a scheduled class names no state", () => {
    expect(weekLine('paused').querySelector('[data-paused]')?.textContent).toBe(classStates.state('paused'));
    cleanup();
    const scheduled = weekLine('scheduled');
    expect(scheduled.querySelector('[data-paused]')).toBeNull();
    expect(scheduled.textContent).not.toContain(classStates.state('scheduled'));
  });

  it('names each stored state apart, and an unknown one as it is stored', () => {
    const known = ['scheduled', 'paused', 'attended', 'absent', 'cancelled'].map(classStates.state);
    expect(new Set(known).size).toBe(known.length);
    expect(known).not.toContain('paused');
    expect(classStates.state('moved-away')).toBe('moved-away');
  });

  it("says since when on staff's schedule of an enrollment paid in parts", () => {
    const value = { parts: [{ n: 1, dueOn: '2026-03-01', amount: 100000, paidRef: 'r1' }], graceDays: 3, pausedOn: '2026-03-05' };
    render(<InstalmentSchedule value={{ ...value, currency: 'KES' }} today="2026-03-09" />);
    expect(document.querySelector('[data-instalment-schedule]')?.textContent).toContain(classStates.pausedSince('2026-03-05'));
  });
});
