// Waiting lists: for each full trial slot from today, the families waiting (in line order),
// the offer out and until when, and how many freed seats were filled from the list; live from
// waitlist/ (which only the waiting-list transactions change).
import { nairobiDate } from '../../domain/slots';
import { listedEntry, slotLists, type SlotList } from '../../domain/staff/waitlist';
import type { Column } from '../../domain/staff/csv';
import { useLiveRows, useNow } from './live';
import { LiveStatus, PanelHeading } from './parts';

const clock = (at: Date | null) =>
  at ? at.toLocaleTimeString('en-KE', { timeZone: 'Africa/Nairobi', hour: '2-digit', minute: '2-digit', hour12: false }) : '';

const columns: Column<SlotList>[] = [
  { header: 'Date (Nairobi)', value: (l) => l.date },
  { header: 'Time (Nairobi)', value: (l) => l.time },
  { header: 'Waiting', value: (l) => l.waiting.join('; ') },
  { header: 'Offer out', value: (l) => l.offers.map((o) => `${o.studentName} until ${clock(o.holdUntil)}`).join('; ') },
  { header: 'Filled from the list', value: (l) => l.filled },
];

export default function WaitlistPanel() {
  const now = useNow();
  const live = useLiveRows({ collection: 'waitlist', from: { field: 'date', value: nairobiDate(now) } });
  const rows = live.state === 'ready' ? live.rows : [];
  const { lists, filled } = slotLists(rows.flatMap((r) => listedEntry(r) ?? []));
  return (
    <div>
      <PanelHeading
        id="waitlist-title"
        title="Waiting lists"
        count={`${filled} freed seat${filled === 1 ? '' : 's'} filled from a list`}
        csv={{ list: 'waiting-lists', rows: lists, columns }}
      />
      <LiveStatus live={live} what="waiting lists" />
      {live.state === 'ready' && lists.length === 0 && <p className="mt-4 text-muted">No family is waiting for a seat.</p>}
      {lists.length > 0 && (
        <table className="mt-4 w-full text-left text-sm">
          <caption className="sr-only">Waiting lists by class time</caption>
          <thead>
            <tr className="text-muted">
              {columns.map((c) => (
                <th key={c.header} scope="col" className="py-1 pr-3 font-semibold">
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lists.map((l) => (
              <tr key={`${l.date} ${l.time}`} className="border-t border-brand-100 align-top">
                {columns.map((c) => (
                  <td key={c.header} className="py-2 pr-3">
                    {String(c.value(l))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
