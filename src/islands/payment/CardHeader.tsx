// The card's coloured head: brand, "Secure Payment Portal", what is being paid and how much.
import type { Summary } from './screen';

interface Props {
  titleId: string;
  brandName: string;
  summary: Summary;
  amount: string;
  /** Keep the classes line's height even while it is empty (see PaymentCard). */
  reserveClassesLine: boolean;
  /** "Secure Payment Portal" in the page's language. */
  subtitle: string;
}

export default function CardHeader({ titleId, brandName, summary, amount, reserveClassesLine, subtitle }: Props) {
  return (
    <div className="bg-gradient-to-br from-brand-700 to-brand-900 px-6 pb-6 pt-5 text-white">
      <div className="flex items-center justify-between gap-3">
        <h2 id={titleId} className="text-xl font-extrabold tracking-tight">
          {brandName}
        </h2>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-xs font-semibold">
          <svg
            width="14"
            height="14"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            aria-hidden="true"
          >
            <rect x="5" y="11" width="14" height="9" rx="2" />
            <path d="M8 11V8a4 4 0 0 1 8 0v3" />
          </svg>
          {subtitle}
        </span>
      </div>
      <div className="mt-5 rounded-2xl bg-white/10 p-4">
        <p className="text-sm font-semibold text-brand-100" data-plan-name>
          {summary.title}
          {summary.badge && (
            <span className="ml-2 rounded-full bg-sun-400 px-2 py-0.5 text-xs font-bold text-ink">{summary.badge}</span>
          )}
        </p>
        {(summary.classes || reserveClassesLine) && (
          <p className="min-h-5 text-sm text-brand-100" data-plan-classes>
            {summary.classes}
          </p>
        )}
        <p className="mt-1 text-3xl font-extrabold tracking-tight" data-amount>
          {amount}
        </p>
      </div>
    </div>
  );
}
