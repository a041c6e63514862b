// /enroll: the school's recommendation for a child, and the payment card to enroll. The key
// is read from the address's fragment (the mail's private token, or a recommendation id
// the signed-in parent owns) and sent only in the body of a POST to /api/enrollment. A
// wrong key shows one message that reveals nothing.
import { Suspense, lazy, useEffect, useMemo, useState, useSyncExternalStore, type ComponentType } from 'react';
import { enrollKeyFromHash } from '../domain/enrollment/link';
import { enrollMessages, type EnrollMessages } from '../domain/enrollment/messages';
import type { AutoRenewProps } from './payment/AutoRenew';
import { calendarDate } from '../domain/zone-clock';
import { formatMoney, type PricedPlan } from '../domain/pricing';
import { whatsappUrl } from '../domain/whatsapp/chat';
import type { EnrollmentOffer } from '../domain/enrollment/offer';
import { loadRecommendation, type EnrollAnswer, type EnrollKey } from '../services/enrollment';
import { enrollScreen, type ScreenWords } from './payment/screen';
import { englishWords } from './payment/words';

interface Props {
  brandName: string;
  supportPhone: string;
  plans: PricedPlan[];
  /** The page's words: English unless a Kiswahili entry (islands/sw/EnrollPayment.tsx) hands others. */
  words?: {
    /** The payment card's words, or how to fetch them: a Kiswahili page fetches them with the offer. */
    card: ScreenWords | (() => Promise<ScreenWords>);
    enroll: EnrollMessages;
    /** The renewal choice in the page's words, fetched as the English one is, when an offer needs it. */
    AutoRenew?: ComponentType<AutoRenewProps>;
    date?: (date: string) => string;
  };
  successHref?: string;
  errorHref?: string;
}

const english = { card: englishWords, enroll: enrollMessages };

// Only an offer a card can renew needs it: fetched then, not with every /enroll.
const AutoRenew = lazy(() => import('./payment/AutoRenew'));
// Only a link that names an offer needs the payment card: fetched beside the offer itself.
const paymentCard = () => import('./payment/PaymentCard');
const PaymentCard = lazy(paymentCard);

type View =
  | { kind: 'loading' }
  | { kind: 'not-found' }
  | { kind: 'error' }
  | { kind: 'ready'; recommendation: EnrollmentOffer; card: ScreenWords };

function onHashChange(notify: () => void): () => void {
  window.addEventListener('hashchange', notify);
  return () => window.removeEventListener('hashchange', notify);
}
const hashInAddress = () => window.location.hash;
const notKnownYet = () => null;

async function keyFor(hash: string): Promise<EnrollKey | null> {
  const key = enrollKeyFromHash(hash);
  if (!key || 'token' in key) return key;
  const { idToken } = await import('../services/auth');
  const token = await idToken();
  if (!token) return null;
  return 'enrollmentId' in key
    ? { enrollmentId: key.enrollmentId, idToken: token }
    : { recommendationId: key.recommendationId, idToken: token };
}

export default function EnrollPayment({ brandName, supportPhone, plans, words: pageWords = english, ...results }: Props) {
  const { card: cardWords, enroll: m, date = calendarDate, AutoRenew: Renew = AutoRenew } = pageWords;
  const hash = useSyncExternalStore(onHashChange, hashInAddress, notKnownYet);
  const [loaded, setLoaded] = useState<{ hash: string; view: View } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const view: View = hash === null || !loaded || loaded.hash !== hash ? { kind: 'loading' } : loaded.view;

  useEffect(() => {
    if (hash === null) return;
    let live = true;
    const show = (next: View) => live && setLoaded({ hash, view: next });
    keyFor(hash)
      .then((key): Promise<[EnrollAnswer, ScreenWords | null]> => {
        if (!key) return Promise.resolve([{ status: 'not-found' }, null]);
        void paymentCard().catch(() => {});
        return Promise.all([loadRecommendation(key), typeof cardWords === 'function' ? cardWords() : cardWords]);
      })
      .then(([answer, card]) => {
        if (answer.status === 'ok' && card) show({ kind: 'ready', recommendation: answer.recommendation, card });
        else show({ kind: answer.status === 'limited' ? 'error' : 'not-found' });
      })
      .catch((error: unknown) => {
        console.error('Enroll: could not load the recommendation', error);
        show({ kind: 'error' });
      });
    return () => {
      live = false;
    };
  }, [hash, attempt, cardWords]);

  const r = view.kind === 'ready' ? view.recommendation : null;
  const words = view.kind === 'ready' ? view.card : null;
  const plan = r ? plans.find((p) => p.id === r.plan.id) : undefined;
  // A card subscription starts today: offered for a new (or lapsed) enrollment, not to pay ahead.
  const renewable = r?.planCode && r.renewsOn && r.enrollment?.status !== 'active' ? r.planCode : null;
  // Unchosen: on where only cards pay (dollars), off in shillings, where M-Pesa must stay open (AutoRenew.tsx).
  const [chosen, setAutoRenew] = useState<boolean | null>(null);
  const autoRenew = chosen ?? r?.currency !== 'KES';
  const planCode = renewable && autoRenew ? renewable : undefined;
  const screen = useMemo(
    () =>
      r && plan && words
        ? {
            ...enrollScreen(
              {
                id: r.id,
                studentName: r.studentName,
                email: r.email,
                plan,
                period: r.period,
                currency: r.currency,
                amount: r.amount,
                ...(planCode ? { planCode } : {}),
                ...(r.renews ? { enrollmentId: r.renews } : {}),
              },
              (price) => m.wrongAmount(formatMoney(price, r.currency)),
              words,
            ),
            // The recommendation names the student and the family's email: said, not asked.
            known: [
              { label: m.student, value: r.studentName },
              { label: m.receiptTo, value: r.email },
            ],
          }
        : null,
    [r, plan, planCode, m, words],
  );

  if (view.kind === 'loading') {
    return (
      <p role="status" className="card px-6 py-6 text-center text-muted" data-enroll="loading">
        {m.loading}
      </p>
    );
  }
  if (view.kind !== 'ready' || !r) {
    const text = view.kind === 'error' ? m.failed : m.notFound;
    return (
      <div role="alert" className="card space-y-4 px-6 py-6" data-enroll={view.kind}>
        <p>{text}</p>
        <div className="flex flex-wrap gap-3">
          {view.kind === 'error' && (
            <button type="button" className="btn btn-primary" onClick={() => setAttempt((n) => n + 1)}>
              {m.tryAgain}
            </button>
          )}
          <a className="btn btn-secondary" href={whatsappUrl(supportPhone)}>
            {m.chat}
          </a>
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-4" data-enroll="ready">
      <section aria-labelledby="enroll-title" className="card space-y-3 px-6 py-5">
        <h1 id="enroll-title" className="text-xl font-bold text-ink">
          {m.heading(Boolean(r.renews), r.studentName)}
        </h1>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {r.course.title && (
            <>
              <dt className="text-muted">{m.course}</dt>
              <dd className="font-semibold">{r.course.title}</dd>
            </>
          )}
          <dt className="text-muted">{m.plan}</dt>
          <dd className="font-semibold">{r.plan.name}</dd>
          <dt className="text-muted">{m.price}</dt>
          <dd className="font-semibold">{formatMoney(r.amount, r.currency)}</dd>
          {r.enrollment && (
            <>
              <dt className="text-muted">{m.paidUntil}</dt>
              <dd className="font-semibold" data-paid-until={r.enrollment.paidUntil}>
                {date(r.enrollment.paidUntil)}
              </dd>
            </>
          )}
        </dl>
        {r.note && <p className="whitespace-pre-line rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900">{r.note}</p>}
      </section>
      {screen && renewable && (
        <Suspense fallback={null}>
          <Renew
            on={autoRenew}
            onChange={setAutoRenew}
            amount={r.amount}
            currency={r.currency}
            period={r.period}
            renewsOn={r.renewsOn!}
            date={date}
          />
        </Suspense>
      )}
      {screen ? (
        <Suspense fallback={<p className="card px-6 py-6 text-center text-muted">{m.loading}</p>}>
          <PaymentCard screen={screen} brandName={brandName} {...results} />
        </Suspense>
      ) : (
        <p role="alert" className="card px-6 py-6">
          {m.planGone}
        </p>
      )}
    </div>
  );
}
