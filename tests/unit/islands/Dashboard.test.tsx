// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Dashboard from '../../../src/islands/Dashboard';
import type { MyBooking } from '../../../src/services/auth';
import { messages } from '../../../src/domain/messages';
import { openDay } from '../../support/api-stub';

const auth = vi.hoisted(() => ({ currentUser: vi.fn(), listMyBookings: vi.fn(), idToken: vi.fn(), signOut: vi.fn() }));
vi.mock('../../../src/services/auth', () => auth);

const grades = { '6-8': 'Grades 6 to 8' };
const booking: MyBooking = {
  id: 'abcdefghij0123456789',
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

const view = () => render(<Dashboard supportPhone="+254 700 000000" gradeLabels={grades} graceDays={7} />);

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
    expect(screen.queryByText("Chidi's free trial class")).toBeNull();
    answer(null);
    await screen.findByRole('link', { name: 'Sign in' });
    expect(auth.listMyBookings).not.toHaveBeenCalled();
  });

  it("shows the signed-in parent's booking in their zone and in Nairobi time", async () => {
    window.localStorage.setItem('jc:signed-in', '1');
    auth.currentUser.mockResolvedValue(ngozi);
    auth.listMyBookings.mockResolvedValue([booking]);
    view();
    // The first import of the card (zones, calendar) is transformed on demand: allow for it.
    await screen.findByText("Chidi's free trial class", undefined, { timeout: 15_000 });
    expect(auth.listMyBookings).toHaveBeenCalledWith('u-ngozi');
    expect(screen.getByText('Grades 6 to 8')).toBeTruthy();
    expect(screen.getByText('Upcoming')).toBeTruthy();
    expect(screen.getByText('Your time (Nigeria)')).toBeTruthy();
    expect(document.querySelector('[data-class-local]')!.textContent).toBe('Monday 11 March 2030, 08:00 WAT');
    expect(document.querySelector('[data-class-nairobi]')!.textContent).toBe('Monday 11 March 2030, 10:00 EAT');
    const ics = screen.getByRole('link', { name: 'Add to calendar' });
    expect(ics.getAttribute('download')).toBe('trial-class-2030-03-11.ics');
    expect(decodeURIComponent(ics.getAttribute('href')!)).toContain('DTSTART:20300311T070000Z');
    expect(screen.getByRole('link', { name: /Chat on WhatsApp/ }).getAttribute('href')).toBe('https://wa.me/254700000000');
  });

  it('invites a signed-in parent without a booking to book', async () => {
    window.localStorage.setItem('jc:signed-in', '1');
    auth.currentUser.mockResolvedValue(ngozi);
    auth.listMyBookings.mockResolvedValue([]);
    view();
    const link = await screen.findByRole('link', { name: 'Book a free trial class' });
    expect(link.getAttribute('href')).toBe('/book-class');
  });

  it('signs out and shows the sign-in prompt, with no booking left on screen', async () => {
    window.localStorage.setItem('jc:signed-in', '1');
    auth.currentUser.mockResolvedValue(ngozi);
    auth.listMyBookings.mockResolvedValue([booking]);
    auth.signOut.mockResolvedValue(undefined);
    view();
    await screen.findByText("Chidi's free trial class", undefined, { timeout: 15_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('link', { name: 'Sign in' });
    expect(auth.signOut).toHaveBeenCalled();
    expect(screen.queryByText("Chidi's free trial class")).toBeNull();
    await waitFor(() => expect(document.activeElement?.tagName).toBe('H1'));
  });

  it('offers a retry when the booking cannot be read', async () => {
    window.localStorage.setItem('jc:signed-in', '1');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    auth.currentUser.mockResolvedValue(ngozi);
    auth.listMyBookings.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce([booking]);
    view();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await screen.findByText("Chidi's free trial class", undefined, { timeout: 15_000 });
  });

  it('lists every booking, upcoming first, a past one marked past, actions only on the upcoming one', async () => {
    window.localStorage.setItem('jc:signed-in', '1');
    auth.currentUser.mockResolvedValue(ngozi);
    const past: MyBooking = { ...booking, id: 'pastpastpastpastpast', studentName: 'Ada', date: '2020-01-06', time: '11:00' };
    auth.listMyBookings.mockResolvedValue([past, booking]);
    view();
    await screen.findByText("Chidi's free trial class", undefined, { timeout: 15_000 });
    const cards = [...document.querySelectorAll('[data-booking]')];
    expect(cards.map((c) => c.querySelector('h2')!.textContent)).toEqual(["Chidi's free trial class", "Ada's free trial class"]);
    expect(cards.map((c) => c.querySelector('[data-booking-status]')!.textContent)).toEqual(['Upcoming', 'Past']);
    expect(cards[0]!.querySelector('button')!.textContent).toBe('Change or cancel');
    expect(cards[1]!.querySelector('button')).toBeNull();
  });

  it('cancels an upcoming class as its owner, with the ID token, after a confirm step', async () => {
    window.localStorage.setItem('jc:signed-in', '1');
    auth.currentUser.mockResolvedValue(ngozi);
    auth.listMyBookings.mockResolvedValue([booking]);
    auth.idToken.mockResolvedValue('id-token-ngozi');
    const fetch = vi.fn(async (url: string, _init: RequestInit) =>
      url.startsWith('/api/availability')
        ? Response.json(openDay(new URL(url, 'http://x').searchParams.get('date')!))
        : Response.json({ status: 'cancelled', booking: { ...booking, status: 'cancelled', changeable: false } }),
    );
    vi.stubGlobal('fetch', fetch);
    view();
    fireEvent.click(await screen.findByRole('button', { name: 'Change or cancel' }, { timeout: 15_000 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel this class' }, { timeout: 15_000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel the class' }));
    await screen.findByText(messages.manage.cancelledNow);
    const manage = fetch.mock.calls.find(([url]) => url === '/api/manage')!;
    expect(JSON.parse(manage[1].body as string)).toEqual({ bookingId: booking.id, action: 'cancel' });
    expect((manage[1].headers as Record<string, string>).Authorization).toBe('Bearer id-token-ngozi');
    expect(document.querySelector('[data-booking-status]')!.textContent).toBe('Cancelled');
    vi.unstubAllGlobals();
  });
});
