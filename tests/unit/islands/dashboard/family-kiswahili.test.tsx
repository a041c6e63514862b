// @vitest-environment happy-dom
// /dashboard's family panel on a Kiswahili page: a child's card (plan, status, paid-until
// date, recommendation, trials, certificates, payments), the renewal controls, choosing
// class times and moving a class, in the words the /sw/ dashboard's island hands down; the
// same parts on an English page keep their English words.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ChildCard from '../../../../src/islands/dashboard/ChildCard';
import ChooseTimes from '../../../../src/islands/dashboard/ChooseTimes';
import MoveClass from '../../../../src/islands/dashboard/MoveClass';
import FamilySwitches from '../../../../src/islands/dashboard/FamilySwitches';
import CalendarFeed from '../../../../src/islands/dashboard/CalendarFeed';

import { words as channelWordsSw } from '../../../../src/i18n/sw/channels';
import { words as familyLanguageSw } from '../../../../src/i18n/sw/familyLanguage';
import type { ChildView } from '../../../../src/domain/enrollment/family-view';
import { PageLanguage } from '../../../../src/islands/hooks/useWords';
import { inKiswahili } from '../../../../src/islands/chosen/sw/in-kiswahili';
import { words as familyWords } from '../../../../src/i18n/en/family';
import { words as familyWordsSw } from '../../../../src/i18n/sw/family';

import { panelWords } from '../../../../src/islands/chosen/sw/FamilyPanel';
import { words as classMessagesSw } from '../../../../src/i18n/sw/classes';
import { words as moveWordsSw } from '../../../../src/i18n/sw/move';
import { words as waitlistWordsSw } from '../../../../src/i18n/sw/waitlist';

import { words as swahiliDates } from '../../../../src/i18n/sw/dates';
import { swahiliTime } from '../../../../src/i18n/swahili-clock';

const services = vi.hoisted(() => ({
  freeTimes: vi.fn(),
  chooseTimes: vi.fn(),
  moveOptions: vi.fn(),
  moveTo: vi.fn(),
  readClasses: vi.fn(),
  calendarFeed: vi.fn(),
}));
vi.mock('../../../../src/services/classes', () => services);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const kiswahili = inKiswahili({ ...panelWords, dates: swahiliDates });
const inSw = (node: ReactNode) => render(<PageLanguage.Provider value={kiswahili}>{node}</PageLanguage.Provider>);

const names = {
  plans: { basic: 'Basic' },
  courses: { prodigy: 'Prodigy' },
  grades: { '3-5': 'Grades 3 to 5' },
  joinOpenMinutes: 10,
};
const view: ChildView = {
  child: { id: 'c1', name: 'Neema', grade: '3-5' },
  upcoming: [{ id: 't1', studentName: 'Neema', date: '2030-03-11', time: '16:00', status: 'upcoming' }],
  past: [],
  recommendation: {
    id: 'r1',
    studentName: 'Neema',
    course: 'prodigy',
    plan: 'basic',
    period: 'monthly',
    currency: 'KES',
    amount: 4000,
    note: '',
    createdAt: 0,
    enrolled: false,
  },
  enrollments: [
    {
      id: 'e1',
      studentName: 'Neema',
      plan: 'basic',
      period: 'monthly',
      paidUntil: '2030-04-10',
      status: 'active',
      shownStatus: 'active',
      subscription: {
        status: 'active',
        nextPaymentDate: '2030-04-10T09:00:00Z',
        card: { last4: '4081', expMonth: '1', expYear: '31', brand: 'visa' },
      },
      amount: 4000,
      currency: 'KES',
      classTimes: 1,
      tz: 'Africa/Nairobi',
    },
  ],
  payments: [
    {
      id: 'p1',
      studentName: 'Neema',
      reference: 'T123',
      amount: 4000,
      currency: 'KES',
      plan: 'basic',
      period: 'monthly',
      paidUntil: '2030-04-10',
      paidAt: '2030-03-10T08:00:00Z',
    },
  ],
  certificates: [],
};
const card = <ChildCard view={view} names={names} onEdit={() => {}} idToken={() => Promise.resolve('t')} onChanged={() => {}} />;

describe('the family panel on a Kiswahili page', () => {
  it("shows a child's plan, dates, renewal, recommendation and payments in Kiswahili", () => {
    services.readClasses.mockResolvedValue([]);
    inSw(card);
    const text = document.body.textContent!;
    expect(text).toContain(familyWordsSw.child.plan('Basic', familyWordsSw.period.monthly));
    expect(text).toContain(familyWordsSw.child.status.active);
    // Dates through Intl sw-KE: April is "Aprili"; no English month is left.
    expect(screen.getByText(/Aprili 2030/, { selector: '[data-paid-until]' })).toBeTruthy();
    expect(text).not.toMatch(/\bApril\b|\bMarch\b|Paid until|Renews|Receipt|Our recommendation/);
    expect(text).toContain(swahiliTime('16:00'));
    expect(text).toContain(familyWordsSw.child.recommendation);
    expect(screen.getByRole('link', { name: familyWordsSw.child.enroll('Neema') })).toBeTruthy();
    expect(screen.getByRole('button', { name: familyWordsSw.renewal.turnOff })).toBeTruthy();
    expect(text).toContain(familyWordsSw.child.trials);
    expect(text).toContain(familyWordsSw.child.payments);
  });

  it('keeps the English words on an English page', () => {
    services.readClasses.mockResolvedValue([]);
    render(card);
    const text = document.body.textContent!;
    expect(text).toContain('Basic plan, monthly: Active');
    expect(text).toContain('Paid until 10 April 2030');
    expect(text).toContain(familyWords.child.recommendation);
    expect(text).toContain('Renews automatically on 10 April 2030');
    expect(text).toContain('Receipt T123, paid until 10 April 2030. We emailed it to you.');
  });

  it('offers class times read both ways, a full hour to wait for, and refuses a missing pick in Kiswahili', async () => {
    services.freeTimes.mockResolvedValue({
      status: 'ok',
      needed: 1,
      chosen: 0,
      times: [{ weekday: 1, time: '16:00' }],
      full: [{ weekday: 2, time: '17:00' }],
      holdHours: 2,
    });
    inSw(<ChooseTimes enrollmentId="e1" childName="Neema" tz="Africa/Nairobi" onChosen={() => {}} />);
    const option = await screen.findByRole('option', { name: new RegExp(swahiliTime('16:00').replace(/[()]/g, '\\$&')) });
    expect(option.textContent).toMatch(/^Jumatatu/);
    expect(document.body.textContent).toContain(familyWordsSw.times.perWeek('Neema', 1));
    expect(screen.getByRole('option', { name: /^Jumanne/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: waitlistWordsSw.hour.offer })).toBeTruthy();
    screen.getByRole('button', { name: familyWordsSw.times.save }).click();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(classMessagesSw.wrongCount(1)));
  });

  it('moves a class in Kiswahili: its title, hours and buttons', async () => {
    const start = new Date('2030-03-11T13:00:00Z');
    services.moveOptions.mockResolvedValue({
      status: 'ok',
      start,
      mentor: 'Amina',
      rule: 'x',
      tz: 'Africa/Nairobi',
      times: [{ start: new Date('2030-03-12T13:00:00Z'), mentor: 'Baraka' }],
    });
    inSw(<MoveClass by={{ classId: 'k1' }} reason="cant" onMoved={() => {}} onClose={() => {}} />);
    expect(await screen.findByRole('button', { name: moveWordsSw.move })).toBeTruthy();
    expect(screen.getByRole('button', { name: moveWordsSw.keep })).toBeTruthy();
    const text = document.body.textContent!;
    expect(text).toContain(swahiliTime('16:00'));
    expect(text).toContain(moveWordsSw.withMentor('', 'Baraka').trim());
    expect(text).not.toMatch(/Move the class|Choose a time|Mon |Tue /);
  });

  it("says the family's switches and language choice in Kiswahili", () => {
    const initial = { whatsapp: true, mail: true, number: '+254712345678', language: 'sw' as const };
    inSw(<FamilySwitches initial={initial} idToken={() => Promise.resolve('t')} />);
    expect(screen.getByRole('heading', { name: channelWordsSw.title })).toBeTruthy();
    expect(screen.getByLabelText(channelWordsSw.familyLabels.whatsapp)).toBeTruthy();
    expect(screen.getByLabelText(familyLanguageSw.label)).toBeTruthy();
    expect(document.body.textContent).toContain(familyWordsSw.switches.number('+254712345678'));
    expect(document.body.textContent).toContain(channelWordsSw.mailAlways);
  });

  it('offers the calendar feed in Kiswahili, and says so in Kiswahili when it cannot be made', async () => {
    services.calendarFeed.mockResolvedValue(null);
    inSw(<CalendarFeed />);
    expect(screen.getByRole('heading', { name: familyWordsSw.calendar.title })).toBeTruthy();
    screen.getByRole('button', { name: familyWordsSw.calendar.ask }).click();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(familyWordsSw.calendar.failed));
    expect(document.body.textContent).not.toMatch(/calendar/i);
  });
});
