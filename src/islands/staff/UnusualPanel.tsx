// Unusual: many upcoming trials from one client address or one email domain (a school lab,
// or someone taking seats). Staff judge each group and may cancel all of it at once; each
// family is told, as for any cancel.
import { useId, useState, type SubmitEvent } from 'react';
import { classesFrom } from '../../domain/staff/classes';
import { BURST_THRESHOLD, bursts, type Burst, type BurstBooking } from '../../domain/staff/bursts';
import { staffAction, type Row } from '../../services/staff';
import { asText, useLiveRows, useNow } from './live';
import { Empty, LiveStatus, PanelHeading } from './parts';

/** A booking row with its client address: from bookingAddresses/{id} (kept 30 days), or an older booking's own. */
function toBurstBooking(row: Row, addresses: Map<string, unknown>): BurstBooking {
  const client = (row.client ?? {}) as { address?: unknown; emailDomain?: unknown };
  return {
    id: row.id,
    status: asText(row.status) || 'upcoming',
    studentName: asText(row.studentName),
    parentName: asText(row.parentName),
    email: asText(row.email),
    date: asText(row.date),
    time: asText(row.time),
    address: asText(addresses.get(row.id) ?? client.address),
    emailDomain: asText(client.emailDomain),
  };
}

function Group({ group }: { group: Burst }) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const reasonId = useId();
  const count = group.bookings.length;
  const what = group.by === 'address' ? `from the address ${group.value}` : `with email addresses at ${group.value}`;

  async function cancelAll(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reason.trim() || !window.confirm(`Cancel all ${count} trials ${what}? Each family gets the cancellation email.`)) return;
    setBusy(true);
    setSaid(null);
    try {
      const answer = await staffAction({
        action: 'cancel-many',
        bookingIds: group.bookings.map((b) => b.id),
        reason: reason.trim(),
      });
      setSaid({ ok: true, text: `${String(answer.cancelled ?? 0)} cancelled; each family was emailed.` });
    } catch (error) {
      setSaid({ ok: false, text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="card p-4">
      <h3 className="text-lg font-bold text-ink">
        {count} upcoming trials {what}
      </h3>
      <ul className="mt-2 grid gap-1 text-sm">
        {group.bookings.map((b) => (
          <li key={b.id}>
            {b.date} {b.time} · {b.studentName} · {b.parentName} · {b.email}
          </li>
        ))}
      </ul>
      <form className="mt-3 grid gap-2" onSubmit={(event) => void cancelAll(event)}>
        <label htmlFor={reasonId} className="font-semibold text-ink">
          Reason (each family reads it in the cancellation email)
        </label>
        <textarea
          id={reasonId}
          className="min-h-16 rounded-xl border border-brand-200 p-2"
          value={reason}
          maxLength={500}
          required
          onChange={(e) => setReason(e.target.value)}
        />
        <div>
          <button type="submit" className="btn btn-primary min-h-11 px-4 py-2 text-sm" disabled={busy || !reason.trim()}>
            Cancel all {count} and tell each family
          </button>
        </div>
      </form>
      {said && (
        <p className={`mt-2 text-sm font-semibold ${said.ok ? 'text-ink' : 'text-red-800'}`} role={said.ok ? 'status' : 'alert'}>
          {said.text}
        </p>
      )}
    </li>
  );
}

export default function UnusualPanel() {
  const now = useNow();
  const from = { field: 'date', value: classesFrom(now) };
  const live = useLiveRows({ collection: 'bookings', from });
  const sources = useLiveRows({ collection: 'bookingAddresses', from });
  const addresses = new Map(sources.state === 'ready' ? sources.rows.map((r) => [r.id, r.address]) : []);
  const groups = live.state === 'ready' ? bursts(live.rows.map((row) => toBurstBooking(row, addresses))) : [];
  return (
    <>
      <PanelHeading
        id="unusual-title"
        title="Unusual bookings"
        count={live.state === 'ready' ? `${groups.length} groups` : undefined}
      />
      <p className="mt-2 text-muted">
        {BURST_THRESHOLD} or more upcoming trials from one internet address, or from one email domain (big public mail services
        aside). A school lab is normal; made-up families are not.
      </p>
      <LiveStatus live={live} what="bookings" />
      {live.state === 'ready' &&
        (groups.length ? (
          <ul className="mt-4 grid gap-3">
            {groups.map((g) => (
              <Group key={`${g.by}:${g.value}`} group={g} />
            ))}
          </ul>
        ) : (
          <Empty>No address or domain has booked unusually many trials.</Empty>
        ))}
    </>
  );
}
