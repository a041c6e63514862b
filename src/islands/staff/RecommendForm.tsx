// Under an attended class: staff recommend a course, a plan and billing period, a currency
// and a note to the parent. staffAction records it (the booking's history, the family's
// mail with the private enrollment link); the form checks with the same rules first.
import { useId, useState, type SubmitEvent } from 'react';
import { NOTE_MAX, readRecommendation } from '../../domain/enrollment/recommendation';
import { currencies, formatMoney, periodLabel, periods, planPrice, type PricedPlan } from '../../domain/pricing';
import type { ClassRow } from '../../domain/staff/classes';
import { staffAction } from '../../services/staff';
import { words as staffWords } from '../../i18n/en/console/staff';
import WithdrawRecommendation from './WithdrawRecommendation';

export interface RecommendOffers {
  courses: { id: string; title: string }[];
  plans: PricedPlan[];
}

export default function RecommendForm({ booking: b, offers }: { booking: ClassRow; offers: RecommendOffers }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState({
    course: offers.courses[0]?.id ?? '',
    plan: offers.plans[0]?.id ?? '',
    period: 'monthly',
    currency: b.country.code === 'KE' ? 'KES' : 'USD',
    note: '',
  });
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const set = (field: keyof typeof fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [field]: e.target.value }));

  const plan = offers.plans.find((p) => p.id === fields.plan);
  const checked = readRecommendation(
    fields,
    offers.courses.map((c) => c.id),
    offers.plans,
  );
  const price =
    plan && !('field' in checked) ? formatMoney(planPrice(plan, checked.period, checked.currency), checked.currency) : '';

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if ('field' in checked) return setSaid({ ok: false, text: staffWords.recommendation[checked.field] });
    setBusy(true);
    setSaid(null);
    try {
      await staffAction({ bookingId: b.id, action: 'recommend', ...checked });
      setOpen(false);
      setSaid({ ok: true, text: `Recommendation sent to ${b.email}.` });
    } catch (e) {
      setSaid({ ok: false, text: e instanceof Error ? e.message : String(e) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-3">
      {b.recommendationId && !open && (
        <>
          <p className="text-sm font-semibold text-green-800">Recommendation sent.</p>
          <WithdrawRecommendation recommendationId={b.recommendationId} studentName={b.studentName} />
        </>
      )}
      {!open ? (
        <button type="button" className="btn btn-primary mt-2 min-h-11 px-4 py-2 text-sm" onClick={() => setOpen(true)}>
          {b.recommendationId ? 'Recommend again' : 'Recommend'}
          <span className="sr-only">: {b.studentName}</span>
        </button>
      ) : (
        <form
          className="grid gap-2"
          onSubmit={(event) => void submit(event)}
          aria-label={`Recommend a plan for ${b.studentName}`}
        >
          <label htmlFor={`${id}-course`} className="font-semibold text-ink">
            Course
          </label>
          <select id={`${id}-course`} className="field" value={fields.course} onChange={set('course')}>
            {offers.courses.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-plan`} className="font-semibold text-ink">
            Plan
          </label>
          <select id={`${id}-plan`} className="field" value={fields.plan} onChange={set('plan')}>
            {offers.plans.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
          <div className="grid grid-cols-2 gap-2">
            <div className="grid gap-1">
              <label htmlFor={`${id}-period`} className="font-semibold text-ink">
                Billing period
              </label>
              <select id={`${id}-period`} className="field" value={fields.period} onChange={set('period')}>
                {periods.map((p) => (
                  <option key={p} value={p}>
                    {periodLabel[p]}
                  </option>
                ))}
              </select>
            </div>
            <div className="grid gap-1">
              <label htmlFor={`${id}-currency`} className="font-semibold text-ink">
                Currency
              </label>
              <select id={`${id}-currency`} className="field" value={fields.currency} onChange={set('currency')}>
                {currencies.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {price && (
            <p className="text-sm text-muted" data-price>
              Price: <strong className="text-ink">{price}</strong>
            </p>
          )}
          <label htmlFor={`${id}-note`} className="font-semibold text-ink">
            Note to the parent (optional)
          </label>
          <textarea
            id={`${id}-note`}
            className="min-h-20 rounded-xl border border-brand-200 p-2"
            value={fields.note}
            maxLength={NOTE_MAX}
            onChange={set('note')}
          />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn btn-primary min-h-11 px-4 py-2 text-sm" disabled={busy}>
              Send the recommendation
            </button>
            <button
              type="button"
              className="btn btn-ghost min-h-11 px-4 py-2 text-sm"
              disabled={busy}
              onClick={() => setOpen(false)}
            >
              Close
            </button>
          </div>
        </form>
      )}
      <div role={said?.ok === false ? 'alert' : 'status'}>
        {said && <p className={`mt-2 text-sm font-semibold ${said.ok ? 'text-green-800' : 'text-red-800'}`}>{said.text}</p>}
      </div>
    </div>
  );
}
