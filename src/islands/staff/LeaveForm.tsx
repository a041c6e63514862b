// Staff block a mentor's days (leave) and remove a leave entered by mistake. The form is
// checked with the function's own rule (readLeave) before it is sent; what comes back says
// how many classes on those days another mentor covers and how many the school cancelled
// (the week view lists each).
import { useId, useState, type FormEvent } from 'react';
import { readLeave } from '../../domain/classes/leave';
import { words as leaveWords } from '../../i18n/en/console/leave';
import { dayLabel, nairobiDate } from '../../domain/slots';
import { REASON_MAX } from '../../domain/staff/limits';
import { staffAction } from '../../services/staff';

export interface LeaveRow {
  id: string;
  mentorId: string;
  from: string;
  to: string;
  reason: string;
  by: string;
}

interface Props {
  mentors: readonly { id: string; name: string }[];
  leave: readonly LeaveRow[];
}

const short = (date: string) => {
  const d = dayLabel(date);
  return `${d.weekday} ${d.day} ${d.month}`;
};

export default function LeaveForm({ mentors, leave }: Props) {
  const ids = { mentor: useId(), from: useId(), to: useId(), reason: useId(), error: useId() };
  const today = nairobiDate(new Date());
  const [form, setForm] = useState({ mentorId: mentors[0]?.id ?? '', from: today, to: today, reason: '' });
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);
  const name = (id: string) => mentors.find((m) => m.id === id)?.name ?? id;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaid('');
    const checked = readLeave(
      form,
      mentors.map((m) => m.id),
      nairobiDate(new Date()),
    );
    if ('field' in checked) return setProblem({ field: checked.field, message: leaveWords.refused[checked.problem] });
    setProblem(null);
    setBusy(true);
    try {
      const answer = await staffAction({ action: 'blockMentorDays', ...checked });
      setSaid(String(answer.message ?? ''));
      setForm((f) => ({ ...f, reason: '' }));
    } catch (error) {
      setProblem({ field: '', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  }

  async function remove(leaveId: string) {
    setSaid('');
    setProblem(null);
    try {
      setSaid(String((await staffAction({ action: 'endMentorLeave', leaveId })).message ?? ''));
    } catch (error) {
      setProblem({ field: '', message: error instanceof Error ? error.message : String(error) });
    }
  }

  const described = (field: string) => (problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': ids.error } : {});
  const input = 'min-h-11 rounded-xl border border-brand-200 px-3';
  const coming = leave.filter((l) => l.to >= today).sort((a, b) => a.from.localeCompare(b.from));

  return (
    <section aria-labelledby="leave-title" className="mt-8 rounded-2xl border border-brand-100 p-4">
      <h3 id="leave-title" className="text-lg font-bold text-brand-800">
        Mentor leave
      </h3>
      <p className="text-sm text-muted">
        Blocked days are not offered to families. Classes already on them go to another mentor free then, or are cancelled with a
        make-up credit; the families are told.
      </p>
      <form className="mt-3 grid gap-3 sm:grid-cols-2" onSubmit={(e) => void submit(e)} noValidate>
        <label className="grid gap-1 font-semibold" htmlFor={ids.mentor}>
          Mentor
          <select
            id={ids.mentor}
            className={input}
            value={form.mentorId}
            onChange={(e) => setForm({ ...form, mentorId: e.target.value })}
            {...described('mentorId')}
          >
            {mentors.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 font-semibold" htmlFor={ids.reason}>
          Reason (staff read it)
          <input
            id={ids.reason}
            className={input}
            value={form.reason}
            maxLength={REASON_MAX}
            onChange={(e) => setForm({ ...form, reason: e.target.value })}
            {...described('reason')}
          />
        </label>
        {(
          [
            ['from', 'First day (Nairobi)'],
            ['to', 'Last day (Nairobi)'],
          ] as const
        ).map(([field, label]) => (
          <label key={field} className="grid gap-1 font-semibold" htmlFor={ids[field]}>
            {label}
            <input
              id={ids[field]}
              type="date"
              className={input}
              value={form[field]}
              onChange={(e) => setForm({ ...form, [field]: e.target.value })}
              {...described(field)}
            />
          </label>
        ))}
        <div className="sm:col-span-2">
          <button type="submit" className="btn btn-primary min-h-11 px-4 py-2 text-sm" disabled={busy} aria-busy={busy}>
            Block these days
          </button>
        </div>
      </form>
      <p id={ids.error} role="alert" className={problem ? 'mt-2 font-semibold text-red-800' : ''}>
        {problem?.message}
      </p>
      <p role="status" className={said ? 'mt-2 font-semibold text-green-800' : ''}>
        {said}
      </p>
      {coming.length > 0 && (
        <ul className="mt-3 grid gap-2" aria-label="Leave from today on">
          {coming.map((l) => (
            <li
              key={l.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-brand-50 p-2"
              data-leave-id={l.id}
            >
              <span className="min-w-0 [overflow-wrap:anywhere]">
                <span className="font-semibold">{name(l.mentorId)}</span>: {short(l.from)}
                {l.to !== l.from ? ` to ${short(l.to)}` : ''} · {l.reason} <span className="text-sm text-muted">({l.by})</span>
              </span>
              <button type="button" className="btn btn-ghost min-h-11 px-4 py-2 text-sm" onClick={() => void remove(l.id)}>
                Remove
                <span className="sr-only">
                  {' '}
                  leave of {name(l.mentorId)} from {short(l.from)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
