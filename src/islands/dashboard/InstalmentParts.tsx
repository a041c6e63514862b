// An enrollment paid in parts, on the dashboard: each part with its amount and whether it is
// paid, when it falls due or that it is late, a note while the classes are paused, and the button that pays the
// next part (/enroll on the enrollment offers that part).
import type { ShownInstalments } from '../../domain/enrollment/family-view';
import { renewHrefFor } from '../../domain/enrollment/link';
import { formatMoney, isCurrency } from '../../domain/pricing';
import { nairobiDate } from '../../domain/slots';
import { words as familyWords } from '../../i18n/en/family';
import { words as englishClassDates } from '../../i18n/en/class-dates';
import { useWords } from '../hooks/useWords';

interface Props {
  enrollmentId: string;
  childName: string;
  currency: string;
  instalments: ShownInstalments;
}

export default function InstalmentParts({ enrollmentId, childName, currency, instalments }: Props) {
  const w = useWords('family', familyWords).instalments;
  const { calendarDate } = useWords('classDates', englishClassDates);
  const money = (amount: number) => (isCurrency(currency) ? formatMoney(amount, currency) : `${currency} ${amount}`);
  const next = instalments.parts.find((p) => !p.paid);
  // A part past its day reads as late (Nairobi dates, as the parts are written).
  const today = nairobiDate(new Date());
  return (
    <div className="mt-3" data-instalments>
      <p className="text-sm font-bold">{w.title}</p>
      <ul className="text-sm">
        {instalments.parts.map((p) => (
          <li key={p.n} data-part={p.n} data-paid={p.paid}>
            {w.part(p.n, instalments.parts.length)}: {money(p.amount)},{' '}
            {p.paid ? w.paid : p.dueOn < today ? w.late(calendarDate(p.dueOn)) : w.due(calendarDate(p.dueOn))}
          </li>
        ))}
      </ul>
      {instalments.paused && (
        <p role="status" className="mt-2 text-sm font-semibold text-red-800" data-paused>
          {w.paused}
        </p>
      )}
      {next && (
        <a className="btn btn-primary mt-3 min-h-11 px-4 py-2 text-sm" href={renewHrefFor(enrollmentId)}>
          {w.pay(next.n)}
          <span className="sr-only">{w.payOf(childName)}</span>
        </a>
      )}
    </div>
  );
}
