// Staff's view of an enrollment paid in parts: each part's due date, amount and state (paid with
// its payment's reference, upcoming, due, late within the grace, overdue), and whether the
// child's classes are paused for it. Read from the enrollment's live row (stored/instalments.ts).
import { partState, type PartState } from '../../domain/enrollment/instalments';
import { formatMoney, isCurrency } from '../../domain/pricing';
import { words as classStates } from '../../i18n/en/console/class-states';

interface Part {
  n: number;
  dueOn: string;
  amount: number;
  paidRef?: string;
}

/** The parts of an enrollment row's `instalments`, or null when it is not paid in parts. */
export function scheduleOf(value: unknown): { parts: Part[]; graceDays: number; pausedOn?: string; currency: string } | null {
  const held = value as { parts?: unknown; graceDays?: unknown; pausedOn?: unknown; currency?: unknown } | undefined;
  if (!held || !Array.isArray(held.parts)) return null;
  const parts = held.parts.map((p: Record<string, unknown>) => ({
    n: Number(p.n),
    dueOn: String(p.dueOn ?? ''),
    amount: Number(p.amount),
    ...(typeof p.paidRef === 'string' ? { paidRef: p.paidRef } : {}),
  }));
  return {
    parts,
    graceDays: Number(held.graceDays ?? 0),
    currency: String(held.currency ?? ''),
    ...(typeof held.pausedOn === 'string' ? { pausedOn: held.pausedOn } : {}),
  };
}

const stateText: Record<PartState, string> = {
  paid: 'paid',
  upcoming: 'upcoming',
  due: 'due today',
  late: 'late (in grace)',
  overdue: 'overdue',
};

export default function InstalmentSchedule({ value, today }: { value: unknown; today: string }) {
  const schedule = scheduleOf(value);
  if (!schedule) return null;
  const money = (subunits: number) =>
    isCurrency(schedule.currency) ? formatMoney(subunits / 100, schedule.currency) : `${schedule.currency} ${subunits / 100}`;
  return (
    <div className="mt-2 text-sm" data-instalment-schedule>
      <p className="font-semibold text-ink">
        Paid in {schedule.parts.length} parts
        {schedule.pausedOn && (
          <span className="ml-2 rounded-full bg-red-100 px-2 text-red-900">{classStates.pausedSince(schedule.pausedOn)}</span>
        )}
      </p>
      <ul>
        {schedule.parts.map((p) => (
          <li key={p.n} data-part={p.n}>
            Part {p.n} · {p.dueOn} · {money(p.amount)} · {stateText[partState(p, today, schedule.graceDays)]}
            {p.paidRef && <span className="text-muted"> ({p.paidRef})</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
