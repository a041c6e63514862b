// The plan grid with its currency and billing-period toggles. Every number comes from the
// plans passed in (the plans data file) through src/domain/pricing.ts.
import { useStore } from '@nanostores/react';
import {
  classesText,
  currencies,
  formatMoney,
  payHref,
  periodBadge,
  periodLabel,
  periods,
  periodSuffix,
  planPrice,
  struckPrice,
  type Currency,
  type Period,
  type PricedPlan,
} from '../domain/pricing';
import { pricingMessages } from '../domain/message-areas/pricing';
import { $currency, $period } from '../stores/pricing';

export interface PricingPlan extends PricedPlan {
  popular: boolean;
  features: string[];
}

interface Props {
  plans: PricingPlan[];
  /** The page's words, given by the page (English ones ship with the island; no other
   *  language's code reaches an English page): the ribbon, and the start of the payment
   *  page's address in the page's language ('' in English, '/sw'). */
  popular?: string;
  pathPrefix?: string;
}

const currencyLabel: Record<Currency, string> = { KES: 'KES (KSh)', USD: 'USD ($)' };

function Tick() {
  return (
    <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="mt-0.5 shrink-0">
      <circle cx="10" cy="10" r="10" fill="#ede9fe" />
      <path
        d="m6 10.3 2.6 2.6L14 7.5"
        fill="none"
        stroke="#6d28d9"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export default function PricingGrid({ plans, popular = pricingMessages.popular, pathPrefix = '' }: Props) {
  const currency = useStore($currency, { ssr: 'initial' });
  const period = useStore($period, { ssr: 'initial' });
  const badge = periodBadge(plans, period);

  return (
    <div data-pricing-grid>
      <div className="mb-10 flex flex-col items-center gap-4 md:flex-row md:justify-center md:gap-6">
        <fieldset className="pricing-toggle">
          <legend className="sr-only">Currency</legend>
          {currencies.map((c) => (
            <label key={c}>
              <input type="radio" name="pricing-currency" value={c} checked={currency === c} onChange={() => $currency.set(c)} />
              <span>{currencyLabel[c]}</span>
            </label>
          ))}
        </fieldset>
        <fieldset className="pricing-toggle">
          <legend className="sr-only">Billing period</legend>
          {periods.map((p: Period) => (
            <label key={p}>
              <input type="radio" name="pricing-period" value={p} checked={period === p} onChange={() => $period.set(p)} />
              <span>
                {periodLabel[p]}
                {periodBadge(plans, p) && <small className="pricing-toggle-badge">{periodBadge(plans, p)}</small>}
              </span>
            </label>
          ))}
        </fieldset>
      </div>

      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" aria-label="Plans">
        {plans.map((plan) => {
          const price = planPrice(plan, period, currency);
          const struck = struckPrice(plan, period, currency);
          return (
            <li
              key={plan.id}
              data-plan={plan.id}
              className={`card relative flex flex-col p-6 ${plan.popular ? 'pricing-popular' : ''}`}
            >
              {plan.popular && <p className="pricing-ribbon">{popular}</p>}
              <h3 className="text-xl font-extrabold text-ink">{plan.name}</h3>
              <p className="text-sm font-semibold text-brand-700">{classesText(plan.classes)}</p>
              <div className="mt-4 min-h-[4.5rem]">
                <p className="flex flex-wrap items-baseline gap-x-1">
                  <span data-price className="text-3xl font-extrabold tracking-tight text-ink">
                    {formatMoney(price, currency)}
                  </span>
                  <span className="text-sm font-semibold text-muted">{periodSuffix[period]}</span>
                </p>
                {struck !== null && (
                  <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
                    <s data-struck className="text-muted">
                      <span className="sr-only">Full price </span>
                      {formatMoney(struck, currency)}
                    </s>
                    {badge && (
                      <span data-badge className="rounded-full bg-sun-300 px-2 py-0.5 text-xs font-bold text-ink">
                        {badge}
                      </span>
                    )}
                  </p>
                )}
              </div>
              <ul className="mt-4 mb-6 space-y-2 text-[0.9375rem] text-ink">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Tick />
                    {feature}
                  </li>
                ))}
              </ul>
              <a
                href={pathPrefix + payHref(plan, period, currency)}
                className={`btn mt-auto w-full ${plan.popular ? 'btn-primary' : 'btn-ghost'}`}
              >
                Enroll<span className="sr-only"> in {plan.name}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
