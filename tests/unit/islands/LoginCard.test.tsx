// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import LoginCard from '../../../src/islands/LoginCard';
import { words as messages } from '../../../src/i18n/en/messages';

const auth = vi.hoisted(() => ({ signInWithGoogle: vi.fn(), startParentSession: vi.fn(), prefetchAuth: vi.fn() }));
vi.mock('../../../src/services/auth', () => auth);

let assign: Mock<(url: string | URL) => void>;
let alert: Mock<(message?: string) => void>;
beforeEach(() => {
  for (const fn of Object.values(auth)) fn.mockReset();
  assign = vi.fn<(url: string | URL) => void>();
  alert = vi.fn<(message?: string) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
  vi.stubGlobal('alert', alert);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const button = () => screen.getByRole('button');
/** The session's answer after sign-in: the parent and how many bookings they hold. */
const session = (bookings: number) => ({
  status: 'ok',
  view: { parent: { uid: 'u', displayName: null, email: null }, bookings: Array.from({ length: bookings }, () => ({})) },
});

describe('LoginCard', () => {
  it('shows the tagline, the Google button and the way back to the website', () => {
    render(<LoginCard tagline="Learn. Build. Succeed." />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Learn. Build. Succeed.');
    expect(button().textContent).toBe(messages.login.button);
    const back = screen.getByRole('link', { name: messages.login.backToWebsite });
    expect(back.getAttribute('href')).toBe('/');
  });

  it('sends a parent who has a booking to /dashboard, without an alert', async () => {
    auth.signInWithGoogle.mockResolvedValue({ uid: 'u1', displayName: 'Amina', email: 'a@example.com' });
    auth.startParentSession.mockResolvedValue(session(1));
    render(<LoginCard tagline="t" />);
    fireEvent.click(button());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard'));
    expect(auth.startParentSession).toHaveBeenCalledTimes(1);
    expect(alert).not.toHaveBeenCalled();
  });

  it('welcomes a parent without a booking by name, then sends them to /book-class', async () => {
    auth.signInWithGoogle.mockResolvedValue({ uid: 'u2', displayName: 'Brian Ouma', email: null });
    auth.startParentSession.mockResolvedValue(session(0));
    render(<LoginCard tagline="t" />);
    fireEvent.click(button());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/book-class'));
    expect(alert).toHaveBeenCalledWith(
      "Welcome Brian Ouma! We see you're interested in our coding classes. Press OK to book a free trial class.",
    );
    // The alert comes before the navigation.
    expect(alert.mock.invocationCallOrder[0]).toBeLessThan(assign.mock.invocationCallOrder[0]!);
  });

  it('says "there" when the account has no name', async () => {
    auth.signInWithGoogle.mockResolvedValue({ uid: 'u3', displayName: null, email: null });
    auth.startParentSession.mockResolvedValue(session(0));
    render(<LoginCard tagline="t" />);
    fireEvent.click(button());
    await waitFor(() => expect(alert).toHaveBeenCalledWith(messages.login.welcome(null)));
    expect(alert.mock.calls[0]![0]).toMatch(/^Welcome there!/);
  });

  it('reads "Signing in..." and is disabled while busy', async () => {
    let finish!: (v: unknown) => void;
    auth.signInWithGoogle.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    auth.startParentSession.mockResolvedValue(session(1));
    render(<LoginCard tagline="t" />);
    fireEvent.click(button());
    await waitFor(() => expect(button().textContent).toBe(messages.login.signingIn));
    expect((button() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button());
    finish({ uid: 'u4', displayName: 'A', email: null });
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(auth.signInWithGoogle).toHaveBeenCalledTimes(1);
  });

  it('alerts "Sign-in failed: " with the SDK message and makes the button usable again', async () => {
    auth.signInWithGoogle.mockRejectedValueOnce(new Error('Firebase: Error (auth/popup-closed-by-user).'));
    render(<LoginCard tagline="t" />);
    fireEvent.click(button());
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Sign-in failed: Firebase: Error (auth/popup-closed-by-user).'));
    await waitFor(() => expect((button() as HTMLButtonElement).disabled).toBe(false));
    expect(button().textContent).toBe(messages.login.button);
    expect(assign).not.toHaveBeenCalled();
  });

  it('treats a failed booking lookup as a failed sign-in', async () => {
    auth.signInWithGoogle.mockResolvedValue({ uid: 'u5', displayName: 'A', email: null });
    auth.startParentSession.mockRejectedValue(new Error('/api/session: network error'));
    render(<LoginCard tagline="t" />);
    fireEvent.click(button());
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Sign-in failed: /api/session: network error'));
    expect(assign).not.toHaveBeenCalled();
  });

  it('reports a session that could not be started as a failed sign-in, never as a new parent', async () => {
    auth.signInWithGoogle.mockResolvedValue({ uid: 'u6', displayName: 'A', email: null });
    auth.startParentSession.mockResolvedValueOnce({ status: 'limited' }).mockResolvedValueOnce({ status: 'signed-out' });
    render(<LoginCard tagline="t" />);
    fireEvent.click(button());
    await waitFor(() => expect(alert).toHaveBeenCalledWith(messages.login.failed(messages.login.notConfirmed(true))));
    await waitFor(() => expect((button() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button());
    await waitFor(() => expect(alert).toHaveBeenCalledWith(messages.login.failed(messages.login.notConfirmed(false))));
    expect(assign).not.toHaveBeenCalled();
  });

  it('starts loading Auth when the parent heads for the button, not before', async () => {
    // render() returns once the card is mounted and its effects have run.
    render(<LoginCard tagline="t" />);
    expect(auth.prefetchAuth).not.toHaveBeenCalled();
    fireEvent.pointerEnter(button());
    await waitFor(() => expect(auth.prefetchAuth).toHaveBeenCalled());
  });
});

describe('LoginCard on a Kiswahili page', () => {
  it('speaks Kiswahili, welcomes in Kiswahili and stays under /sw/', async () => {
    const { words: messagesSw } = await import('../../../src/i18n/sw/messages');
    auth.signInWithGoogle.mockResolvedValue({ uid: 'u3', displayName: 'Neema', email: null });
    auth.startParentSession.mockResolvedValue(session(0));
    // /sw/login's island: the card with its Kiswahili words at hand.
    const { default: LoginCardSw } = await import('../../../src/islands/chosen/sw/LoginCard');
    render(<LoginCardSw tagline="t" />);
    await waitFor(() => expect(button().textContent).toBe(messagesSw.login.button));
    expect(screen.getByText(messagesSw.login.intro)).toBeTruthy();
    expect(screen.getByRole('link', { name: messagesSw.login.backToWebsite }).getAttribute('href')).toBe('/sw');
    fireEvent.click(button());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sw/book-class'));
    expect(alert).toHaveBeenCalledWith(messagesSw.login.welcome('Neema'));
  });
});
