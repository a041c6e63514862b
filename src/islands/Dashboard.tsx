// /dashboard: a signed-in parent's trial booking. Shows a neutral loading state until
// Auth says who is signed in, so no earlier visitor's data can flash. A device that never
// signed in loads no Firebase at all and goes straight to the sign-in prompt.
// The read relies on the Firestore rules (a parent reads only bookings/{their uid}).
import { useEffect, useState } from 'react';
import { describeSlot, NAIROBI_TZ } from '../domain/booking';
import { googleCalendarUrl, icsFileName, icsFor } from '../domain/calendar';
import { currentUser, readMyBooking, signOut, type MyBooking, type ParentAccount } from '../services/auth';
import { hasSignedInBefore } from '../services/session';

interface Props {
  /** Support WhatsApp number, e.g. +254700000000. */
  supportPhone: string;
  /** Grade id -> label, e.g. { 'K-2': 'Kindergarten to Grade 2' }. */
  gradeLabels: Record<string, string>;
}

type View =
  | { kind: 'loading' }
  | { kind: 'signed-out' }
  | { kind: 'error' }
  | { kind: 'no-booking'; user: ParentAccount }
  | { kind: 'booking'; user: ParentAccount; booking: MyBooking };

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export default function Dashboard({ supportPhone, gradeLabels }: Props) {
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [signingOut, setSigningOut] = useState(false);

  useEffect(() => {
    if (!hasSignedInBefore()) {
      setView({ kind: 'signed-out' });
      return;
    }
    let live = true;
    setView({ kind: 'loading' });
    (async () => {
      const user = await currentUser();
      if (!user) return { kind: 'signed-out' } as const;
      const booking = await readMyBooking(user.uid);
      return booking ? ({ kind: 'booking', user, booking } as const) : ({ kind: 'no-booking', user } as const);
    })().then(
      (next) => live && setView(next),
      (error: unknown) => {
        console.error('Dashboard: could not load the booking', error);
        if (live) setView({ kind: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  async function onSignOut() {
    setSigningOut(true);
    try {
      await signOut();
      setView({ kind: 'signed-out' });
    } catch (error) {
      console.error('Dashboard: sign-out failed', error);
      window.alert('Sign-out failed. Check your connection and try again.');
    } finally {
      setSigningOut(false);
    }
  }

  const chatHref = `https://wa.me/${supportPhone.replace(/\D/g, '')}`;

  if (view.kind === 'loading') {
    return (
      <section className="card mx-auto max-w-xl p-8 text-center" aria-busy="true">
        <h1 className="section-title">My dashboard</h1>
        <p role="status" className="mt-4 flex items-center justify-center gap-3 text-muted">
          <span className="inline-block size-5 animate-spin rounded-full border-[3px] border-brand-200 border-t-brand-700 motion-reduce:animate-none" aria-hidden="true" />
          Loading your dashboard…
        </p>
      </section>
    );
  }

  if (view.kind === 'signed-out') {
    return (
      <section className="card mx-auto max-w-xl p-8 text-center">
        <h1 className="section-title">My dashboard</h1>
        <p className="mt-4 text-muted">Sign in with your Google account to see your child's free trial class.</p>
        <a href="/login" className="btn btn-primary mt-6">Sign in</a>
        <p className="mt-6 text-sm text-muted">
          New here? <a href="/book-class" className="font-semibold text-brand-800 underline underline-offset-2">Book a free trial class</a>
        </p>
      </section>
    );
  }

  if (view.kind === 'error') {
    return (
      <section className="card mx-auto max-w-xl p-8 text-center">
        <h1 className="section-title">My dashboard</h1>
        <p role="alert" className="mt-4 text-muted">We couldn't load your dashboard. Check your connection and try again.</p>
        <button type="button" className="btn btn-primary mt-6" onClick={() => setAttempt((n) => n + 1)}>Try again</button>
      </section>
    );
  }

  const greetingName = view.kind === 'booking' ? view.booking.parentName : view.user.displayName;
  const signOutButton = (
    <button type="button" className="btn btn-ghost" onClick={onSignOut} disabled={signingOut}>
      {signingOut ? 'Signing out…' : 'Sign out'}
    </button>
  );

  return (
    <div className="mx-auto max-w-2xl">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="eyebrow">My dashboard</p>
          <h1 className="section-title mt-1">Hello{greetingName ? `, ${greetingName.split(' ')[0]}` : ''}!</h1>
          {view.user.email && <p className="mt-1 text-sm text-muted">Signed in as {view.user.email}</p>}
        </div>
        {signOutButton}
      </div>

      {view.kind === 'no-booking' ? (
        <section className="card mt-8 p-6 text-center sm:p-8" aria-labelledby="no-booking-title">
          <h2 id="no-booking-title" className="text-xl font-extrabold">No trial class booked yet</h2>
          <p className="mt-2 text-muted">
            Your child's first live coding class is free. Pick a day and time that suits you; it takes about a minute.
          </p>
          <a href="/book-class" className="btn btn-primary mt-6">Book a free trial class</a>
        </section>
      ) : (
        <BookingCard booking={view.booking} gradeLabel={gradeLabels[view.booking.studentGrade] ?? view.booking.studentGrade} />
      )}

      <section className="card mt-6 flex flex-col items-start gap-4 p-6 sm:flex-row sm:items-center sm:justify-between" aria-labelledby="help-title">
        <div>
          <h2 id="help-title" className="text-lg font-extrabold">Questions or need to reschedule?</h2>
          <p className="text-muted">Chat with our team on WhatsApp.</p>
        </div>
        <a href={chatHref} target="_blank" rel="noopener" className="btn shrink-0 bg-[#0e7a40] text-white hover:bg-[#0b6435]">
          Chat on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </section>
    </div>
  );
}

function BookingCard({ booking, gradeLabel }: { booking: MyBooking; gradeLabel: string }) {
  const tz = booking.country?.tz || NAIROBI_TZ;
  const parentTime = describeSlot(booking.date, booking.time, tz);
  const nairobiTime = describeSlot(booking.date, booking.time, NAIROBI_TZ);
  const ics = icsFor(booking);
  const icsHref = `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;

  return (
    <section className="card mt-8 overflow-hidden" aria-labelledby="booking-title">
      <div className="flex flex-wrap items-center justify-between gap-3 bg-brand-50 px-6 py-4">
        <h2 id="booking-title" className="text-xl font-extrabold">Free trial class</h2>
        <span className="rounded-full bg-brand-700 px-3 py-1 text-sm font-bold text-white" data-booking-status>
          {capitalise(booking.status)}
        </span>
      </div>
      <dl className="grid gap-x-6 gap-y-4 px-6 py-6 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-semibold text-muted">Student</dt>
          <dd className="text-lg font-bold" data-booking-student>{booking.studentName}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-muted">Grade</dt>
          <dd className="text-lg font-bold" data-booking-grade>{gradeLabel}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-muted">Your time{booking.country?.name ? ` (${booking.country.name})` : ''}</dt>
          <dd className="font-bold" data-booking-local>{parentTime}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-muted">Nairobi time</dt>
          <dd className="font-bold" data-booking-nairobi>{nairobiTime}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-3 border-t border-brand-100 px-6 py-5">
        <a href={icsHref} download={icsFileName(booking)} className="btn btn-primary">
          <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
            <rect x="3" y="5" width="18" height="16" rx="2" />
            <path d="M16 3v4M8 3v4M3 10h18M12 13v5M9.5 15.5h5" />
          </svg>
          Add to calendar
        </a>
        <a href={googleCalendarUrl(booking)} target="_blank" rel="noopener" className="btn btn-ghost">
          Google Calendar<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    </section>
  );
}
