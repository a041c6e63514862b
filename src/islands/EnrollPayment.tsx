// /enroll: the school's recommendation for a child, and the payment card to enroll. The key
// is read from the address's fragment (the mail's private token, or a recommendation id
// the signed-in parent owns) and sent only in the body of a POST to /api/enrollment. A
// wrong key shows one message that reveals nothing.
import { Suspense, lazy, useEffect, useMemo, useState, useSyncExternalStore, type ComponentType } from 'react';
import { enrollKeyFromHash } from '../domain/enrollment/link';
import { offerCardTexts } from '../domain/enrollment/offer-card';
import { splitFragment } from '../domain/glance-codec';
import { useDrawnGlance } from './hooks/useDrawnGlance';
import OfferCard from './enroll/OfferCard';
import PayInParts from './enroll/PayInParts';
import { instalmentTermsOf } from '../domain/enrollment/instalments';
import { words as enrollMessages, type EnrollMessages } from '../i18n/en/enroll';
import type { AutoRenewProps } from './payment/AutoRenew';
import { calendarDate } from '../domain/zone-clock';
import { formatMoney, type PricedPlan } from '../domain/pricing';
import { whatsappUrl } from '../domain/whatsapp/chat';
import type { EnrollmentOffer } from '../domain/enrollment/offer';
import { loadRecommendation, type EnrollAnswer, type EnrollKey } from '../services/enrollment';
import { enrollScreen, type ScreenWords } from './payment/screen';
import { englishWords } from './payment/words';
import { untilDataKnown } from './parts/until-data-known';

interface Props {
  brandName: string;
  supportPhone: string;
  plans: PricedPlan[];
  /** The plans' names in the page's language, by id (the answer names a plan in English). */
  planNames?: Record<string, string>;
  /** The page's words: English unless a Kiswahili entry (src/islands/chosen/sw/EnrollPayment.tsx) hands others. */
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
/** On the server, and while hydrating, the address's fragment is not known yet. */
const notKnownYet = () => undefined;

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

export default function EnrollPayment({
  brandName,
  supportPhone,
  plans,
  planNames = {},
  words: pageWords = english,
  ...results
}: Props) {
  const { card: cardWords, enroll: m, date = calendarDate, AutoRenew: Renew = AutoRenew } = pageWords;
  const hash = useSyncExternalStore(onHashChange, hashInAddress, notKnownYet);
  const [loaded, setLoaded] = useState<{ hash: string; view: View } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const linkless = hash !== undefined && !enrollKeyFromHash(hash);
  const view: View = linkless
    ? { kind: 'not-found' }
    : hash === undefined || !loaded || loaded.hash !== hash
      ? { kind: 'loading' }
      : loaded.view;

  useEffect(() => {
    if (hash === undefined || linkless) return;
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
  }, [hash, linkless, attempt, cardWords]);

  const r = view.kind === 'ready' ? view.recommendation : null;
  const words = view.kind === 'ready' ? view.card : null;
  const plan = r ? plans.find((p) => p.id === r.plan.id) : undefined;
  // A card subscription starts today: offered for a new (or lapsed) enrollment, not to pay ahead.
  const renewable = r?.planCode && r.renewsOn && r.enrollment?.status !== 'active' ? r.planCode : null;
  // Unchosen: on where only cards pay (dollars), off in shillings, where M-Pesa must stay open (AutoRenew.tsx).
  const [chosen, setAutoRenew] = useState<boolean | null>(null);
  const autoRenew = chosen ?? r?.currency !== 'KES';
  // A new enrollment may be paid in parts where plans.yaml allows it; a card renewing by itself pays whole periods.
  const [inParts, setInParts] = useState(false);
  const terms = plan && r ? instalmentTermsOf(plan, r.period) : null;
  const split = r && !r.renews && terms ? (r.price.instalments ?? null) : null;
  const partsChosen = Boolean(split && inParts);
  const amount = split && partsChosen ? split.parts[0]! / 100 : (r?.amount ?? 0);
  const instalment = r?.instalment?.n ?? (partsChosen ? 1 : undefined);
  const planCode = renewable && autoRenew && !partsChosen ? renewable : undefined;
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
                amount,
                ...(planCode ? { planCode } : {}),
                ...(r.renews ? { enrollmentId: r.renews } : {}),
                ...(instalment ? { instalment } : {}),
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
    [r, plan, planCode, m, words, amount, instalment],
  );

  // The drawn offer stays on screen while its answer loads (hooks/useDrawnGlance.ts).
  const showingDrawn = useDrawnGlance(hash === undefined ? undefined : splitFragment(hash).token, view.kind === 'loading');
  if (showingDrawn) return null;

  const loading = (
    <p role="status" className="card px-6 py-6 text-center text-muted" data-enroll="loading">
      {m.loading}
    </p>
  );
  const failed = (kind: 'not-found' | 'error') => (
    <div role="alert" className="card space-y-4 px-6 py-6" data-enroll={kind}>
      <p>{kind === 'error' ? m.failed : m.notFound}</p>
      <div className="flex flex-wrap gap-3">
        {kind === 'error' && (
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
  // The no-link message or the loading card: enroll.astro's first-paint script finds a link or not.
  if (hash === undefined) return untilDataKnown(failed('not-found'), loading);
  if (view.kind === 'loading') return loading;
  if (view.kind !== 'ready' || !r) return <div>{failed(view.kind === 'error' ? 'error' : 'not-found')}</div>;
  return (
    <div className="space-y-4" data-enroll="ready">
      <OfferCard
        texts={offerCardTexts(
          {
            renews: Boolean(r.renews),
            studentName: r.studentName,
            courseTitle: r.course.title,
            planName: planNames[r.plan.id] ?? r.plan.name,
            amount: r.amount,
            currency: r.currency,
            ...(r.enrollment ? { paidUntil: date(r.enrollment.paidUntil) } : {}),
          },
          m,
        )}
        m={m}
        {...(r.price.siblingOff > 0
          ? { discount: m.siblingOff(r.price.siblingPercent, formatMoney(r.price.full / 100, r.currency)) }
          : {})}
        {...(r.price.creditUsed > 0 ? { credit: m.creditOff(formatMoney(r.price.creditUsed / 100, r.currency)) } : {})}
        {...(plan?.siblingDiscount ? { rule: m.siblingRule(plan.siblingDiscount.percent, plan.siblingDiscount.fromChild) } : {})}
        {...(r.enrollment ? { paidUntil: r.enrollment.paidUntil } : {})}
        {...(r.note ? { note: r.note } : {})}
      />
      {r.instalment && (
        <p className="card px-6 py-4 font-bold" data-paying-part={r.instalment.n}>
          {m.parts.paying(r.instalment.n, r.instalment.of, date(r.instalment.dueOn))}
        </p>
      )}
      {split && terms && (
        <PayInParts
          m={m.parts}
          full={formatMoney(r.amount, r.currency)}
          first={formatMoney(split.parts[0]! / 100, r.currency)}
          total={formatMoney(split.total / 100, r.currency)}
          parts={split.parts.length}
          terms={terms}
          inParts={inParts}
          onChange={setInParts}
        />
      )}
      {screen && renewable && !partsChosen && (
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
