// A card enrollment's automatic renewal on the dashboard: whether it renews, when and how
// much the next charge is, the card (last four digits and expiry), and buttons to turn
// renewal off or on and to change the card on Paystack's own page. What the server says is
// announced; a failure changes nothing and says so.
import { useState } from 'react';
import { renewsAutomatically, type ShownSubscription } from '../../domain/enrollment/subscription';
import { formatMoney, isCurrency } from '../../domain/pricing';
import { NAIROBI_TZ } from '../../domain/slots';
import { wallTime } from '../../domain/zone-clock';
import { words as familyWords } from '../../i18n/en/family';
import { words as englishClassDates } from '../../i18n/en/class-dates';
import { useWords } from '../hooks/useWords';
import { callRenewal } from '../../services/family';

interface Props {
  enrollmentId: string;
  subscription: ShownSubscription;
  amount?: number;
  currency?: string;
  idToken: () => Promise<string | null>;
  /** Reads the family's records again after a change. */
  onChanged: () => void;
}

export default function RenewalControls({ enrollmentId, subscription: s, amount, currency, idToken, onChanged }: Props) {
  const w = useWords('family', familyWords).renewal;
  const { calendarDate } = useWords('classDates', englishClassDates);
  const unreachable = w.unreachable;
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ text: string; error: boolean } | null>(null);
  const renews = renewsAutomatically(s);
  const price = amount !== undefined && currency && isCurrency(currency) ? formatMoney(amount, currency) : null;
  const next = s.nextPaymentDate ? calendarDate(wallTime(new Date(s.nextPaymentDate), NAIROBI_TZ).date) : null;

  async function run(body: { action: 'renewal'; on: boolean } | { action: 'updateCard' }) {
    setBusy(true);
    setSaid(null);
    try {
      const token = await idToken();
      const answer = token ? await callRenewal(token, { ...body, enrollmentId }) : { ok: false as const, message: unreachable };
      if (answer.ok && 'link' in answer && answer.link) {
        window.location.assign(answer.link);
        return;
      }
      setSaid({ text: answer.message, error: !answer.ok });
      if (answer.ok) onChanged();
    } catch {
      setSaid({ text: unreachable, error: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-3 border-t border-emerald-200 pt-3 text-sm" data-renewal={renews ? 'on' : 'off'}>
      <p>
        {renews ? w.renews(next, price, s.card ? s.card.last4 : null) : w.off}
        {s.card && w.expires(s.card.expMonth.padStart(2, '0'), s.card.expYear)}
        {s.status === 'attention' && w.attention}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-ghost min-h-11 px-4 py-2 text-sm"
          disabled={busy}
          onClick={() => void run({ action: 'renewal', on: !renews })}
        >
          {renews ? w.turnOff : w.turnOn}
        </button>
        {renews && (
          <button
            type="button"
            className="btn btn-ghost min-h-11 px-4 py-2 text-sm"
            disabled={busy}
            onClick={() => void run({ action: 'updateCard' })}
          >
            {w.updateCard}
          </button>
        )}
      </div>
      <p role={said?.error ? 'alert' : 'status'} className={said ? 'mt-2 font-semibold' : ''}>
        {said?.text ?? ''}
      </p>
    </div>
  );
}
