// @vitest-environment happy-dom
// The family's classes from the site's session, shown while the family panel loads: one card
// a child, each class's date and time in that family's zone, attendance with the mentor's
// note, and no action (those need Auth, and come with the family's own cards).
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import EarlyClasses from '../../../../src/islands/dashboard/EarlyClasses';
import type { FamilyClass } from '../../../../src/domain/classes/family-classes';
import { classWhen } from '../../../../src/domain/classes/shown';

afterEach(cleanup);

const DAY = 86_400_000;
const at = (days: number) => new Date(Math.floor(Date.now() / DAY) * DAY + days * DAY + 13 * 3_600_000).toISOString();
const base = { mentorId: 'm1', minutes: 60, note: '', joinLink: 'https://meet.example.com/x' };
const classes: FamilyClass[] = [
  {
    ...base,
    id: 'c0',
    enrollmentId: 'e-imani',
    childFirstName: 'Imani',
    tz: 'Africa/Nairobi',
    start: at(-3),
    status: 'attended',
    note: 'Loops!',
  },
  {
    ...base,
    id: 'c1',
    enrollmentId: 'e-imani',
    childFirstName: 'Imani',
    tz: 'Africa/Nairobi',
    start: at(2),
    status: 'scheduled',
  },
  { ...base, id: 'c2', enrollmentId: 'e-chidi', childFirstName: 'Chidi', tz: 'Africa/Lagos', start: at(3), status: 'scheduled' },
];

describe('EarlyClasses', () => {
  it("shows each child's next classes in the family's zone and attendance, with no action", () => {
    const { container } = render(<EarlyClasses classes={classes} mentors={{ m1: { name: 'Baraka' } }} joinOpenMinutes={10} />);
    const imani = screen.getByRole('region', { name: 'Imani' });
    const chidi = screen.getByRole('region', { name: 'Chidi' });
    expect(imani.querySelectorAll('[data-class]')).toHaveLength(1);
    expect(within(imani).getByText(classWhen(new Date(classes[1]!.start), 'Africa/Nairobi'))).toBeTruthy();
    expect(within(chidi).getByText(classWhen(new Date(classes[2]!.start), 'Africa/Lagos'))).toBeTruthy();
    expect(imani.querySelector('[data-attendance="attended"]')?.textContent).toContain('Loops!');
    expect(container.textContent).toContain('Baraka');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('shows nothing when the session holds no class', () => {
    const { container } = render(<EarlyClasses classes={[]} mentors={{}} joinOpenMinutes={10} />);
    expect(container.innerHTML).toBe('');
  });
});
