// The Enrollments view's counts: renewing by card, due within a week (to remind), past due,
// expired this month, and the money the school can expect next month per currency.
import type { EnrollmentSummary as Summary } from '../../domain/staff/enrollments';
import { ENDING_DAYS } from '../../domain/staff/enrollments';
import { formatMoney, isCurrency } from '../../domain/pricing';

export default function EnrollmentSummary({ summary }: { summary: Summary }) {
  const expected = Object.entries(summary.expectedNextMonth);
  const facts: [string, string][] = [
    ['Renewing by card', String(summary.renewing)],
    [`Due within ${ENDING_DAYS} days`, String(summary.dueSoon)],
    ['Past due', String(summary.pastDue)],
    ['Expired this month', String(summary.expiredThisMonth)],
    [
      'Expected next month',
      expected.length
        ? expected
            .map(([currency, amount]) => (isCurrency(currency) ? formatMoney(amount, currency) : `${currency} ${amount}`))
            .join(' + ')
        : 'nothing due',
    ],
  ];
  return (
    <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-enrollment-summary>
      {facts.map(([label, value]) => (
        <div key={label} className="rounded-2xl border border-brand-100 bg-white p-3">
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="text-lg font-bold text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
