// /login: the gradient card with the "Sign in with Google" button. After sign-in the site's
// own session starts (services/session.ts) and answers the parent's bookings, which decide
// where they go: any booking leads to /dashboard; none, to the welcome alert then /book-class.
import { useState, type ReactNode } from 'react';
import { useHydrated } from './hooks/useHydrated';
import { words as loginMessages } from '../i18n/en/messages/login';
import { usePagePath, useMessages } from './hooks/useWords';

/** The parts of the messages area (src/i18n/en/messages/) this island shows, in English (another language's page hands down its own). */
const english = { login: loginMessages };

// Fetched on the parent's first move toward the button, never with the page.
const authService = () => import('../services/auth');

interface Props {
  tagline: string;
  /** The logo, rendered by the page (static HTML). */
  children?: ReactNode;
}

/** A failure we name ourselves (a session refused), told apart from the sign-in service's own text. */
class OurError extends Error {}

function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return String(error);
}

export default function LoginCard({ tagline, children }: Props) {
  const { login } = useMessages(english);
  const pagePath = usePagePath();
  const [busy, setBusy] = useState(false);
  // The static HTML shows the button disabled until React is running, so an early tap on a
  // slow phone is not silently lost.
  const ready = useHydrated();

  // Start loading the Auth SDK as soon as the parent heads for the button (hover, focus,
  // touch), so the popup opens promptly and within the press's user activation. Nothing
  // loads for a parent who only looks at the page.
  function warmUp() {
    authService()
      .then((m) => m.prefetchAuth())
      .catch(() => {
        // The press itself retries and reports any error.
      });
  }

  async function signIn() {
    if (busy) return;
    setBusy(true);
    try {
      const { signInWithGoogle, startParentSession } = await authService();
      const user = await signInWithGoogle();
      const session = await startParentSession();
      if (session.status !== 'ok') throw new OurError(login.notConfirmed(session.status === 'limited'));
      if (session.view.bookings.length) {
        window.location.assign(pagePath('/dashboard'));
        return;
      }
      window.alert(login.welcome(user.displayName));
      window.location.assign(pagePath('/book-class'));
      // The button stays busy while the next page loads.
    } catch (error) {
      window.alert(login.failed(errorMessage(error), error instanceof OurError ? error.message : undefined));
      setBusy(false);
    }
  }

  return (
    <div className="relative w-full max-w-md overflow-hidden rounded-[1.75rem] bg-linear-to-br from-brand-600 via-brand-800 to-brand-950 px-6 pb-14 pt-10 text-center text-white shadow-2xl sm:px-10">
      <svg
        className="pointer-events-none absolute inset-x-0 bottom-0 h-10 w-full opacity-20"
        viewBox="0 0 400 80"
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M0 40 C 80 10, 160 70, 240 40 S 360 20, 400 35 L400 80 L0 80 Z" fill="#fff" />
      </svg>
      <div className="relative flex flex-col items-center">
        {children}
        <h1 className="mt-6 text-3xl font-extrabold tracking-tight sm:text-4xl">{tagline}</h1>
        <p className="mt-3 max-w-xs text-base text-brand-100">{login.intro}</p>
        <button
          type="button"
          onClick={() => void signIn()}
          onPointerEnter={warmUp}
          onPointerDown={warmUp}
          onFocus={warmUp}
          disabled={busy || !ready}
          aria-busy={busy}
          className="btn mt-8 w-full max-w-xs bg-white text-ink shadow-lg hover:bg-brand-50 focus-visible:outline-sun-400 disabled:opacity-85 disabled:hover:bg-white"
        >
          {busy ? (
            <span
              className="inline-block size-5 animate-spin rounded-full border-[3px] border-brand-200 border-t-brand-700 motion-reduce:animate-none"
              aria-hidden="true"
            />
          ) : (
            <svg width="20" height="20" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
              <path
                fill="#EA4335"
                d="M24 9.5c3.5 0 6.6 1.2 9 3.5l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.2l7.8 6.1C12.4 13.6 17.7 9.5 24 9.5z"
              />
              <path
                fill="#4285F4"
                d="M46.1 24.6c0-1.6-.1-3.1-.4-4.6H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.5 5.8c4.4-4 6.8-10 6.8-17.1z"
              />
              <path
                fill="#FBBC05"
                d="M10.5 28.7A14.5 14.5 0 0 1 9.5 24c0-1.6.3-3.2.9-4.7l-7.8-6.1A24 24 0 0 0 0 24c0 3.9.9 7.5 2.6 10.8l7.9-6.1z"
              />
              <path
                fill="#34A853"
                d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.5-5.8c-2.1 1.4-4.8 2.3-8.4 2.3-6.3 0-11.6-4.2-13.5-9.9l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
              />
            </svg>
          )}
          <span>{busy ? login.signingIn : login.button}</span>
        </button>
        <a
          href={pagePath('/')}
          className="mt-6 inline-block rounded font-semibold text-white underline decoration-white/50 underline-offset-4 hover:decoration-white"
        >
          {login.backToWebsite}
        </a>
      </div>
    </div>
  );
}
