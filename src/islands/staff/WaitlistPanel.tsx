// Waiting lists: for each full trial slot from today, and each full weekly hour of a course,
// the families waiting (in line order), the offer out and until when, and how many freed seats
// or hours were filled from the list; live from waitlist/ and hourWaitlist/ (which only the
// waiting-list transactions change).
import { nairobiDate } from '../../domain/slots';
import { hourListedEntry, listedEntry, slotLists, type SlotList } from '../../domain/staff/waitlist';
import type { Column } from '../../domain/staff/csv';
import { useLiveRows, useNow } from './live';
import { LiveStatus, PanelHeading } from './parts';

const clock = (at: Date | null) =>
  at ? at.toLocaleTimeString('en-KE', { timeZone: 'Africa/Nairobi', hour: '2-digit', minute: '2-digit', hour12: false }) : '';

const listColumns = (first: string, second: string): Column<SlotList>[] => [
  { header: first, value: (l) => l.date },
  { header: second, value: (l) => l.time },
  { header: 'Waiting', value: (l) => l.waiting.join('; ') },
  { header: 'Offer out', value: (l) => l.offers.map((o) => `${o.studentName} until ${clock(o.holdUntil)}`).join('; ') },
  { header: 'Filled from the list', value: (l) => l.filled },
];
const columns = listColumns('Date (Nairobi)', 'Time (Nairobi)');
const hourColumns = listColumns('Course', 'Weekly hour (Nairobi)');

/** Hour entries are read while their paid period runs, and a month after, for the filled count. */
const MONTH_MS = 30 * 86_400_000;

export default function WaitlistPanel() {
  const now = useNow();
  const live = useLiveRows({ collection: 'waitlist', from: { field: 'date', value: nairobiDate(now) } });
  const rows = live.state === 'ready' ? live.rows : [];
  const { lists, filled } = slotLists(rows.flatMap((r) => listedEntry(r) ?? []));
  const since = new Date(Math.floor(now.getTime() / MONTH_MS) * MONTH_MS - MONTH_MS);
  const hourLive = useLiveRows({
    collection: 'hourWaitlist',
    between: { field: 'expiresAt', since, until: new Date(since.getTime() + 20 * MONTH_MS) },
  });
  const hours = slotLists((hourLive.state === 'ready' ? hourLive.rows : []).flatMap((r) => hourListedEntry(r) ?? []));
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
      <ListTable lists={lists} columns={columns} caption="Waiting lists by class time" />
      <PanelHeading
        id="hour-waitlist-title"
        title="Weekly hours waited for"
        count={`${hours.filled} freed hour${hours.filled === 1 ? '' : 's'} filled from a list`}
        csv={{ list: 'hour-waiting-lists', rows: hours.lists, columns: hourColumns }}
      />
      <LiveStatus live={hourLive} what="weekly hours' waiting lists" />
      {hourLive.state === 'ready' && hours.lists.length === 0 && (
        <p className="mt-4 text-muted">No family is waiting for a weekly hour.</p>
      )}
      <ListTable lists={hours.lists} columns={hourColumns} caption="Waiting lists by course and weekly hour" />
    </div>
  );
}

function ListTable({ lists, columns, caption }: { lists: SlotList[]; columns: Column<SlotList>[]; caption: string }) {
  return (
    <>
      {lists.length > 0 && (
        <table className="mt-4 w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
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
    </>
  );
}
