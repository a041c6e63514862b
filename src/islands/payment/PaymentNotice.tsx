// What the card shows in place of the form once the parent has paid but the result page is
// not the right next step: a payment Paystack has not confirmed yet (an M-Pesa prompt still
// open, a bank still checking), or one received at a price that is no longer current, which
// the school confirms. Either way the parent is told not to pay again, with the reference.
import { useEffect, useRef } from 'react';
import type { Messages } from '../../i18n/en/messages';
import type { PaymentWords } from '../../i18n/en/payment';

interface Props {
  kind: 'pending' | 'received';
  reference: string;
  card: PaymentWords;
  home: string;
  messages: Pick<Messages, 'payment'>;
}

export default function PaymentNotice({ kind, reference, card, home, messages }: Props) {
  const box = useRef<HTMLDivElement>(null);
  // The form it replaces held focus; keep keyboard and screen-reader users on the news.
  useEffect(() => box.current?.focus(), []);
  const received = kind === 'received';
  return (
    <div
      ref={box}
      tabIndex={-1}
      className="space-y-3 px-6 py-6 outline-none"
      {...(received ? { 'data-payment-received': '' } : { 'data-payment-pending': '' })}
    >
      <div
        role="status"
        className={`flex items-start gap-3 rounded-xl px-4 py-4 text-ink ring-1 ${received ? 'bg-emerald-50 ring-emerald-300' : 'bg-amber-50 ring-amber-300'}`}
      >
        <svg
          className={`mt-0.5 shrink-0 ${received ? 'text-emerald-800' : 'text-amber-800'}`}
          width="22"
          height="22"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          aria-hidden="true"
        >
          <circle cx="12" cy="12" r="9" />
          {received ? <path d="M8 12.5l2.8 2.8L16.5 9.5" /> : <path d="M12 7v5l3 2" />}
        </svg>
        <div>
          {received ? (
            <>
              <p className="font-semibold">{messages.payment.receivedTitle}</p>
              <p className="mt-1">{messages.payment.receivedForReview}</p>
            </>
          ) : (
            <p className="font-semibold">{messages.payment.stillConfirming}</p>
          )}
          <p className="mt-2 text-sm text-muted">
            {messages.payment.reference('')}
            <span className="font-mono font-semibold text-ink break-all" data-reference>
              {reference}
            </span>
          </p>
        </div>
      </div>
      <a href={home} className="btn btn-primary w-full text-base">
        {card.backHome}
      </a>
    </div>
  );
}
