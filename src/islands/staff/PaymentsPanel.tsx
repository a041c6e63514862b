// Payments and donations: totals per month (Nairobi) and currency, then every record,
// newest first, live.
import { monthTotals, newestFirst, type PaymentRow } from '../../domain/staff/ledger';
import { nairobiTime, type Column } from '../../domain/staff/csv';
import type { Row } from '../../services/staff';
import { asDate, asText, useLiveRows } from './live';
import { Empty, LiveStatus, PanelHeading, when } from './parts';

/** "expected KES 6,000 (elite, yearly); amount does not match plan", from a review record. */
const money = (amount: number, currency: string) => `${currency} ${amount.toLocaleString('en-KE', { maximumFractionDigits: 2 })}`;

function reviewText(row: Row): string {
  const expected = (typeof row.expected === 'object' && row.expected !== null ? row.expected : {}) as Row;
  const price = Number.isFinite(Number(expected.amount))
    ? `expected ${money(Number(expected.amount), asText(expected.currency))} (${asText(expected.plan)}, ${asText(expected.period)})`
    : 'no current price applies';
  return `${price}; ${asText(row.reviewReason) || 'not a current price'}`;
}

function toPayment(row: Row): PaymentRow {
  const review = row.status === 'review';
  const paid = asText(row.paidAt);
  const paidAt = paid && !Number.isNaN(Date.parse(paid)) ? new Date(paid) : asDate(row.createdAt);
  const amount = Number(row.amount);
  return {
    reference: asText(row.reference) || row.id,
    kind: row.kind === 'donation' ? 'donation' : 'plan',
    amount,
    amountSubunits: Number.isFinite(Number(row.amountSubunits)) ? Number(row.amountSubunits) : Math.round(amount * 100),
    currency: asText(row.currency),
    plan: asText(row.plan) || null,
    period: asText(row.period) || null,
    studentName: asText(row.studentName),
    email: asText(row.email) || null,
    paidAt,
    status: review ? 'review' : 'success',
    review: review ? reviewText(row) : null,
  };
}

const columns: Column<PaymentRow>[] = [
  { header: 'Paid at (Nairobi)', value: (p) => nairobiTime(p.paidAt) },
  { header: 'Status', value: (p) => p.status ?? 'success' },
  { header: 'Kind', value: (p) => p.kind },
  { header: 'Amount', value: (p) => p.amount },
  { header: 'Currency', value: (p) => p.currency },
  { header: 'Plan', value: (p) => p.plan },
  { header: 'Period', value: (p) => p.period },
  { header: 'Student', value: (p) => p.studentName },
  { header: 'Email', value: (p) => p.email },
  { header: 'Reference', value: (p) => p.reference },
  { header: 'Review', value: (p) => p.review ?? '' },
];

export default function PaymentsPanel() {
  const live = useLiveRows({ collection: 'payments' });
  const rows = live.state === 'ready' ? newestFirst(live.rows.map(toPayment), (p) => p.paidAt) : [];
  const totals = monthTotals(rows);
  const toReview = rows.filter((p) => p.status === 'review').length;

  return (
    <div>
      <PanelHeading
        id="payments-title"
        title="Payments and donations"
        count={live.state === 'ready' ? `${rows.length}` : undefined}
        csv={{ list: 'payments', rows, columns }}
      />
      <LiveStatus live={live} what="payments" />
      {live.state === 'ready' && rows.length === 0 && <Empty>No payments or donations yet.</Empty>}
      {toReview > 0 && (
        <p className="mt-3 rounded-xl bg-amber-50 px-4 py-3 font-semibold text-ink ring-1 ring-amber-300" data-review-count>
          {toReview === 1 ? '1 payment needs' : `${toReview} payments need`} review: paid at an amount that is not a current
          price. Confirm the family&apos;s plan with them, or refund.
        </p>
      )}
      {totals.length > 0 && (
        // A wide table scrolls sideways on a phone; the focusable region lets a keyboard scroll it too.
        <div className="mt-4 overflow-x-auto" role="region" aria-label="Totals per month and currency" tabIndex={0}>
          <table className="w-full min-w-[28rem] text-left">
            <caption className="text-left font-bold text-brand-800">Totals per month (Nairobi) and currency</caption>
            <thead>
              <tr className="text-sm text-muted">
                {['Month', 'Plans', 'Donations', 'Total', 'Count'].map((head) => (
                  <th key={head} scope="col" className="py-2 pr-3 last:pr-0">
                    {head}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {totals.map((t) => (
                <tr key={`${t.month}-${t.currency}`} className="border-t border-brand-50" data-total={`${t.month} ${t.currency}`}>
                  <th scope="row" className="py-2 pr-3 font-semibold text-ink">
                    {t.month}
                  </th>
                  <td className="py-2 pr-3">{money(t.plans, t.currency)}</td>
                  <td className="py-2 pr-3">{money(t.donations, t.currency)}</td>
                  <td className="py-2 pr-3 font-semibold">{money(t.total, t.currency)}</td>
                  <td className="py-2">{t.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ul className="mt-6 grid gap-3">
        {rows.map((p) => (
          <li
            key={p.reference}
            className={`rounded-2xl border p-4 ${p.status === 'review' ? 'border-amber-300 bg-amber-50/40' : 'border-brand-100'}`}
            data-payment={p.reference}
            data-status={p.status}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="text-lg font-bold text-ink">
                {money(p.amount, p.currency)}
                {p.status === 'review' && (
                  <span className="ml-2 rounded-full bg-amber-200 px-2 py-0.5 align-middle text-xs font-bold text-ink">
                    Needs review
                  </span>
                )}
              </p>
              <p className="text-sm text-muted">{when(p.paidAt)}</p>
            </div>
            <p className="text-ink">
              {p.kind === 'donation' ? 'Donation' : `Plan ${p.plan ?? ''}${p.period ? `, ${p.period}` : ''}`} · {p.studentName}
              {p.email && <span className="text-muted"> · {p.email}</span>}
            </p>
            {p.review && <p className="text-sm text-ink">Review: {p.review}</p>}
            <p className="break-all text-sm text-muted">Reference {p.reference}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
