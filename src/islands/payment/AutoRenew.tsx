// /enroll's "renew automatically" choice, for a plan Paystack can renew. On, the card is
// charged again each period from the date shown until the parent turns it off on the
// dashboard, and the popup offers cards only. Off, the payment is for one period, by card or
// (in shillings) M-Pesa. The page starts it on where only cards can pay (dollars) and off in
// shillings, so an M-Pesa family is never sent to a popup without M-Pesa.
import { useId } from 'react';
import { formatMoney, type Currency, type Period } from '../../domain/pricing';
import { calendarDate } from '../../domain/zone-clock';

interface Props {
  on: boolean;
  onChange: (on: boolean) => void;
  amount: number;
  currency: Currency;
  period: Period;
  /** YYYY-MM-DD: the next charge, as the server says (one period from today). */
  renewsOn: string;
}

const every: Record<Period, string> = { monthly: 'month', quarterly: 'three months', yearly: 'year' };

export default function AutoRenew({ on, onChange, amount, currency, period, renewsOn }: Props) {
  const id = useId();
  const next = calendarDate(renewsOn);
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
          Renew automatically by card
        </label>
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {on
            ? `Card only. Your card is charged ${formatMoney(amount, currency)} again on ${next}, then every ${every[period]}, until you turn it off on your dashboard.`
            : currency === 'KES'
              ? 'You pay for one period now, by M-Pesa or card; we remind you before it ends. Paying by card? Tick this to renew automatically.'
              : 'You pay for one period now; we remind you before it ends.'}
        </p>
      </div>
    </div>
  );
}
