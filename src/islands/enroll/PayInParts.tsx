// /enroll's choice, where plans.yaml lets the period be paid in parts: all at once, or in parts
// (the first now, which enrolls; the others later, each reminded and paid from the dashboard).
import type { EnrollMessages } from '../../i18n/en/enroll';

interface Props {
  m: EnrollMessages['parts'];
  /** The amounts as the page writes them. */
  full: string;
  first: string;
  total: string;
  parts: number;
  terms: { surchargePercent: number; graceDays: number };
  inParts: boolean;
  onChange: (inParts: boolean) => void;
}

export default function PayInParts({ m, full, first, total, parts, terms, inParts, onChange }: Props) {
  return (
    <fieldset className="card space-y-2 px-6 py-4" data-pay-in-parts>
      <legend className="font-bold">{m.legend}</legend>
      <label className="flex min-h-11 items-center gap-2">
        <input type="radio" name="pay-in-parts" checked={!inParts} onChange={() => onChange(false)} />
        {m.full(full)}
      </label>
      <label className="flex min-h-11 items-center gap-2">
        <input type="radio" name="pay-in-parts" value="parts" checked={inParts} onChange={() => onChange(true)} />
        {m.inParts(parts, first, total)}
      </label>
      <p className="text-sm text-muted">{m.rule(parts, terms.surchargePercent, terms.graceDays)}</p>
    </fieldset>
  );
}
