// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Dashboard from '../../../src/islands/Dashboard';
import DashboardSw from '../../../src/islands/chosen/sw/Dashboard';
import type { MyBooking } from '../../../src/domain/parent-session';
import { words as messages } from '../../../src/i18n/en/messages';
import { openDay } from '../../support/api-stub';
import { forgetDashboard, keepDashboard, keptDashboard } from '../../../src/services/kept-dashboard';

const auth = vi.hoisted(() => ({ currentUser: vi.fn(), startParentSession: vi.fn(), idToken: vi.fn(), signOut: vi.fn() }));
vi.mock('../../../src/services/auth', () => auth);
const session = vi.hoisted(() => ({ readSession: vi.fn(), takeEarlySession: vi.fn(), endSession: vi.fn() }));
vi.mock('../../../src/services/session', () => session);

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
const signedIn = (...bookings: MyBooking[]) => ({ status: 'ok', view: { parent: ngozi, bookings } });
const signedOut = { status: 'signed-out' };

beforeEach(() => {
  for (const fn of [...Object.values(auth), ...Object.values(session)]) fn.mockReset();
  session.takeEarlySession.mockReturnValue(null);
  session.endSession.mockResolvedValue(undefined);
  // Auth agrees with the session unless a test says otherwise.
  auth.currentUser.mockResolvedValue(ngozi);
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The trial's rules: fixtures, not settings.yaml's values. */
const trial = { changeCutoffHours: 2, calendarAlarmMinutes: 30, windowDays: 7, reminderHours: { day: 24, hour: 1 } };
const names = { plans: {}, courses: {}, joinOpenMinutes: 10 };

const view = () =>
  render(<Dashboard supportPhone="+254 700 000000" trial={trial} gradeLabels={grades} names={names} graceDays={7} />);

describe('Dashboard', () => {
  it('asks a device that never signed in to sign in, without touching Auth', async () => {
    view();
    const link = await screen.findByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toBe('/login');
    expect(session.readSession).not.toHaveBeenCalled();
    expect(auth.currentUser).not.toHaveBeenCalled();
  });

  it('shows only a neutral loading state until the session answers, then asks Auth when there is none', async () => {
    window.localStorage.setItem('jc:signed-in', '1');
    const early = Promise.resolve(new Response());
    session.takeEarlySession.mockReturnValue(early);
    let answer!: (u: unknown) => void;
    session.readSession.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    auth.currentUser.mockResolvedValue(null);
    view();
    expect(screen.getByRole('status').textContent).toContain('Loading your dashboard');
    expect(screen.queryByText("Chidi's free trial class")).toBeNull();
    // The island reads the request the page's head started.
    expect(session.readSession).toHaveBeenCalledWith(early);
    answer(signedOut);
    await screen.findByRole('link', { name: 'Sign in' });
    expect(auth.currentUser).toHaveBeenCalled();
    expect(auth.startParentSession).not.toHaveBeenCalled();
  });

  it('shows the bookings from the session before Auth has answered', async () => {
    window.localStorage.setItem('jc:signed-in', '1');
    session.readSession.mockResolvedValue(signedIn(booking));
    auth.currentUser.mockReturnValue(new Promise(() => {}));
    view();
    await screen.findByText("Chidi's free trial class", undefined, { timeout: 15_000 });
    expect(screen.getByText('Signed in as ngozi@example.com')).toBeTruthy();
  });

  it('starts the session from Auth when the device has none, and shows the bookings', async () => {
    window.localStorage.setItem('jc:signed-in', '1');
    session.readSession.mockResolvedValue(signedOut);
    auth.startParentSession.mockResolvedValue(signedIn(booking));
    view();
    await screen.findByText("Chidi's free trial class", undefined, { timeout: 15_000 });
    expect(auth.startParentSession).toHaveBeenCalledTimes(1);
  });

  it('ends a session that Auth no longer holds and asks the parent to sign in', async () => {
    window.localStorage.setItem('jc:signed-in', '1');
    session.readSession.mockResolvedValueOnce(signedIn(booking)).mockResolvedValue(signedOut);
    auth.currentUser.mockResolvedValue(null);
    view();
    await screen.findByRole('link', { name: 'Sign in' }, { timeout: 15_000 });
    expect(session.endSession).toHaveBeenCalledTimes(1);
    expect(screen.queryByText("Chidi's free trial class")).toBeNull();
  });

  it("replaces the session's bookings with those of the parent Auth holds, leaving none of the first on screen", async () => {
    window.localStorage.setItem('jc:signed-in', '1');
    const tunde = { uid: 'u-tunde', displayName: 'Tunde Bello', email: 'tunde@example.com' };
    const his: MyBooking = { ...booking, id: 'tundetundetundetunde', studentName: 'Femi', parentName: 'Tunde Bello' };
    session.readSession.mockResolvedValue(signedIn(booking));
    auth.currentUser.mockResolvedValue(tunde);
    auth.startParentSession.mockResolvedValue({ status: 'ok', view: { parent: tunde, bookings: [his] } });
    view();
    await screen.findByText("Femi's free trial class", undefined, { timeout: 15_000 });
    expect(screen.queryByText("Chidi's free trial class")).toBeNull();
    expect(screen.getByText('Signed in as tunde@example.com')).toBeTruthy();
    // Once: the session Auth's parent started is shown, not read again.
    expect(session.readSession).toHaveBeenCalledTimes(1);
  });

  it('shows no booking of the session when Auth disagrees and the switch fails', async () => {
    window.localStorage.setItem('jc:signed-in', '1');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    session.readSession.mockResolvedValue(signedIn(booking));
    auth.currentUser.mockResolvedValue(null);
    session.endSession.mockRejectedValue(new Error('offline'));
    view();
    await screen.findByRole('button', { name: 'Try again' }, { timeout: 15_000 });
    expect(screen.queryByText("Chidi's free trial class")).toBeNull();
  });

  it('shows nothing of a check that ends after the parent signed out', async () => {
    window.localStorage.setItem('jc:signed-in', '1');
    const tunde = { uid: 'u-tunde', displayName: 'Tunde Bello', email: 'tunde@example.com' };
    const his: MyBooking = { ...booking, id: 'tundetundetundetunde', studentName: 'Femi' };
    let authAnswers!: (u: unknown) => void;
    session.readSession.mockResolvedValue(signedIn(booking));
    auth.currentUser.mockReturnValue(new Promise((resolve) => (authAnswers = resolve)));
    auth.startParentSession.mockResolvedValue({ status: 'ok', view: { parent: tunde, bookings: [his] } });
    auth.signOut.mockResolvedValue(undefined);
    view();
    await screen.findByText("Chidi's free trial class", undefined, { timeout: 15_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('link', { name: 'Sign in' });
    // Auth's answer to the check made before the sign-out arrives only now.
    authAnswers(tunde);
    await waitFor(() => expect(auth.startParentSession).toHaveBeenCalled());
    // Settled: the late session's answer is in and React has done with it.
    await act(async () => {
      await auth.startParentSession.mock.results[0]!.value;
    });
    expect(screen.queryByText("Femi's free trial class")).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('keeps nothing on the device of an answer that arrives after the parent pressed Sign out on the kept view', async () => {
    window.localStorage.setItem('jc:signed-in', '1');
    keepDashboard({ ...signedIn(booking).view, classes: [] }, new Date('2030-03-01T09:00:00Z'));
    let answer!: (u: unknown) => void;
    const read = new Promise((resolve) => (answer = resolve));
    session.readSession.mockReturnValue(read);
    // As services/auth.ts's signOut does: the kept answer goes first.
    auth.signOut.mockImplementation(async () => forgetDashboard());
    view();
    await screen.findByText("Chidi's free trial class", undefined, { timeout: 15_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('link', { name: 'Sign in' });
    expect(keptDashboard()).toBeNull();
    // The read made before the sign-out answers only now.
    // Settled: the late read has answered and React has done with it.
    await act(async () => {
      answer(signedIn(booking));
      await read;
    });
    expect(window.localStorage.getItem('jc:dashboard-kept')).toBeNull();
    expect(screen.queryByText("Chidi's free trial class")).toBeNull();
  });

  it("shows the signed-in parent's booking in their zone and in Nairobi time", async () => {
    window.localStorage.setItem('jc:signed-in', '1');
    session.readSession.mockResolvedValue(signedIn(booking));
    view();
    // The first import of the card (zones, calendar) is transformed on demand: allow for it.
    await screen.findByText("Chidi's free trial class", undefined, { timeout: 15_000 });
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
    session.readSession.mockResolvedValue(signedIn());
    view();
    const link = await screen.findByRole('link', { name: 'Book a free trial class' });
    expect(link.getAttribute('href')).toBe('/book-class');
  });

  it('signs out and shows the sign-in prompt, with no booking left on screen', async () => {
    window.localStorage.setItem('jc:signed-in', '1');
    session.readSession.mockResolvedValue(signedIn(booking));
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
    session.readSession.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(signedIn(booking));
    view();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await screen.findByText("Chidi's free trial class", undefined, { timeout: 15_000 });
  });

  it('lists every booking, upcoming first, a past one marked past, actions only on the upcoming one', async () => {
    window.localStorage.setItem('jc:signed-in', '1');
    const past: MyBooking = { ...booking, id: 'pastpastpastpastpast', studentName: 'Ada', date: '2020-01-06', time: '11:00' };
    session.readSession.mockResolvedValue(signedIn(past, booking));
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
    session.readSession.mockResolvedValue(signedIn(booking));
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
    expect(JSON.parse(manage[1].body as string)).toEqual({ bookingId: booking.id, action: 'cancel', language: 'en' });
    expect((manage[1].headers as Record<string, string>).Authorization).toBe('Bearer id-token-ngozi');
    expect(document.querySelector('[data-booking-status]')!.textContent).toBe('Cancelled');
    vi.unstubAllGlobals();
  });
});

describe('Dashboard: on a Kiswahili page', () => {
  // /sw/dashboard's island: the dashboard with its Kiswahili words at hand.
  const swView = () =>
    act(async () => {
      render(<DashboardSw supportPhone="+254 700 000000" trial={trial} gradeLabels={grades} names={names} graceDays={7} />);
    });

  it('asks a device that never signed in to sign in on the Kiswahili /login', async () => {
    const { words: dashboardWordsSw } = await import('../../../src/i18n/sw/dashboard');
    await swView();
    const link = await screen.findByRole('link', { name: dashboardWordsSw.signIn });
    expect(link.getAttribute('href')).toBe('/sw/login');
    expect(screen.getByRole('heading', { name: dashboardWordsSw.title })).toBeTruthy();
  });

  it('greets the parent and shows the booking, its days and its links in Kiswahili', async () => {
    const { words: dashboardWordsSw } = await import('../../../src/i18n/sw/dashboard');
    const { words: manageWordsSw } = await import('../../../src/i18n/sw/manage');
    window.localStorage.setItem('jc:signed-in', '1');
    session.readSession.mockResolvedValue(signedIn(booking));
    await swView();
    await screen.findByText(manageWordsSw.childsClass('Chidi'), undefined, { timeout: 15_000 });
    expect(screen.getByRole('heading', { name: dashboardWordsSw.hello('Ngozi') })).toBeTruthy();
    expect(screen.getByText(manageWordsSw.status.upcoming)).toBeTruthy();
    const local = document.querySelector('[data-class-local]')!.textContent!;
    expect(local).toContain('Jumatatu');
    expect(local).toContain('08:00 (saa mbili asubuhi) WAT');
    expect(screen.getByRole('link', { name: dashboardWordsSw.addToCalendar })).toBeTruthy();
    expect(screen.getByRole('button', { name: manageWordsSw.changeOrCancel })).toBeTruthy();
    expect(screen.getByRole('link', { name: manageWordsSw.chat + manageWordsSw.newTab }).getAttribute('href')).toBe(
      'https://wa.me/254700000000',
    );
    expect(document.body.textContent).not.toContain('Add to calendar');
  });
});
