// A payment Paystack has not confirmed yet (an M-Pesa prompt still open, a bank still
// checking): the parent is told not to pay again, with the reference to quote.
import { useEffect, useRef } from 'react';
import { messages } from '../../domain/messages';

export default function PendingNotice({ reference }: { reference: string }) {
  const box = useRef<HTMLDivElement>(null);
  // The form it replaces held focus; keep keyboard and screen-reader users on the news.
  useEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} tabIndex={-1} className="space-y-3 px-6 py-6 outline-none" data-payment-pending>
      <div role="status" className="flex items-start gap-3 rounded-xl bg-amber-50 px-4 py-4 text-ink ring-1 ring-amber-300">
        <svg
          className="mt-0.5 shrink-0 text-amber-800"
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
          <path d="M12 7v5l3 2" />
        </svg>
        <div>
          <p className="font-semibold">{messages.payment.stillConfirming}</p>
          <p className="mt-2 text-sm text-muted">
            {messages.payment.reference('')}
            <span className="font-mono font-semibold text-ink break-all" data-reference>
              {reference}
            </span>
          </p>
        </div>
      </div>
      <a href="/" className="btn btn-primary w-full text-base">
        Back to Home
      </a>
    </div>
  );
}
