// The nightly reconciliation: the last two weeks of nights, newest first, live. Each night
// shows its counts, and a line for each charge or record that did not match.
import { words } from '../../i18n/en/reconciliation';
import type { Reconciliation } from '../../domain/reconciliation';
import { reconciliationFacts, unmatchedLines } from '../../messages/reconciliation-lines';
import { addDays, nairobiDate } from '../../domain/slots';
import type { Row } from '../../services/staff';
import { asText, useLiveRows } from './live';
import { Empty, LiveStatus, PanelHeading } from './parts';

/** How many nights back the panel shows. */
const NIGHTS = 14;

const list = <T,>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const count = (value: unknown) => (Number.isFinite(Number(value)) ? Number(value) : 0);

/** A stored night as the domain reads it; a field it lacks reads as empty. */
function nightOf(row: Row): Reconciliation & { error: string } {
  return {
    date: asText(row.date) || row.id,
    charges: count(row.charges),
    succeeded: count(row.succeeded),
    records: count(row.records),
    matched: count(row.matched),
    applied: list(row.applied),
    review: list(row.review),
    unrecorded: list(row.unrecorded),
    missingCharges: list(row.missingCharges),
    doubles: list(row.doubles),
    listedTwice: list(row.listedTwice),
    error: asText(row.error),
  };
}

export default function ReconciliationPanel() {
  const since = addDays(nairobiDate(new Date()), -NIGHTS);
  const live = useLiveRows({ collection: 'reconciliations', from: { field: 'date', value: since } });
  const nights = live.state === 'ready' ? live.rows.map(nightOf).sort((a, b) => b.date.localeCompare(a.date)) : [];
  const w = words.console;
  return (
    <div>
      <PanelHeading id="reconciliation-title" title={w.title} />
      <p className="mt-2 text-muted">{w.intro}</p>
      <LiveStatus live={live} what="reconciliations" />
      {live.state === 'ready' && nights.length === 0 && <Empty>{w.none}</Empty>}
      <ul className="mt-4 grid gap-3">
        {nights.map((night) => {
          const lines = unmatchedLines(night);
          return (
            <li
              key={night.date}
              className={`rounded-2xl border p-4 ${lines.length || night.error ? 'border-amber-300 bg-amber-50/40' : 'border-brand-100'}`}
              data-night={night.date}
            >
              <h3 className="text-lg font-bold text-ink">{night.date}</h3>
              {night.error ? (
                <p className="text-ink">{w.failed(night.error)}</p>
              ) : (
                <>
                  <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                    {reconciliationFacts(night)
                      .slice(1)
                      .map(([label, value]) => (
                        <div key={label} className="flex gap-1">
                          <dt className="text-muted">{label}:</dt>
                          <dd className="font-semibold text-ink">{value}</dd>
                        </div>
                      ))}
                  </dl>
                  {lines.length === 0 ? (
                    <p className="mt-2 text-ink">{w.allMatched}</p>
                  ) : (
                    <ul className="mt-2 list-disc pl-5 text-ink">
                      {lines.map((line) => (
                        <li key={line} className="break-all">
                          {line}
                        </li>
                      ))}
                    </ul>
                  )}
                </>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
