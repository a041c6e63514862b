// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Dashboard from '../../src/islands/Dashboard';
import type { MyBooking } from '../../src/services/auth';

const auth = vi.hoisted(() => ({ currentUser: vi.fn(), readMyBooking: vi.fn(), signOut: vi.fn() }));
vi.mock('../../src/services/auth', () => auth);

const grades = { '6-8': 'Grades 6 to 8' };
const booking: MyBooking = {
  studentName: 'Chidi',
  studentGrade: '6-8',
  parentName: 'Ngozi Okafor',
  email: 'ngozi@example.com',
  whatsapp: '+2348031234567',
  country: { code: 'NG', name: 'Nigeria', dial: '+234', tz: 'Africa/Lagos', flag: '🇳🇬' },
  date: '2030-03-11',
  time: '10:00',
  type: 'trial',
  status: 'upcoming',
  createdAt: null,
};
const ngozi = { uid: 'u-ngozi', displayName: 'Ngozi Okafor', email: 'ngozi@example.com' };

beforeEach(() => {
  for (const fn of Object.values(auth)) fn.mockReset();
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const view = () => render(<Dashboard supportPhone="+254 700 000000" gradeLabels={grades} />);

describe('Dashboard', () => {
  it('asks a device that never signed in to sign in, without touching Auth', async () => {
    view();
    const link = await screen.findByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toBe('/login');
    expect(auth.currentUser).not.toHaveBeenCalled();
  });

  it('shows only a neutral loading state until Auth answers', async () => {
    window.localStorage.setItem('jc:signed-in', '1');
    let answer!: (u: unknown) => void;
    auth.currentUser.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    view();
    expect(screen.getByRole('status').textContent).toContain('Loading your dashboard');
    expect(screen.queryByText('Chidi')).toBeNull();
    answer(null);
    await screen.findByRole('link', { name: 'Sign in' });
    expect(auth.readMyBooking).not.toHaveBeenCalled();
  });

  it("shows the signed-in parent's booking in their zone and in Nairobi time", async () => {
    window.localStorage.setItem('jc:signed-in', '1');
    auth.currentUser.mockResolvedValue(ngozi);
    auth.readMyBooking.mockResolvedValue(booking);
    view();
    // The first import of the card (zones, calendar) is transformed on demand: allow for it.
    await screen.findByText('Chidi', undefined, { timeout: 15_000 });
    expect(auth.readMyBooking).toHaveBeenCalledWith('u-ngozi');
    expect(screen.getByText('Grades 6 to 8')).toBeTruthy();
    expect(screen.getByText('Upcoming')).toBeTruthy();
    expect(screen.getByText('Your time (Nigeria)')).toBeTruthy();
    expect(document.querySelector('[data-booking-local]')!.textContent).toBe('Monday 11 March 2030, 08:00 WAT');
    expect(document.querySelector('[data-booking-nairobi]')!.textContent).toBe('Monday 11 March 2030, 10:00 EAT');
    const ics = screen.getByRole('link', { name: 'Add to calendar' });
    expect(ics.getAttribute('download')).toBe('trial-class-2030-03-11.ics');
    expect(decodeURIComponent(ics.getAttribute('href')!)).toContain('DTSTART:20300311T070000Z');
    expect(screen.getByRole('link', { name: /Chat on WhatsApp/ }).getAttribute('href')).toBe('https://wa.me/254700000000');
  });

  it('invites a signed-in parent without a booking to book', async () => {
    window.localStorage.setItem('jc:signed-in', '1');
    auth.currentUser.mockResolvedValue(ngozi);
    auth.readMyBooking.mockResolvedValue(null);
    view();
    const link = await screen.findByRole('link', { name: 'Book a free trial class' });
    expect(link.getAttribute('href')).toBe('/book-class');
  });

  it('signs out and shows the sign-in prompt, with no booking left on screen', async () => {
    window.localStorage.setItem('jc:signed-in', '1');
    auth.currentUser.mockResolvedValue(ngozi);
    auth.readMyBooking.mockResolvedValue(booking);
    auth.signOut.mockResolvedValue(undefined);
    view();
    await screen.findByText('Chidi', undefined, { timeout: 15_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('link', { name: 'Sign in' });
    expect(auth.signOut).toHaveBeenCalled();
    expect(screen.queryByText('Chidi')).toBeNull();
    await waitFor(() => expect(document.activeElement?.tagName).toBe('H1'));
  });

  it('offers a retry when the booking cannot be read', async () => {
    window.localStorage.setItem('jc:signed-in', '1');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    auth.currentUser.mockResolvedValue(ngozi);
    auth.readMyBooking.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(booking);
    view();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await screen.findByText('Chidi', undefined, { timeout: 15_000 });
  });
});
