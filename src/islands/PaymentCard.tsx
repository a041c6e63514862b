// The payment card of /pay (a plan) and /donatepay (a donation). It reads its selection from
// the URL, validates the form with the spec's messages, loads Paystack's inline script only
// when the parent presses pay, and lets the server decide whether the payment counts.
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type SubmitEvent } from 'react';
import { NAME_MAX, filterName } from '../domain/names';
import { messages } from '../domain/messages';
import {
  donationFromQuery,
  hasEmptyField,
  parseAmount,
  planForAmount,
  transactionOptions,
  validatePaymentForm,
  type PaymentForm,
  type PaymentMode,
  type PlanChoice,
} from '../domain/payment';
import { classesText, formatMoney, periodLabel, selectionFromQuery, type Currency, type PricedPlan } from '../domain/pricing';
import { config } from '../services/config';
import { verifyPayment } from '../services/payments';
import { openPaystack } from '../services/paystack';
import { useTypedBeforeHydration, type TypedBeforeHydration } from './hooks/useTypedBeforeHydration';

type StatusType = 'info' | 'success' | 'error';
interface Status {
  type: StatusType;
  text: string;
}

interface Props {
  mode: PaymentMode;
  brandName: string;
  /** The plans data (for /pay): amounts and plan names are derived from it, never typed in. */
  plans?: PricedPlan[];
  successHref?: string;
  errorHref?: string;
  /** How long the result message stays before the next page opens. */
  resultDelayMs?: number;
}

const noPlans: PricedPlan[] = [];

const defaultPlanName: Record<PaymentMode, string> = {
  plan: messages.payment.defaultPlanName,
  donation: messages.payment.defaultDonationName,
};

export default function PaymentCard({
  mode,
  brandName,
  plans = noPlans,
  successHref = '/paysuccess',
  errorHref = '/payerror',
  resultDelayMs = 1500,
}: Props) {
  const uid = useId();
  const ids = { name: `${uid}-name`, email: `${uid}-email`, amount: `${uid}-amount`, title: `${uid}-title`, note: `${uid}-note` };
  const [ready, setReady] = useState(false);
  // /donatepay's label comes from its URL; /pay's is derived from the amount on each render (below).
  const [planName, setPlanName] = useState(defaultPlanName[mode]);
  const [planClasses, setPlanClasses] = useState<string | null>(null);
  /** The plan the URL asked for: it wins when another plan has the same price. */
  const [chosen, setChosen] = useState<PlanChoice | null>(null);
  const [form, setForm] = useState<PaymentForm>({ studentName: '', email: '', amount: '', currency: 'USD' });
  const [status, setStatus] = useState<Status | null>(null);
  const [processing, setProcessing] = useState(false);
  const busy = useRef(false);
  const payButton = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [refocus, setRefocus] = useState(0);

  // The button lost focus while disabled; give it back once the parent can press it again.
  useEffect(() => {
    if (refocus > 0) payButton.current?.focus();
  }, [refocus]);

  // The page is static: the selection arrives in the query string, read once hydrated
  // (before the paint, and before what the parent typed is taken in, so the typing wins).
  useLayoutEffect(() => {
    const query = new URLSearchParams(window.location.search);
    if (mode === 'plan') {
      const selection = selectionFromQuery(plans, query);
      if (selection) {
        setChosen({ plan: selection.plan, period: selection.period });
        setForm((f) => ({ ...f, amount: String(selection.amount), currency: selection.currency }));
      } else {
        const currency = query.get('currency')?.toUpperCase();
        if (currency === 'KES' || currency === 'USD') setForm((f) => ({ ...f, currency }));
      }
    } else {
      const donation = donationFromQuery(query);
      setPlanName(donation.planName ?? defaultPlanName.donation);
      setPlanClasses(donation.planClasses);
      setForm((f) => ({ ...f, amount: donation.amount, currency: donation.currency }));
    }
    setReady(true);
    // Read once, on hydration: the query does not change while the page is open.
  }, []);

  // What the parent typed before this code arrived stays, through the same filters as typing.
  const keepTyped = useCallback(({ values }: TypedBeforeHydration) => {
    const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : undefined);
    const studentName = text('name');
    const email = text('email');
    const amount = text('amount');
    setForm((f) => ({
      ...f,
      ...(studentName !== undefined && { studentName: filterName(studentName) }),
      ...(email !== undefined && { email }),
      ...(amount !== undefined && { amount }),
    }));
  }, []);
  useTypedBeforeHydration(formRef, keepTyped);

  // On /pay the card names the plan the entered amount pays for, the same lookup that fills
  // Paystack's metadata, so an edited amount never shows one plan while charging another.
  const amountNumber = parseAmount(form.amount);
  const choice = mode === 'plan' ? planForAmount(plans, form.currency, amountNumber, chosen) : null;
  const shownName = mode === 'plan' ? (choice?.plan.name ?? defaultPlanName.plan) : planName;
  const shownClasses = mode === 'plan' ? (choice ? classesText(choice.plan.classes) : null) : planClasses;

  const update = (field: 'studentName' | 'email' | 'amount', value: string) => setForm((f) => ({ ...f, [field]: value }));

  const finish = (next: Status, href: string) => {
    setStatus(next);
    window.setTimeout(() => window.location.assign(href), resultDelayMs);
  };

  const release = (next: Status) => {
    busy.current = false;
    setProcessing(false);
    setStatus(next);
    setRefocus((n) => n + 1);
  };

  async function onSubmit(event: SubmitEvent) {
    event.preventDefault();
    if (busy.current) return;
    const problem = validatePaymentForm(form, mode, plans);
    if (problem) {
      setStatus({ type: 'error', text: problem });
      return;
    }
    busy.current = true;
    setProcessing(true);
    setStatus(null);

    const options = transactionOptions({ publicKey: config.paystack.publicKey, form, mode, choice });
    const studentName = options.metadata.studentName;

    // The SDK not being usable (no script, or a popup it refused to open) is one catalogue
    // message, and the button comes back so the parent can try again.
    const sdkFailed = () => release({ type: 'error', text: messages.payment.sdkNotLoaded });
    try {
      await openPaystack(options, {
        onSuccess: (response) => {
          const reference = response?.reference;
          if (!reference) {
            release({ type: 'error', text: messages.payment.noReference });
            return;
          }
          setStatus({ type: 'info', text: messages.payment.verifying });
          void verifyPayment(reference, studentName).then((result) => {
            if (result.ok) {
              setForm((f) => ({ ...f, studentName: '', email: '', amount: '' }));
              finish({ type: 'success', text: messages.payment.success(reference) }, successHref);
            } else {
              finish({ type: 'error', text: result.message }, errorHref);
            }
          });
        },
        // Decision 4: a closed popup keeps the parent here, with the form as they filled it.
        onCancel: () => release({ type: 'error', text: messages.payment.popupClosed }),
        onError: sdkFailed,
      });
    } catch {
      sdkFailed();
    }
  }

  const shownAmount = formatMoney(Number.isFinite(amountNumber) && amountNumber > 0 ? amountNumber : 0, form.currency as Currency);
  const buttonText = processing
    ? messages.payment.processing
    : mode === 'plan'
      ? messages.payment.payButton(form.currency)
      : messages.payment.donateButton(form.currency);
  const disabled = processing || hasEmptyField(form);
  const isError = status?.type === 'error';

  return (
    <section aria-labelledby={ids.title} className="card overflow-hidden" data-payment-card={mode} data-ready={ready ? 'true' : undefined}>
      <div className="bg-gradient-to-br from-brand-700 to-brand-900 px-6 pb-6 pt-5 text-white">
        <div className="flex items-center justify-between gap-3">
          <h2 id={ids.title} className="text-xl font-extrabold tracking-tight">
            {brandName}
          </h2>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-xs font-semibold">
            <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" aria-hidden="true">
              <rect x="5" y="11" width="14" height="9" rx="2" />
              <path d="M8 11V8a4 4 0 0 1 8 0v3" />
            </svg>
            {messages.payment.portalSubtitle}
          </span>
        </div>
        <div className="mt-5 rounded-2xl bg-white/10 p-4">
          <p className="text-sm font-semibold text-brand-100" data-plan-name>
            {shownName}
            {choice && <span className="ml-2 rounded-full bg-sun-400 px-2 py-0.5 text-xs font-bold text-ink">{periodLabel[choice.period]}</span>}
          </p>
          {shownClasses && (
            <p className="text-sm text-brand-100" data-plan-classes>
              {shownClasses}
            </p>
          )}
          <p className="mt-1 text-3xl font-extrabold tracking-tight" data-amount>
            {shownAmount}
          </p>
        </div>
      </div>

      <form ref={formRef} className="space-y-4 px-6 py-6" noValidate onSubmit={onSubmit} aria-describedby={ids.note}>
        <div>
          <label htmlFor={ids.name} className="field-label">
            Full name
          </label>
          <input
            id={ids.name}
            name="name"
            className="field"
            type="text"
            autoComplete="name"
            placeholder={mode === 'plan' ? messages.payment.namePlaceholder : 'Enter your full name'}
            value={form.studentName}
            maxLength={NAME_MAX}
            onChange={(e) => update('studentName', filterName(e.target.value))}
            disabled={processing}
            aria-invalid={isError && status?.text === messages.payment.fillAllFields && !form.studentName.trim() ? true : undefined}
          />
        </div>
        <div>
          <label htmlFor={ids.email} className="field-label">
            Email
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
            aria-invalid={isError && status?.text === messages.payment.invalidEmail ? true : undefined}
          />
        </div>
        <div>
          <label htmlFor={ids.amount} className="field-label">
            Amount ({form.currency})
          </label>
          <div className="relative">
            <span className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center font-semibold text-muted" aria-hidden="true">
              {form.currency === 'KES' ? 'KES' : '$'}
            </span>
            <input
              id={ids.amount}
              name="amount"
              className={form.currency === 'KES' ? 'field pl-14' : 'field pl-8'}
              type="number"
              inputMode="decimal"
              min="0"
              step="any"
              value={form.amount}
              onChange={(e) => update('amount', e.target.value)}
              disabled={processing}
              aria-invalid={
                isError &&
                (status?.text === messages.payment.amountNotPositive || status?.text === messages.payment.invalidPlanAmount(form.currency))
                  ? true
                  : undefined
              }
            />
          </div>
        </div>

        {/* Both live regions stay in the page (empty when silent) so screen readers announce changes. */}
        <div role="alert" data-status-type={isError ? 'error' : undefined}>
          {isError && <p className="rounded-xl bg-rose-50 px-4 py-3 text-sm font-semibold text-rose-800">{status?.text}</p>}
        </div>
        <div role="status" data-status-type={status && !isError ? status.type : undefined}>
          {status && !isError && (
            <p
              className={`rounded-xl px-4 py-3 text-sm font-semibold ${status.type === 'success' ? 'bg-emerald-50 text-emerald-800' : 'bg-brand-50 text-brand-900'}`}
            >
              {status.text}
            </p>
          )}
        </div>

        <button ref={payButton} type="submit" className="btn btn-primary w-full text-base" disabled={disabled} aria-busy={processing || undefined}>
          {processing && (
            <svg className="h-5 w-5 motion-safe:animate-spin" viewBox="0 0 24 24" fill="none" aria-hidden="true">
              <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
              <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
            </svg>
          )}
          {buttonText}
        </button>
        <p id={ids.note} className="flex items-start gap-2 text-xs text-muted">
          <svg className="mt-0.5 shrink-0" width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3z" />
          </svg>
          <span>
            Payments are processed securely via Paystack. Card details go straight to Paystack and never touch our site.
            {form.currency === 'KES' && ' M-Pesa is available for KES payments.'}
          </span>
        </p>
      </form>
    </section>
  );
}
