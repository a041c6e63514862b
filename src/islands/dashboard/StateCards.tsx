// /dashboard's cards for the states with no parent's data (loading, signed out, failed),
// and its closing card, the WhatsApp chat.
import type { Ref } from 'react';
import { words as dashboardWords } from '../../i18n/en/dashboard';
import { words as manageWords } from '../../i18n/en/manage';
import { whatsappUrl } from '../../domain/whatsapp/chat';
import { usePagePath, useWords } from '../hooks/useWords';

export function LoadingCard() {
  const w = useWords('dashboard', dashboardWords);
  return (
    <section className="card mx-auto max-w-xl p-8 text-center" aria-busy="true">
      <h1 className="section-title">{w.title}</h1>
      <p role="status" className="mt-4 flex items-center justify-center gap-3 text-muted">
        <span
          className="inline-block size-5 animate-spin rounded-full border-[3px] border-brand-200 border-t-brand-700 motion-reduce:animate-none"
          aria-hidden="true"
        />
        {w.loading}
      </p>
    </section>
  );
}

export function SignedOutCard({ headingRef }: { headingRef?: Ref<HTMLHeadingElement> }) {
  const w = useWords('dashboard', dashboardWords);
  const m = useWords('manage', manageWords);
  const pagePath = usePagePath();
  return (
    <section className="card mx-auto max-w-xl p-8 text-center">
      <h1 className="section-title outline-none" ref={headingRef} tabIndex={-1}>
        {w.title}
      </h1>
      <p className="mt-4 text-muted">{w.signInPrompt}</p>
      <a href={pagePath('/login')} className="btn btn-primary mt-6">
        {w.signIn}
      </a>
      <p className="mt-6 text-sm text-muted">
        {w.newHere}{' '}
        <a href={pagePath('/book-class')} className="font-semibold text-brand-800 underline underline-offset-2">
          {m.bookAnother}
        </a>
      </p>
    </section>
  );
}

export function ErrorCard({ onRetry }: { onRetry: () => void }) {
  const w = useWords('dashboard', dashboardWords);
  const m = useWords('manage', manageWords);
  return (
    <section className="card mx-auto max-w-xl p-8 text-center">
      <h1 className="section-title">{w.title}</h1>
      <p role="alert" className="mt-4 text-muted">
        {w.loadFailed}
      </p>
      <button type="button" className="btn btn-primary mt-6" onClick={onRetry}>
        {m.tryAgain}
      </button>
    </section>
  );
}

export function HelpCard({ supportPhone }: { supportPhone: string }) {
  const w = useWords('dashboard', dashboardWords);
  const m = useWords('manage', manageWords);
  return (
    <section
      className="card mt-6 flex flex-col items-start gap-4 p-6 sm:flex-row sm:items-center sm:justify-between"
      aria-labelledby="help-title"
    >
      <div>
        <h2 id="help-title" className="text-lg font-extrabold">
          {w.questions}
        </h2>
        <p className="text-muted">{w.chatWithTeam}</p>
      </div>
      <a
        href={whatsappUrl(supportPhone)}
        target="_blank"
        rel="noopener"
        className="btn shrink-0 bg-[#0e7a40] text-white hover:bg-[#0b6435]"
      >
        {m.chat}
        <span className="sr-only">{m.newTab}</span>
      </a>
    </section>
  );
}
