// /dashboard's cards for the states with no parent's data: loading, signed out, failed.
import type { Ref } from 'react';

export function LoadingCard() {
  return (
    <section className="card mx-auto max-w-xl p-8 text-center" aria-busy="true">
      <h1 className="section-title">My dashboard</h1>
      <p role="status" className="mt-4 flex items-center justify-center gap-3 text-muted">
        <span
          className="inline-block size-5 animate-spin rounded-full border-[3px] border-brand-200 border-t-brand-700 motion-reduce:animate-none"
          aria-hidden="true"
        />
        Loading your dashboard…
      </p>
    </section>
  );
}

export function SignedOutCard({ headingRef }: { headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <section className="card mx-auto max-w-xl p-8 text-center">
      <h1 className="section-title outline-none" ref={headingRef} tabIndex={-1}>
        My dashboard
      </h1>
      <p className="mt-4 text-muted">Sign in with your Google account to see your child's free trial class.</p>
      <a href="/login" className="btn btn-primary mt-6">
        Sign in
      </a>
      <p className="mt-6 text-sm text-muted">
        New here?{' '}
        <a href="/book-class" className="font-semibold text-brand-800 underline underline-offset-2">
          Book a free trial class
        </a>
      </p>
    </section>
  );
}

export function ErrorCard({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="card mx-auto max-w-xl p-8 text-center">
      <h1 className="section-title">My dashboard</h1>
      <p role="alert" className="mt-4 text-muted">
        We couldn't load your dashboard. Check your connection and try again.
      </p>
      <button type="button" className="btn btn-primary mt-6" onClick={onRetry}>
        Try again
      </button>
    </section>
  );
}
