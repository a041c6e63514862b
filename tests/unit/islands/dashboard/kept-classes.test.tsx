// @vitest-environment happy-dom
// With no signal, the dashboard shows the answer kept on this device: the family panel then
// shows the kept classes (the next class's time, mentor and join link), read only, and asks
// nothing of the server.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import FamilyPanel from '../../../../src/islands/dashboard/FamilyPanel';
import type { FamilyClass } from '../../../../src/domain/classes/family-classes';

afterEach(cleanup);

// A class starting within the join window, so its link is live.
/** The join link's opening: a fixture, not settings.yaml's value. */
const JOIN_OPEN_MINUTES = 10;
const soon = new Date(Date.now() + (JOIN_OPEN_MINUTES - 1) * 60_000).toISOString();
const lesson: FamilyClass = {
  id: 'c1',
  enrollmentId: 'e-imani',
  childFirstName: 'Imani',
  tz: 'Africa/Nairobi',
  mentorId: 'm1',
  start: soon,
  minutes: 60,
  status: 'scheduled',
  note: '',
  joinLink: 'https://meet.example.com/imani',
};

const panel = (classes: FamilyClass[], idToken: () => Promise<string | null>) =>
  render(
    <FamilyPanel
      uid="u-amina"
      classes={classes}
      names={{ plans: {}, courses: {}, mentors: { m1: { name: 'Baraka' } }, grades: {}, joinOpenMinutes: JOIN_OPEN_MINUTES }}
      idToken={idToken}
      onAttached={() => undefined}
      graceDays={7}
      keptOnly
    />,
  );

describe('the family panel from the kept answer', () => {
  it('shows the next class with its mentor and live join link, and asks the server nothing', () => {
    const idToken = vi.fn(() => Promise.resolve('token'));
    const { container } = panel([lesson], idToken);
    expect(screen.getByRole('region', { name: 'Imani' })).toBeTruthy();
    expect(container.textContent).toContain('Baraka');
    expect(container.querySelector('a[href="https://meet.example.com/imani"]')).not.toBeNull();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(idToken).not.toHaveBeenCalled();
  });

  it('shows nothing when the kept answer holds no class', () => {
    const { container } = panel([], () => Promise.resolve(null));
    expect(container.innerHTML).toBe('');
  });
});
