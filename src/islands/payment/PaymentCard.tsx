// The payment card shared by /pay and /donatepay. Each page's island hands it the screen
// (what differs: amount rule, labels, what the query string and the header say). It reads
// the selection from the URL, keeps what the parent typed before the code arrived, and
// lets the server decide whether the payment counts.
import { useCallback, useId, useMemo, useRef, useState, type SubmitEvent } from 'react';
import { NAME_MAX, filterName } from '../../domain/names';
import { hasEmptyField, parseAmount, paysByMpesa, type PaymentField, type PaymentForm } from '../../domain/payment';
import { formatMoney } from '../../domain/pricing';
import { words as paymentWords } from '../../i18n/en/payment';
import { useLocationSearch } from '../hooks/useLocationSearch';
import { useTypedBeforeHydration, type TypedBeforeHydration } from '../hooks/useTypedBeforeHydration';
import CardHeader from './CardHeader';
import PaymentNotice from './PaymentNotice';
import { usePaymentFlow } from './usePaymentFlow';
import type { PaymentScreen } from './screen';

export interface PaymentCardProps {
  brandName: string;
  successHref?: string;
  errorHref?: string;
  /** How long the result message stays before the next page opens. */
  resultDelayMs?: number;
}

/** What the parent typed; each field stays the page's start (the query's amount, /enroll's
 *  name and email) until the parent edits it. */
interface Typed {
  name: string | null;
  email: string | null;
  amount: string | null;
}
const nothingTyped: Typed = { name: null, email: null, amount: null };

export default function PaymentCard({
  screen,
  brandName,
  successHref = '/paysuccess',
  errorHref = '/payerror',
  resultDelayMs = 1500,
}: PaymentCardProps & { screen: PaymentScreen }) {
  const { messages } = screen.words;
  const card = screen.words.card ?? paymentWords;
  const uid = useId();
  const ids = { name: `${uid}-name`, email: `${uid}-email`, amount: `${uid}-amount`, title: `${uid}-title`, note: `${uid}-note` };
  // The page is static: the selection arrives in the query string, read once hydrated.
  const search = useLocationSearch();
  const start = useMemo(() => (search === null ? null : screen.fromQuery(new URLSearchParams(search))), [screen, search]);
  const [typed, setTyped] = useState<Typed>(nothingTyped);
  const form: PaymentForm = {
    name: typed.name ?? start?.name ?? '',
    email: typed.email ?? start?.email ?? '',
    amount: typed.amount ?? start?.amount ?? '',
    currency: start?.currency ?? 'USD',
  };
  const formRef = useRef<HTMLFormElement>(null);
  const clearForm = useCallback(() => setTyped({ name: '', email: '', amount: '' }), []);
  const { status, processing, payButton, pay } = usePaymentFlow({ screen, successHref, errorHref, resultDelayMs, clearForm });

  // What the parent typed before this code arrived stays (over the query's amount too),
  // through the same filters as typing.
  const keepTyped = useCallback(({ values }: TypedBeforeHydration) => {
    const text = (field: PaymentField) => (typeof values[field] === 'string' ? (values[field] as string) : undefined);
    const name = text('name');
    const email = text('email');
    const amount = text('amount');
    setTyped((t) => ({
      ...t,
      ...(name !== undefined && { name: filterName(name) }),
      ...(email !== undefined && { email }),
      ...(amount !== undefined && { amount }),
    }));
  }, []);
  useTypedBeforeHydration(formRef, keepTyped);

  const summary = screen.summary(form, start);
  const update = (field: PaymentField, value: string) => setTyped((t) => ({ ...t, [field]: value }));
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    void pay(form, summary.choice);
  };

  const amountNumber = parseAmount(form.amount);
  const shownAmount = formatMoney(Number.isFinite(amountNumber) && amountNumber > 0 ? amountNumber : 0, form.currency);
  const error = status?.type === 'error' ? status : null;
  const invalid = (field: PaymentField) => (error?.field === field ? true : undefined);
  const note = status && (status.type === 'info' || status.type === 'success') ? status : null;

  return (
    <section
      aria-labelledby={ids.title}
      className="card overflow-hidden"
      data-payment-card={screen.mode}
      data-ready={start ? 'true' : undefined}
    >
      {/* The server renders this card before the query string is known: /pay's plan links
          always name a plan with its classes line, so that line's height is kept from the first
          paint and nothing below moves when the query is read. */}
      <CardHeader
        titleId={ids.title}
        brandName={brandName}
        summary={summary}
        amount={shownAmount}
        reserveClassesLine={screen.mode === 'plan'}
        subtitle={messages.payment.portalSubtitle}
      />
      {status?.type === 'pending' || status?.type === 'received' ? (
        <PaymentNotice kind={status.type} reference={status.reference} card={card} home={screen.words.home} messages={messages} />
      ) : (
        <form ref={formRef} className="space-y-4 px-6 py-6" noValidate onSubmit={onSubmit} aria-describedby={ids.note}>
          {screen.known ? (
            <dl className="space-y-3" data-known>
              {screen.known.map(({ label, value }) => (
                <div key={label}>
                  <dt className="text-sm font-semibold text-muted">{label}</dt>
                  <dd className="font-bold [overflow-wrap:anywhere]">{value}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <>
              <div>
                <label htmlFor={ids.name} className="field-label">
                  {card.fullName}
                </label>
                <input
                  id={ids.name}
                  name="name"
                  className="field"
                  type="text"
                  autoComplete="name"
                  placeholder={screen.namePlaceholder}
                  value={form.name}
                  maxLength={NAME_MAX}
                  onChange={(e) => update('name', filterName(e.target.value))}
                  disabled={processing}
                  aria-invalid={invalid('name')}
                />
              </div>
              <div>
                <label htmlFor={ids.email} className="field-label">
                  {card.email}
                </label>
                <input
                  id={ids.email}
                  name="email"
                  className="field"
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  placeholder="you@example.com"
                  value={form.email}
                  maxLength={254}
                  onChange={(e) => update('email', e.target.value)}
                  disabled={processing}
                  aria-invalid={invalid('email')}
                />
              </div>
              <div>
                <label htmlFor={ids.amount} className="field-label">
                  {card.amount(form.currency)}
                </label>
                <div className="relative">
                  <span
                    className="pointer-events-none absolute inset-y-0 left-3.5 flex w-8 items-center justify-end font-semibold text-muted"
                    aria-hidden="true"
                  >
                    {form.currency === 'KES' ? 'KES' : '$'}
                  </span>
                  {/* One padding for "KES" and "$" alike (the prefix box is right-aligned), so the
                  typed figure stays put when the query's currency replaces the server's default. */}
                  <input
                    id={ids.amount}
                    name="amount"
                    className="field pl-14"
                    type="number"
                    inputMode="decimal"
                    min="0"
                    step="any"
                    value={form.amount}
                    onChange={(e) => update('amount', e.target.value)}
                    disabled={processing}
                    aria-invalid={invalid('amount')}
                  />
                </div>
              </div>
            </>
          )}

          {/* Both live regions stay in the page (empty when silent) so screen readers announce changes. */}
          <div role="alert" data-status-type={error ? 'error' : undefined}>
            {error && <p className="rounded-xl bg-rose-50 px-4 py-3 text-sm font-semibold text-rose-800">{error.text}</p>}
          </div>
          <div role="status" data-status-type={note?.type}>
            {note && (
              <p
                className={`rounded-xl px-4 py-3 text-sm font-semibold ${note.type === 'success' ? 'bg-emerald-50 text-emerald-800' : 'bg-brand-50 text-brand-900'}`}
              >
                {note.text}
              </p>
            )}
          </div>

          <button
            ref={payButton}
            type="submit"
            className="btn btn-primary w-full text-base"
            disabled={processing || hasEmptyField(form)}
            aria-busy={processing || undefined}
          >
            {processing && (
              <svg className="h-5 w-5 motion-safe:animate-spin" viewBox="0 0 24 24" fill="none" aria-hidden="true">
                <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
                <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
              </svg>
            )}
            {processing ? messages.payment.processing : screen.button(form.currency)}
          </button>
          <p id={ids.note} className="flex items-start gap-2 text-xs text-muted">
            <svg
              className="mt-0.5 shrink-0"
              width="14"
              height="14"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3z" />
            </svg>
            <span>
              {card.secure}
              {paysByMpesa(form.currency, screen.planCode) && card.mpesa}
            </span>
          </p>
        </form>
      )}
    </section>
  );
}
