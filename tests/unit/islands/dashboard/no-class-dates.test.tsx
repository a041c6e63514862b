// @vitest-environment happy-dom
// An enrollment's dates with no class, its mentor being on leave: the dashboard names those
// still to come beside the next classes, and not those past.
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import ChildClasses from '../../../../src/islands/dashboard/ChildClasses';
import { addDays, nairobiDate } from '../../../../src/domain/slots';
import { calendarDate } from '../../../../src/domain/zone-clock';

afterEach(cleanup);

describe('ChildClasses with dates the mentor is on leave', () => {
  it('names the coming dates with no class and leaves out past ones', () => {
    const today = nairobiDate(new Date());
    const coming = addDays(today, 9);
    const past = addDays(today, -5);
    const { container } = render(
      <ChildClasses
        enrollmentId="e1"
        childName="Imani"
        hasTimes
        tz="Africa/Nairobi"
        mentors={{}}
        joinOpenMinutes={10}
        early={[]}
        readOnly
        noClassOn={[coming, past, coming]}
      />,
    );
    const line = container.querySelector('[data-no-class]');
    expect(line?.textContent).toContain(calendarDate(coming));
    expect(line?.textContent).not.toContain(calendarDate(past));
    expect(line?.textContent?.split(calendarDate(coming)).length).toBe(2);
  });

  it('says nothing of leave when every date has its class', () => {
    const { container } = render(
      <ChildClasses
        enrollmentId="e1"
        childName="Imani"
        hasTimes
        tz="Africa/Nairobi"
        mentors={{}}
        joinOpenMinutes={10}
        early={[]}
        readOnly
      />,
    );
    expect(container.querySelector('[data-no-class]')).toBeNull();
  });
});
