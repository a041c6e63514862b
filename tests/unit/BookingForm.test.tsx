// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BookingForm from '../../src/islands/BookingForm';
import { DRAFT_KEY } from '../../src/services/booking-draft';
import type { Country } from '../../src/domain/booking';

const countries: Country[] = [
  { code: 'KE', name: 'Kenya', dial: '+254', tz: 'Africa/Nairobi', flag: '🇰🇪' },
  { code: 'NG', name: 'Nigeria', dial: '+234', tz: 'Africa/Lagos', flag: '🇳🇬' },
];
const grades = [
  { id: 'K-2', label: 'Kindergarten to Grade 2' },
  { id: '3-5', label: 'Grades 3 to 5' },
];

// 08:00 in Nairobi on Monday 10 March 2025: every slot of the day is still open.
const NOW = new Date('2025-03-10T05:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const confirmButton = () => screen.getByRole('button', { name: 'Confirm Booking' });

function fillValid() {
  fireEvent.change(screen.getByLabelText('Student name'), { target: { value: 'Mũthoni' } });
  fireEvent.change(screen.getByLabelText('Grade'), { target: { value: '3-5' } });
  fireEvent.change(screen.getByLabelText('Parent name'), { target: { value: "Wanjiru Ng'ang'a" } });
  fireEvent.change(screen.getByLabelText('Parent email'), { target: { value: 'wanjiru@example.com' } });
  fireEvent.change(screen.getByLabelText('WhatsApp number'), { target: { value: '0712 345 678' } });
  fireEvent.click(screen.getByRole('radio', { name: '14:00 EAT' }));
}

describe('BookingForm', () => {
  it('keeps Confirm disabled until every part is set and valid', async () => {
    render(<BookingForm countries={countries} grades={grades} />);
    expect((confirmButton() as HTMLButtonElement).disabled).toBe(true);
    fillValid();
    expect((confirmButton() as HTMLButtonElement).disabled).toBe(false);

    // Each part, made invalid on its own, disables Confirm again.
    const breakers: [string, string][] = [
      ['Student name', ''],
      ['Parent name', ''],
      ['Parent email', 'wanjiru@example'],
      ['WhatsApp number', '0712 345'],
      ['Grade', ''],
    ];
    for (const [label, bad] of breakers) {
      const input = screen.getByLabelText(label) as HTMLInputElement;
      const good = input.value;
      fireEvent.change(input, { target: { value: bad } });
      expect((confirmButton() as HTMLButtonElement).disabled, label).toBe(true);
      fireEvent.change(input, { target: { value: good } });
      expect((confirmButton() as HTMLButtonElement).disabled, label).toBe(false);
    }
  });

  it('drops digits and symbols from names as typed and keeps any script', () => {
    render(<BookingForm countries={countries} grades={grades} />);
    const student = screen.getByLabelText('Student name') as HTMLInputElement;
    fireEvent.change(student, { target: { value: 'Anne-Marie 2nd!' } });
    expect(student.value).toBe('Anne-Marie nd');
    fireEvent.change(student, { target: { value: "Ng'ang'a Mũthoni" } });
    expect(student.value).toBe("Ng'ang'a Mũthoni");
  });

  it('shows email and phone messages only after blur, tied to the field', () => {
    render(<BookingForm countries={countries} grades={grades} />);
    const email = screen.getByLabelText('Parent email');
    fireEvent.change(email, { target: { value: 'wanjiru@' } });
    expect(screen.queryByText('Enter a valid email address.')).toBeNull();
    expect(email.getAttribute('aria-invalid')).not.toBe('true');
    fireEvent.blur(email);
    const emailError = screen.getByText('Enter a valid email address.');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain(emailError.id);

    const phone = screen.getByLabelText('WhatsApp number');
    fireEvent.change(phone, { target: { value: '12' } });
    fireEvent.blur(phone);
    const phoneError = screen.getByText('Enter a valid WhatsApp number for Kenya.');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(phone.getAttribute('aria-describedby')).toContain(phoneError.id);

    fireEvent.change(email, { target: { value: 'wanjiru@example.com' } });
    fireEvent.change(phone, { target: { value: '0712345678' } });
    expect(screen.queryByText('Enter a valid email address.')).toBeNull();
    expect(screen.queryByText('Enter a valid WhatsApp number for Kenya.')).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBe('false');
  });

  it('shows slots in the chosen country zone and clears the time on a new date', () => {
    render(<BookingForm countries={countries} grades={grades} />);
    fireEvent.click(screen.getByRole('radio', { name: '10:00 EAT' }));
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'NG' } });
    const lagos = screen.getByRole('radio', { name: '08:00 WAT' });
    expect((lagos as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /Tuesday 11 March 2025/ }));
    expect((screen.getByRole('radio', { name: '08:00 WAT' }) as HTMLInputElement).checked).toBe(false);
  });

  it('disables slots already past today', () => {
    vi.setSystemTime(new Date('2025-03-10T09:30:00Z')); // 12:30 Nairobi
    render(<BookingForm countries={countries} grades={grades} />);
    expect((screen.getByRole('radio', { name: /^12:00 EAT/ }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('radio', { name: '14:00 EAT' }) as HTMLInputElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: /Tuesday 11 March 2025/ }));
    expect((screen.getByRole('radio', { name: '10:00 EAT' }) as HTMLInputElement).disabled).toBe(false);
  });

  it('moves the date to the new today when the page stays open past Nairobi midnight', () => {
    // 23:59:40 in Nairobi on Monday 10 March; the form's clock ticks every 30 s.
    vi.useFakeTimers({ now: new Date('2025-03-10T20:59:40Z'), toFake: ['Date', 'setInterval', 'clearInterval'] });
    render(<BookingForm countries={countries} grades={grades} />);
    expect((screen.getByRole('radio', { name: 'Today, Monday 10 March 2025' }) as HTMLInputElement).checked).toBe(true);
    act(() => void vi.advanceTimersByTime(30_000));
    const today = screen.getByRole('radio', { name: 'Today, Tuesday 11 March 2025' }) as HTMLInputElement;
    expect(today.checked).toBe(true);
    expect(screen.getAllByRole('radio', { checked: true })).toHaveLength(1);
    // Every slot of the new day is open, none chosen.
    expect((screen.getByRole('radio', { name: '10:00 EAT' }) as HTMLInputElement).disabled).toBe(false);
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY)!)).toMatchObject({ date: '2025-03-11', time: '' });
  });

  it('shows the summary in the parent zone', () => {
    render(<BookingForm countries={countries} grades={grades} />);
    fillValid();
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'NG' } });
    fireEvent.change(screen.getByLabelText('WhatsApp number'), { target: { value: '0803 123 4567' } });
    const summary = screen.getByRole('complementary', { name: 'Booking Summary' });
    expect(within(summary).getByText('Monday 10 March 2025, 12:00 WAT (1 hour)')).toBeTruthy();
    expect(within(summary).getByText('+2348031234567')).toBeTruthy();
  });

  it('keeps the draft in sessionStorage and restores it', () => {
    const { unmount } = render(<BookingForm countries={countries} grades={grades} />);
    fillValid();
    const stored = JSON.parse(sessionStorage.getItem(DRAFT_KEY)!);
    expect(stored).toMatchObject({ studentName: 'Mũthoni', time: '14:00', date: '2025-03-10' });
    unmount();
    render(<BookingForm countries={countries} grades={grades} />);
    expect((screen.getByLabelText('Student name') as HTMLInputElement).value).toBe('Mũthoni');
    expect((screen.getByRole('radio', { name: '14:00 EAT' }) as HTMLInputElement).checked).toBe(true);
    expect((confirmButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('reads "Booking…" and ignores a second tap while saving', async () => {
    let resolveSave!: () => void;
    const saveBooking = vi.fn(() => new Promise<{ id: string }>((r) => (resolveSave = () => r({ id: 'x' }))));
    vi.doMock('../../src/services/bookings', () => ({ saveBooking, prefetchBookingSdk: () => {} }));
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    render(<BookingForm countries={countries} grades={grades} />);
    fillValid();
    fireEvent.click(confirmButton());
    const busy = await screen.findByRole('button', { name: 'Booking…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await vi.waitFor(() => expect(saveBooking).toHaveBeenCalled());
    fireEvent.submit(busy.closest('form')!);
    fireEvent.click(busy);
    await act(async () => resolveSave());
    expect(saveBooking).toHaveBeenCalledTimes(1);
    expect(saveBooking.mock.calls[0]).toMatchObject([{ studentName: 'Mũthoni', whatsapp: '+254712345678', time: '14:00' }, null]);
    expect(assign).toHaveBeenCalledWith('/success');
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    vi.unstubAllGlobals();
    vi.doUnmock('../../src/services/bookings');
  });

  it('unlocks Confirm after a failed save, before going to /error', async () => {
    const saveBooking = vi.fn(async () => {
      throw new Error('offline');
    });
    vi.doMock('../../src/services/bookings', () => ({ saveBooking, prefetchBookingSdk: () => {} }));
    // The page as left is what the back-forward cache restores.
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<BookingForm countries={countries} grades={grades} />);
    fillValid();
    fireEvent.click(confirmButton());
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/error'));
    await act(async () => {});
    expect((confirmButton() as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(confirmButton());
    await vi.waitFor(() => expect(saveBooking).toHaveBeenCalledTimes(2));
    // The draft is kept for Try Again.
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY)!)).toMatchObject({ studentName: 'Mũthoni', time: '14:00' });
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.doUnmock('../../src/services/bookings');
  });

  it('unlocks Confirm when the page comes back from the back-forward cache', async () => {
    const saveBooking = vi.fn(async () => ({ id: 'x' }));
    vi.doMock('../../src/services/bookings', () => ({ saveBooking, prefetchBookingSdk: () => {} }));
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    render(<BookingForm countries={countries} grades={grades} />);
    fillValid();
    fireEvent.click(confirmButton());
    await vi.waitFor(() => expect(saveBooking).toHaveBeenCalledTimes(1));
    await screen.findByRole('button', { name: 'Booking…' });
    // A pageshow that is not a restore changes nothing.
    act(() => void window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false })));
    expect(screen.getByRole('button', { name: 'Booking…' })).toBeTruthy();
    act(() => void window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true })));
    fillValid();
    expect((confirmButton() as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(confirmButton());
    await vi.waitFor(() => expect(saveBooking).toHaveBeenCalledTimes(2));
    vi.unstubAllGlobals();
    vi.doUnmock('../../src/services/bookings');
  });

  it('prefills from the account of a parent who signed in before, and books under their uid', async () => {
    localStorage.setItem('jc:signed-in', '1');
    const currentUser = vi.fn(async () => ({ uid: 'uid-wanjiru', displayName: 'Wanjiru Kamau 2', email: 'wanjiru@example.com' }));
    vi.doMock('../../src/services/auth', () => ({ currentUser }));
    const saveBooking = vi.fn(async () => ({ id: 'uid-wanjiru' }));
    vi.doMock('../../src/services/bookings', () => ({ saveBooking, prefetchBookingSdk: () => {} }));
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    render(<BookingForm countries={countries} grades={grades} />);
    await vi.waitFor(() => expect((screen.getByLabelText('Parent name') as HTMLInputElement).value).toBe('Wanjiru Kamau '));
    expect((screen.getByLabelText('Parent email') as HTMLInputElement).value).toBe('wanjiru@example.com');
    fireEvent.change(screen.getByLabelText('Student name'), { target: { value: 'Baraka' } });
    fireEvent.change(screen.getByLabelText('Grade'), { target: { value: 'K-2' } });
    fireEvent.change(screen.getByLabelText('WhatsApp number'), { target: { value: '0712345678' } });
    fireEvent.click(screen.getByRole('radio', { name: '16:00 EAT' }));
    fireEvent.click(confirmButton());
    await vi.waitFor(() => expect(saveBooking).toHaveBeenCalled());
    expect(saveBooking.mock.calls[0]).toMatchObject([{ parentName: 'Wanjiru Kamau', email: 'wanjiru@example.com' }, { uid: 'uid-wanjiru' }]);
    vi.unstubAllGlobals();
    vi.doUnmock('../../src/services/auth');
    vi.doUnmock('../../src/services/bookings');
  });

  it('waits for the account of a returning parent who confirms before it is known', async () => {
    localStorage.setItem('jc:signed-in', '1');
    let resolveUser!: (user: { uid: string; displayName: string; email: string }) => void;
    const currentUser = vi.fn(() => new Promise((r) => (resolveUser = r)));
    vi.doMock('../../src/services/auth', () => ({ currentUser }));
    const saveBooking = vi.fn(async () => ({ id: 'uid-wanjiru' }));
    vi.doMock('../../src/services/bookings', () => ({ saveBooking, prefetchBookingSdk: () => {} }));
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    render(<BookingForm countries={countries} grades={grades} />);
    fillValid();
    await vi.waitFor(() => expect(currentUser).toHaveBeenCalled());
    fireEvent.click(confirmButton());
    await screen.findByRole('button', { name: 'Booking…' });
    await new Promise((r) => setTimeout(r, 50));
    expect(saveBooking).not.toHaveBeenCalled();
    await act(async () => resolveUser({ uid: 'uid-wanjiru', displayName: 'Wanjiru Kamau', email: 'wanjiru@example.com' }));
    await vi.waitFor(() => expect(saveBooking).toHaveBeenCalledTimes(1));
    // What the parent typed is what is booked; the account decides only where.
    expect(saveBooking.mock.calls[0]).toMatchObject([{ parentName: "Wanjiru Ng'ang'a" }, { uid: 'uid-wanjiru' }]);
    vi.unstubAllGlobals();
    vi.doUnmock('../../src/services/auth');
    vi.doUnmock('../../src/services/bookings');
  });

  it('books without an account when the lookup of a returning parent fails', async () => {
    localStorage.setItem('jc:signed-in', '1');
    vi.doMock('../../src/services/auth', () => ({ currentUser: async () => Promise.reject(new Error('offline')) }));
    const saveBooking = vi.fn(async (_fields: unknown, _user: unknown) => ({ id: 'auto' }));
    vi.doMock('../../src/services/bookings', () => ({ saveBooking, prefetchBookingSdk: () => {} }));
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    render(<BookingForm countries={countries} grades={grades} />);
    fillValid();
    fireEvent.click(confirmButton());
    await vi.waitFor(() => expect(saveBooking).toHaveBeenCalledTimes(1));
    expect(saveBooking.mock.calls[0]![1]).toBeNull();
    vi.unstubAllGlobals();
    vi.doUnmock('../../src/services/auth');
    vi.doUnmock('../../src/services/bookings');
  });

  it('never loads the auth service for a parent who never signed in', async () => {
    const factory = vi.fn(() => ({ currentUser: async () => null }));
    vi.doMock('../../src/services/auth', factory);
    render(<BookingForm countries={countries} grades={grades} />);
    fireEvent.change(screen.getByLabelText('Student name'), { target: { value: 'Baraka' } });
    await new Promise((r) => setTimeout(r, 50));
    expect(factory).not.toHaveBeenCalled();
    vi.doUnmock('../../src/services/auth');
  });
});
