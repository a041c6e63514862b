// A free hour to pick, shown in the family's zone with its mentor: the move form (MoveClass.tsx)
// and the make-up form (ChildCredits.tsx) both offer their hours through it, each written by
// the page language's `classWhen` (the Kiswahili one adds the clock's reading).
interface Hour {
  start: Date;
  mentor: string;
}

/** An hour's value in the list: its start, which is unique among the hours offered. */
export const hourKey = (h: Hour) => h.start.toISOString();

interface Props {
  id: string;
  label: string;
  placeholder: string;
  hours: readonly Hour[];
  tz: string;
  value: string;
  onPick: (key: string) => void;
  withMentor: (when: string, mentor: string) => string;
  classWhen: (start: Date, tz: string) => string;
  labelClass?: string;
}

export default function HourSelect({
  id,
  label,
  placeholder,
  hours,
  tz,
  value,
  onPick,
  withMentor,
  classWhen,
  labelClass = '',
}: Props) {
  return (
    <>
      <label htmlFor={id} className={`${labelClass} block text-sm font-semibold`.trim()}>
        {label}
      </label>
      <select
        id={id}
        className="mt-1 block min-h-11 w-full rounded-lg border border-brand-200 bg-white px-3 text-base"
        value={value}
        onChange={(e) => onPick(e.target.value)}
      >
        <option value="">{placeholder}</option>
        {hours.map((h) => (
          <option key={hourKey(h)} value={hourKey(h)}>
            {withMentor(classWhen(h.start, tz), h.mentor)}
          </option>
        ))}
      </select>
    </>
  );
}
