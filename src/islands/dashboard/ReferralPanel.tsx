// The dashboard's share panel: the family's link (/book-class?ref=CODE in the page's language), a
// WhatsApp button with the message prepared in that language (a wa.me link, no number: the
// parent chooses whom), a copy button, and the family's referral credits with what is left.
// The credits come off the next payment by themselves (the price function on the server).
import { useEffect, useState } from 'react';
import { words as referralWords } from '../../i18n/en/referrals';
import { formatMoney, isCurrency } from '../../domain/pricing';
import { loadReferral, type ReferralView } from '../../services/referral';
import { usePagePath, useWords } from '../hooks/useWords';

const money = (subunits: number, currency: string) =>
  isCurrency(currency) ? formatMoney(subunits / 100, currency) : `${currency} ${subunits / 100}`;

export default function ReferralPanel() {
  const w = useWords('referrals', referralWords).panel;
  const pagePath = usePagePath();
  const [view, setView] = useState<ReferralView | null>(null);
  const [said, setSaid] = useState('');

  useEffect(() => {
    void loadReferral().then(setView);
  }, []);

  if (!view) return null;
  const link = `${window.location.origin}${pagePath('/book-class')}?ref=${view.code}`;
  const share = `https://wa.me/?text=${encodeURIComponent(w.message(view.brand, link))}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setSaid(w.copied);
    } catch {
      setSaid(link);
    }
  };

  return (
    <section className="card mt-6 p-6" aria-labelledby="referral-title" data-referral>
      <h3 id="referral-title" className="font-bold">
        {w.heading}
      </h3>
      {view.offer && (
        <p className="mt-1 text-sm text-muted">
          {w.intro(`${formatMoney(view.offer.kes, 'KES')} / ${formatMoney(view.offer.usd, 'USD')}`, view.offer.varies)}
        </p>
      )}
      <p className="mt-2 text-sm font-semibold">{w.linkLabel}</p>
      <p className="break-all font-mono text-xs" data-referral-link>
        {link}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a className="btn btn-primary min-h-11" href={share} target="_blank" rel="noopener noreferrer" data-referral-share>
          {w.byWhatsApp}
        </a>
        <button type="button" className="btn btn-ghost min-h-11" onClick={() => void copy()}>
          {w.copy}
        </button>
      </div>
      <p role="status" className="mt-1 break-all text-sm">
        {said}
      </p>
      <h4 className="mt-4 font-semibold">{w.credits}</h4>
      {view.credits.length === 0 ? (
        <p className="text-sm text-muted">{w.none}</p>
      ) : (
        <>
          <ul className="mt-1 space-y-1 text-sm" data-referral-credits>
            {view.credits.map((c) => (
              <li key={`${c.side}-${c.grantedAt}`}>
                {w.creditLine(
                  money(c.amount, c.currency),
                  c.left > 0 ? money(c.left, c.currency) : w.usedUp,
                  c.side === 'referred',
                )}
              </li>
            ))}
          </ul>
          <p className="mt-1 text-sm text-muted">{w.nextPayment}</p>
        </>
      )}
    </section>
  );
}
