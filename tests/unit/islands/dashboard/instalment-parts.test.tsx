// @vitest-environment happy-dom
// An enrollment paid in parts on the dashboard: a paid part says so, a coming part its day, a
// part past its day that it is late; the button pays the first unpaid part.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import InstalmentParts from '../../../../src/islands/dashboard/InstalmentParts';
import { words } from '../../../../src/i18n/en/family';
import { words as dates } from '../../../../src/i18n/en/class-dates';
import { addDays, nairobiDate } from '../../../../src/domain/slots';

afterEach(cleanup);

it('reads each part as paid, due or late, and pays the first unpaid one', () => {
  const today = nairobiDate(new Date());
  const parts = [
    { n: 1, dueOn: addDays(today, -40), amount: 4500, paid: true },
    { n: 2, dueOn: addDays(today, -10), amount: 4500, paid: false },
    { n: 3, dueOn: addDays(today, 20), amount: 4500, paid: false },
  ];
  render(<InstalmentParts enrollmentId="e1" childName="Imani" currency="KES" instalments={{ parts, paused: true }} />);
  const w = words.instalments;
  const item = (n: number) => document.querySelector(`[data-part="${n}"]`)!.textContent;
  expect(item(1)).toContain(w.paid);
  expect(item(2)).toContain(w.late(dates.calendarDate(parts[1]!.dueOn)));
  expect(item(3)).toContain(w.due(dates.calendarDate(parts[2]!.dueOn)));
  expect(screen.getByRole('status').textContent).toBe(w.paused);
  expect(screen.getByRole('link').textContent).toBe(`${w.pay(2)}${w.payOf('Imani')}`);
});
