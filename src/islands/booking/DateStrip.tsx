// The 7-day strip: today in Nairobi and the six days after. Until the page knows the
// parent's clock it shows placeholders (the build machine's date would be wrong).
import { dateWindow, dayLabel } from '../../domain/slots';

interface Props {
  now: Date | null;
  /** The chosen Nairobi date, YYYY-MM-DD. */
  value: string;
  onPick: (date: string) => void;
  /** The radio group's name; two strips on one page need two names. */
  name?: string;
  legend?: string;
}

export default function DateStrip({ now, value, onPick, name = 'date', legend = 'Choose a day' }: Props) {
  const dates = now ? dateWindow(now) : [];
  return (
    // min-w-0: a fieldset is as wide as its content by default, and the strip scrolls.
    <fieldset className="min-w-0">
      <legend className="mb-3 text-lg font-bold text-ink">{legend}</legend>
      <div className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-2 pt-1 sm:grid sm:grid-cols-7 sm:overflow-visible">
        {now
          ? dates.map((date, i) => {
              const label = dayLabel(date);
              const selected = value === date;
              return (
                <label key={date} className="relative shrink-0 cursor-pointer">
                  <input
                    type="radio"
                    name={name}
                    value={date}
                    checked={selected}
                    onChange={() => onPick(date)}
                    className="peer sr-only"
                    aria-label={`${i === 0 ? 'Today, ' : ''}${label.full}`}
                  />
                  <span
                    className={`flex w-[4.25rem] flex-col items-center rounded-2xl border-[1.5px] px-2 py-2 text-center transition-colors peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 sm:w-auto ${
                      selected
                        ? 'border-brand-700 bg-brand-700 text-white'
                        : 'border-[#cfc8e3] bg-white text-ink hover:border-brand-500 hover:bg-brand-50'
                    }`}
                    aria-hidden="true"
                  >
                    <span className={`text-xs font-semibold uppercase ${selected ? 'text-brand-100' : 'text-muted'}`}>
                      {i === 0 ? 'Today' : label.weekday}
                    </span>
                    <span className="text-xl font-extrabold leading-tight">{label.day}</span>
                    <span className={`text-xs ${selected ? 'text-brand-100' : 'text-muted'}`}>{label.month}</span>
                  </span>
                </label>
              );
            })
          : Array.from({ length: 7 }, (_, i) => (
              <span key={i} className="block h-[4.75rem] w-[4.25rem] shrink-0 animate-pulse rounded-2xl bg-brand-50 sm:w-auto" />
            ))}
      </div>
    </fieldset>
  );
}
