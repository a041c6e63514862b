// @vitest-environment happy-dom
// The dashboard's kept answer: read back as it was kept, the same object while unchanged,
// forgotten for another account, and nothing at all from text that is not one.
import { afterEach, describe, expect, it } from 'vitest';
import { forgetDashboard, forgetDashboardUnlessFor, keepDashboard, keptDashboard } from '../../../src/services/kept-dashboard';
import type { SessionView } from '../../../src/domain/parent-session';

const view: SessionView = {
  parent: { uid: 'u-amina', displayName: 'Amina Otieno', email: 'amina@example.com' },
  bookings: [
    {
      id: 'b1',
      studentName: 'Imani',
      studentGrade: '3-5',
      parentName: 'Amina Otieno',
      email: 'amina@example.com',
      whatsapp: '+254712000111',
      country: { code: 'KE', name: 'Kenya', dial: '+254', tz: 'Africa/Nairobi', flag: '' },
      date: '2026-12-01',
      time: '16:00',
      type: 'trial',
      status: 'upcoming',
      createdAt: null,
    },
  ],
  classes: [],
};
const at = new Date('2026-11-26T08:00:00Z');

afterEach(() => window.localStorage.clear());

describe('the kept dashboard', () => {
  it('reads back what was kept, with its time, as one stable object', () => {
    expect(keptDashboard()).toBeNull();
    keepDashboard(view, at);
    const kept = keptDashboard();
    expect(kept).toEqual({ view, at });
    expect(keptDashboard()).toBe(kept);
  });

  it("keeps the classes with their join links, for a parent with no signal, and no mentor's note", () => {
    const lesson = { id: 'c1', enrollmentId: 'e1', childFirstName: 'Imani', tz: 'Africa/Nairobi', mentorId: 'm1' };
    keepDashboard(
      {
        ...view,
        classes: [
          {
            ...lesson,
            start: at.toISOString(),
            minutes: 60,
            status: 'scheduled',
            note: 'Built a maze game',
            joinLink: 'https://meet.example.com/x',
          },
        ],
      },
      at,
    );
    expect(window.localStorage.getItem('jc:dashboard-kept')).not.toContain('maze');
    expect(keptDashboard()?.view.classes).toEqual([
      { ...lesson, start: at.toISOString(), minutes: 60, status: 'scheduled', note: '', joinLink: 'https://meet.example.com/x' },
    ]);
  });

  it('is forgotten for another account, or nobody, and kept for its own', async () => {
    keepDashboard(view, at);
    forgetDashboardUnlessFor('u-amina');
    expect(keptDashboard()).not.toBeNull();
    forgetDashboardUnlessFor('u-other');
    expect(keptDashboard()).toBeNull();
    keepDashboard(view, at);
    forgetDashboardUnlessFor(null);
    expect(keptDashboard()).toBeNull();
    keepDashboard(view, at);
    await forgetDashboard();
    expect(keptDashboard()).toBeNull();
  });

  it('shows nothing from text that is not a kept answer', () => {
    for (const text of [
      '{',
      '{"v":2}',
      JSON.stringify({ v: 1, at: 'soon', view }),
      JSON.stringify({ v: 1, at: at.toISOString() }),
    ]) {
      window.localStorage.setItem('jc:dashboard-kept', text);
      expect(keptDashboard(), text).toBeNull();
    }
  });
});
