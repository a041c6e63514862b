// @vitest-environment happy-dom
// Shared set-up of the BookingForm tests (each file imports what it uses).
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import BookingForm from '../../../src/islands/BookingForm';
import type { Country } from '../../../src/domain/booking';
import { stubApi } from '../../support/api-stub';

export const countries: Country[] = [
  { code: 'KE', name: 'Kenya', dial: '+254', tz: 'Africa/Nairobi', flag: '🇰🇪' },
  { code: 'NG', name: 'Nigeria', dial: '+234', tz: 'Africa/Lagos', flag: '🇳🇬' },
];
export const grades = [
  { id: 'K-2', label: 'Kindergarten to Grade 2' },
  { id: '3-5', label: 'Grades 3 to 5' },
];

// 08:00 in Nairobi on Monday 10 March 2025: every slot of the day is still open.
export const NOW = new Date('2025-03-10T05:00:00Z');

export let api: ReturnType<typeof stubApi>;
export let assign: Mock<(url: string | URL) => void>;
beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  sessionStorage.clear();
  localStorage.clear();
  api = stubApi();
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.doUnmock('../../../src/services/auth');
});

export const confirmButton = () => screen.getByRole('button', { name: 'Confirm Booking' }) as HTMLButtonElement;
export const radio = (name: string | RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;
export const form = () => render(<BookingForm countries={countries} grades={grades} holdHours={2} windowDays={7} />);

export function fillValid() {
  fireEvent.change(screen.getByLabelText('Student name'), { target: { value: 'Mũthoni' } });
  fireEvent.change(screen.getByLabelText('Grade'), { target: { value: '3-5' } });
  fireEvent.change(screen.getByLabelText('Parent name'), { target: { value: "Wanjiru Ng'ang'a" } });
  fireEvent.change(screen.getByLabelText('Parent email'), { target: { value: 'wanjiru@example.com' } });
  fireEvent.change(screen.getByLabelText('WhatsApp number'), { target: { value: '0712 345 678' } });
  fireEvent.click(radio('14:00 EAT'));
}

export const booked = { status: 'booked', id: 'b1', manageUrl: '/manage#tok_abcdefghijklmnop', booking: {} };
