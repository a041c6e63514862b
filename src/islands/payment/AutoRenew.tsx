// /enroll's "renew automatically" choice, for a plan Paystack can renew. On, the card is
// charged again each period from the date shown until the parent turns it off on the
// dashboard, and the popup offers cards only. Off, the payment is for one period, by card or
// (in shillings) M-Pesa. The page starts it on where only cards can pay (dollars) and off in
// shillings, so an M-Pesa family is never sent to a popup without M-Pesa.
import { useId } from 'react';
import { words as renewWords, type RenewWords } from '../../i18n/en/renew';
import { formatMoney, type Currency, type Period } from '../../domain/pricing';

export interface AutoRenewProps {
  on: boolean;
  onChange: (on: boolean) => void;
  amount: number;
  currency: Currency;
  period: Period;
  /** YYYY-MM-DD: the next charge, as the server says (one period from today). */
  renewsOn: string;
  /** The page's words: English unless the page hands its own. */
  words?: RenewWords;
  /** A YYYY-MM-DD date as the page writes it. */
  date: (date: string) => string;
}

export default function AutoRenew({
  on,
  onChange,
  amount,
  currency,
  period,
  renewsOn,
  words = renewWords,
  date,
}: AutoRenewProps) {
  const id = useId();
  const next = date(renewsOn);
  const w = words;
  return (
    <div className="card flex items-start gap-3 px-6 py-4" data-auto-renew={on ? 'on' : 'off'}>
      <input
        id={id}
        type="checkbox"
        className="mt-1 size-6 shrink-0 accent-brand-700"
        checked={on}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={`${id}-hint`}
      />
      <div>
        <label htmlFor={id} className="font-semibold text-ink">
          {w.label}
        </label>
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {on ? w.on(formatMoney(amount, currency), next, period) : currency === 'KES' ? w.offShillings : w.off}
        </p>
      </div>
    </div>
  );
}
