// @vitest-environment happy-dom
// The booking form's hooks and parts on their own: the clock (interval, tab coming back),
// the draft across Nairobi midnight, the slot picker's Full state, the summary's notice.
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNairobiClock } from '../../../../src/islands/booking/useNairobiClock';
import { useBookingDraft } from '../../../../src/islands/booking/useBookingDraft';
import SlotPicker from '../../../../src/islands/booking/SlotPicker';
import DateStrip from '../../../../src/islands/booking/DateStrip';
import BookingSummary from '../../../../src/islands/booking/BookingSummary';
import { DRAFT_KEY } from '../../../../src/services/booking-draft';
import { words as messages } from '../../../../src/i18n/en/messages';
import type { Country } from '../../../../src/domain/booking';
import { openDay } from '../../../support/api-stub';

const kenya: Country = { code: 'KE', name: 'Kenya', dial: '+254', tz: 'Africa/Nairobi', flag: '🇰🇪' };
const nigeria: Country = { code: 'NG', name: 'Nigeria', dial: '+234', tz: 'Africa/Lagos', flag: '🇳🇬' };
// 23:59:40 in Nairobi on Monday 10 March 2025.
const LATE = new Date('2025-03-10T20:59:40Z');

beforeEach(() => {
  vi.useFakeTimers({ now: LATE, toFake: ['Date', 'setInterval', 'clearInterval'] });
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

describe('useNairobiClock', () => {
  it('ticks every 30 seconds', () => {
    const { result } = renderHook(() => useNairobiClock());
    expect(result.current.now?.toISOString()).toBe(LATE.toISOString());
    act(() => void vi.advanceTimersByTime(30_000));
    expect(result.current.now?.toISOString()).toBe('2025-03-10T21:00:10.000Z');
  });

  it('reads the clock again when the tab comes back into view, not while hidden', () => {
    const { result } = renderHook(() => useNairobiClock());
    // The phone slept: the time moved on, the interval did not run.
    vi.setSystemTime(new Date('2025-03-11T06:00:00Z'));
    setVisibility('hidden');
    expect(result.current.now?.toISOString()).toBe(LATE.toISOString());
    setVisibility('visible');
    expect(result.current.now?.toISOString()).toBe('2025-03-11T06:00:00.000Z');
  });
});

describe('useBookingDraft', () => {
  it('moves the date to the new today past Nairobi midnight', () => {
    const { result } = renderHook(() => {
      const { now } = useNairobiClock();
      return useBookingDraft([kenya], now, 7);
    });
    expect(result.current.draft).toMatchObject({ date: '2025-03-10', time: '' });
    act(() => void vi.advanceTimersByTime(30_000));
    expect(result.current.draft).toMatchObject({ date: '2025-03-11', time: '' });
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY)!)).toMatchObject({ date: '2025-03-11', time: '' });
  });

  it('lets go of a slot that starts while the page is open', () => {
    vi.setSystemTime(new Date('2025-03-10T06:59:50Z')); // 09:59:50 in Nairobi
    const { result } = renderHook(() => {
      const { now } = useNairobiClock();
      return useBookingDraft([kenya], now, 7);
    });
    act(() => result.current.set('time', '10:00'));
    expect(result.current.draft.time).toBe('10:00');
    act(() => void vi.advanceTimersByTime(30_000));
    expect(result.current.draft.time).toBe('');
  });

  it('a new date clears the time; the same date keeps it', () => {
    const { result } = renderHook(() => useBookingDraft([kenya], LATE, 7));
    act(() => result.current.setDraft((d) => ({ ...d, date: '2025-03-12', time: '10:00' })));
    act(() => result.current.pickDate('2025-03-12'));
    expect(result.current.draft.time).toBe('10:00');
    act(() => result.current.pickDate('2025-03-13'));
    expect(result.current.draft.time).toBe('');
  });

  it('after finish, stores nothing until resumed', () => {
    const { result } = renderHook(() => useBookingDraft([kenya], LATE, 7));
    act(() => result.current.set('studentName', 'Baraka'));
    act(() => result.current.finish(LATE));
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    act(() => result.current.set('studentName', 'Amani'));
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    act(() => result.current.resume());
    act(() => result.current.set('studentName', 'Amani'));
    act(() => result.current.set('parentName', 'Zawadi'));
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY)!)).toMatchObject({ studentName: 'Amani', parentName: 'Zawadi' });
  });
});

describe('SlotPicker', () => {
  const NOON = new Date('2025-03-10T09:30:00Z'); // 12:30 in Nairobi
  it('marks past and full slots, in the parent zone, and only open ones can be picked', () => {
    const onPick = vi.fn();
    render(
      <SlotPicker
        now={NOON}
        date="2025-03-10"
        value=""
        onPick={onPick}
        country={nigeria}
        availability={openDay('2025-03-10', { '14:00': 2, '15:00': 1 })}
      />,
    );
    // 14:00 Nairobi is 12:00 in Lagos.
    const full = screen.getByRole('radio', { name: '12:00 WAT, Full' }) as HTMLInputElement;
    expect(full.disabled).toBe(true);
    expect(full.closest('label')!.textContent).toContain('Full');
    expect((screen.getByRole('radio', { name: '10:00 WAT, already passed' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(full);
    fireEvent.click(screen.getByRole('radio', { name: '13:00 WAT' }));
    expect(onPick.mock.calls).toEqual([['15:00']]);
  });

  it('availability of another date changes nothing', () => {
    render(
      <SlotPicker
        now={NOON}
        date="2025-03-11"
        value=""
        onPick={() => {}}
        country={kenya}
        availability={openDay('2025-03-10', { '14:00': 2 })}
      />,
    );
    expect((screen.getByRole('radio', { name: '14:00 EAT' }) as HTMLInputElement).disabled).toBe(false);
  });

  it('says when every remaining slot is full, and announces a notice', () => {
    const taken = Object.fromEntries(['14:00', '15:00', '16:00', '17:00'].map((s) => [s, 2]));
    render(
      <SlotPicker
        now={NOON}
        date="2025-03-10"
        value=""
        onPick={() => {}}
        country={kenya}
        availability={openDay('2025-03-10', taken)}
        notice="Gone"
      />,
    );
    expect(screen.getByText(messages.booking.noSlotsLeft)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Gone');
  });

  it('before the clock is known, every slot can be picked (a slow phone; a past one is let go later)', () => {
    render(<SlotPicker now={null} date="2025-03-10" value="" onPick={() => {}} country={kenya} availability={null} />);
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.value)).toEqual(['10:00', '11:00', '12:00', '14:00', '15:00', '16:00', '17:00']);
    for (const r of radios) expect(r.disabled).toBe(false);
  });
});

describe('DateStrip', () => {
  it('offers the window’s days (a fixture of seven); before the clock is known, day offsets with today checked', () => {
    const onPick = vi.fn();
    const { rerender } = render(<DateStrip now={null} value="2025-03-10" onPick={onPick} windowDays={7} />);
    const early = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(early.map((r) => r.value)).toEqual(['+0', '+1', '+2', '+3', '+4', '+5', '+6']);
    expect(early.map((r) => r.checked)).toEqual([true, false, false, false, false, false, false]);
    rerender(<DateStrip now={LATE} value="2025-03-10" onPick={onPick} windowDays={7} />);
    const days = screen.getAllByRole('radio');
    expect(days).toHaveLength(7);
    expect(days[0]!.getAttribute('aria-label')).toBe('Today, Monday 10 March 2025');
    expect(days[6]!.getAttribute('aria-label')).toBe('Sunday 16 March 2025');
    fireEvent.click(days[2]!);
    expect(onPick).toHaveBeenCalledWith('2025-03-12');
  });
});

describe('BookingSummary', () => {
  it('shows "Not set" for empty rows and ties the notice and what is missing to Confirm', () => {
    render(
      <BookingSummary
        rows={[{ term: 'Student', value: '' }]}
        complete={false}
        saving={false}
        missing={['grade']}
        notice="Try later"
      />,
    );
    expect(screen.getByText('Not set')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Confirm Booking' });
    expect(button.getAttribute('aria-describedby')!.split(' ')).toHaveLength(2);
    expect(screen.getByRole('alert').textContent).toBe('Try later');
    expect(screen.getByText('Still needed: grade.')).toBeTruthy();
  });
});
