// @vitest-environment happy-dom
// The dashboard's list of a child's places on full weekly hours' lists: the course and the hour
// in Nairobi time, the hold's end while an offer is out, in the page's language; "Leave the
// list" leaves through the entry's own leave and says so; a leave that fails keeps the entry.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import HourWaitlist from '../../../../src/islands/dashboard/HourWaitlist';
import { PageLanguage } from '../../../../src/islands/hooks/useWords';
import { inKiswahili } from '../../../../src/islands/chosen/sw/in-kiswahili';
import { panelWords } from '../../../../src/islands/chosen/sw/FamilyPanel';
import { words as english } from '../../../../src/i18n/en/waitlist';
import { words as swahili } from '../../../../src/i18n/sw/waitlist';
import { words as swahiliDates } from '../../../../src/i18n/sw/class-dates';
import { classWhen, weeklyTimeIn } from '../../../../src/domain/classes/shown';
import { NAIROBI_TZ } from '../../../../src/domain/slots';
import type { OwnHourEntry } from '../../../../src/services/hour-waitlist';

const services = vi.hoisted(() => ({ actOnOwnHour: vi.fn() }));
vi.mock('../../../../src/services/hour-waitlist', () => services);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const holdUntil = new Date('2030-03-04T13:00:00Z');
const entries: OwnHourEntry[] = [
  { id: 'a'.repeat(40), enrollmentId: 'e1', course: 'c', weekday: 1, start: 16 * 60, status: 'waiting' },
  { id: 'b'.repeat(40), enrollmentId: 'e1', course: 'c', weekday: 3, start: 17 * 60, status: 'offered', holdUntil },
];

describe("the child's places on the hours' waiting lists", () => {
  it('shows each place with the course, the Nairobi hour and the hold, and leaves one', async () => {
    const onLeft = vi.fn();
    services.actOnOwnHour.mockResolvedValue({ status: 'left' });
    render(<HourWaitlist entries={entries} courseName="Coding Cadet" onLeft={onLeft} />);
    const now = new Date();
    const monday = weeklyTimeIn(1, 16 * 60, NAIROBI_TZ, now);
    const wednesday = weeklyTimeIn(3, 17 * 60, NAIROBI_TZ, now);
    expect(screen.getByText(english.hour.onList('Coding Cadet', monday))).toBeTruthy();
    expect(screen.getByText(english.hour.heldUntil('Coding Cadet', wednesday, classWhen(holdUntil, NAIROBI_TZ)))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: `${english.hour.leave}${english.hour.leaveOf(monday)}` }));
    expect(await screen.findByText(english.hour.left)).toBeTruthy();
    expect(services.actOnOwnHour).toHaveBeenCalledWith('leave', entries[0]!.id);
    expect(onLeft).toHaveBeenCalledWith(entries[0]!.id);
  });

  it('speaks Kiswahili on a Kiswahili page, and keeps the entry when the leave fails', async () => {
    const onLeft = vi.fn();
    services.actOnOwnHour.mockResolvedValue({ status: 'failed', message: swahili.page.failed });
    render(
      <PageLanguage.Provider value={inKiswahili(panelWords)}>
        <HourWaitlist entries={entries.slice(0, 1)} courseName="Coding Cadet" onLeft={onLeft} />
      </PageLanguage.Provider>,
    );
    const monday = swahiliDates.weeklyTimeIn(1, 16 * 60, NAIROBI_TZ, new Date());
    expect(screen.getByText(swahili.hour.onList('Coding Cadet', monday))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: `${swahili.hour.leave}${swahili.hour.leaveOf(monday)}` }));
    expect(await screen.findByText(swahili.page.failed)).toBeTruthy();
    expect(onLeft).not.toHaveBeenCalled();
  });
});
