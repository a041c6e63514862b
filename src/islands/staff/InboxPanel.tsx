// Leads, contact messages and questions: newest first, live, each with "Mark handled"
// (through staffAction; browsers write nothing).
import { useState } from 'react';
import { newestFirst } from '../../domain/staff/ledger';
import { nairobiTime, type Column } from '../../domain/staff/csv';
import { staffAction, type Row } from '../../services/staff';
import { asDate, asText, useLiveRows } from './live';
import { Empty, LiveStatus, PanelHeading, when } from './parts';

type Kind = 'trialLeads' | 'contactMessages' | 'questions';

interface Field {
  label: string;
  value: (row: Row) => string;
}

const name = (row: Row) => [asText(row.firstName), asText(row.lastName)].filter(Boolean).join(' ');

const kinds: Record<Kind, { title: string; section: string; list: string; noun: string; fields: Field[] }> = {
  trialLeads: {
    title: 'Leads',
    section: 'leads',
    list: 'leads',
    noun: 'lead',
    fields: [
      { label: 'Parent', value: (r) => asText(r.parentName) },
      { label: 'Email', value: (r) => asText(r.email) },
      { label: 'Booking id', value: (r) => asText(r.bookingId) },
    ],
  },
  contactMessages: {
    title: 'Contact messages',
    section: 'messages',
    list: 'contact-messages',
    noun: 'message',
    fields: [
      { label: 'Name', value: name },
      { label: 'Email', value: (r) => asText(r.email) },
      { label: 'Phone', value: (r) => asText(r.phone) },
      { label: 'Company', value: (r) => asText(r.company) },
      { label: 'Message', value: (r) => asText(r.message) },
    ],
  },
  questions: {
    title: 'Questions',
    section: 'questions',
    list: 'questions',
    noun: 'question',
    fields: [
      { label: 'Email', value: (r) => asText(r.email) },
      { label: 'Question', value: (r) => asText(r.question ?? r.message) },
    ],
  },
};

function HandleButton({ kind, row, what }: { kind: Kind; row: Row; what: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  if (row.handled === true)
    return <span className="rounded-full bg-green-50 px-3 py-1 text-sm font-semibold text-green-800">Handled</span>;
  async function handle() {
    setBusy(true);
    setError('');
    try {
      await staffAction({ collection: kind, id: row.id, action: 'handled' });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  }
  return (
    <span className="inline-flex flex-col items-end gap-1">
      <button type="button" className="btn btn-ghost min-h-11 px-4 py-2 text-sm" disabled={busy} onClick={() => void handle()}>
        Mark handled<span className="sr-only">: {what}</span>
      </button>
      {error && (
        <span className="text-sm font-semibold text-red-800" role="alert">
          {error}
        </span>
      )}
    </span>
  );
}

export default function InboxPanel({ kind }: { kind: Kind }) {
  const spec = kinds[kind];
  const live = useLiveRows({ collection: kind });
  const rows = live.state === 'ready' ? newestFirst(live.rows, (r) => asDate(r.createdAt)) : [];
  const open = rows.filter((r) => r.handled !== true).length;
  const columns: Column<Row>[] = [
    { header: 'Received (Nairobi)', value: (r) => nairobiTime(asDate(r.createdAt)) },
    ...spec.fields.map((f) => ({ header: f.label, value: f.value })),
    { header: 'Handled', value: (r) => (r.handled === true ? 'yes' : 'no') },
  ];

  return (
    <div>
      <PanelHeading
        id={`${spec.section}-title`}
        title={spec.title}
        count={live.state === 'ready' ? `${open} open of ${rows.length}` : undefined}
        csv={{ list: spec.list, rows, columns }}
      />
      <LiveStatus live={live} what={spec.title.toLowerCase()} />
      {live.state === 'ready' && rows.length === 0 && <Empty>Nothing here yet.</Empty>}
      <ul className="mt-4 grid gap-3">
        {rows.map((row) => {
          const title = spec.fields[0]?.value(row) || spec.noun;
          return (
            <li
              key={row.id}
              className={`rounded-2xl border p-4 ${row.handled === true ? 'border-gray-200 bg-gray-50' : 'border-brand-100 bg-white'}`}
              data-row-id={row.id}
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <p className="text-sm text-muted">{when(asDate(row.createdAt)) || 'Date unknown'}</p>
                <HandleButton kind={kind} row={row} what={`${spec.noun} from ${title}`} />
              </div>
              <dl className="mt-1 grid grid-cols-1 gap-x-4 sm:grid-cols-[max-content_1fr]">
                {spec.fields.map((f) => {
                  const value = f.value(row);
                  if (!value) return null;
                  return (
                    <div key={f.label} className="contents">
                      <dt className="font-semibold text-muted">{f.label}</dt>
                      <dd className="min-w-0 whitespace-pre-line break-words text-ink">{value}</dd>
                    </div>
                  );
                })}
              </dl>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
