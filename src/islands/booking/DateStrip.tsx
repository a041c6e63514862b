// The 7-day strip: today in Nairobi and the six days after. The dates come from the
// parent's clock, never the build machine's: until the code runs, the radios hold offsets.
import { dateWindow } from '../../domain/slots';
import { words as bookingWords } from '../../i18n/en/booking';
import { words as englishDates } from '../../i18n/en/dates';
import { useWords } from '../hooks/useWords';

interface Props {
  now: Date | null;
  /** The chosen Nairobi date, YYYY-MM-DD. */
  value: string;
  onPick: (date: string) => void;
  /** The radio group's name; two strips on one page need two names. */
  name?: string;
  legend?: string;
  /** The days the strip offers, today included (settings.yaml `booking.windowDays`). */
  windowDays: number;
}

export default function DateStrip({ now, value, onPick, name = 'date', legend, windowDays }: Props) {
  const w = useWords('booking', bookingWords).days;
  const { dayLabel } = useWords('dates', englishDates);
  const dates = now ? dateWindow(now, windowDays) : [];
  return (
    // min-w-0: a fieldset is as wide as its content by default, and the strip scrolls.
    <fieldset className="min-w-0">
      <legend className="mb-3 text-lg font-bold text-ink">{legend ?? w.legend}</legend>
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
                    aria-label={i === 0 ? w.todayIs(label.full) : label.full}
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
                      {i === 0 ? w.today : label.weekday}
                    </span>
                    <span className="text-xl font-extrabold leading-tight">{label.day}</span>
                    <span className={`text-xs ${selected ? 'text-brand-100' : 'text-muted'}`}>{label.month}</span>
                  </span>
                </label>
              );
            })
          : // Before the code arrives the strip is already there, so a parent on a slow phone
            // can pick a day: each radio holds its offset from today ("+2"), and a small
            // inline script on the page writes the day's labels from the parent's clock.
            // Between hydration and the clock's first reading a pick must reach the island
            // too (the form's hook has already read the fields, and the strip is about to be
            // redrawn from the island's state): it is turned into a date from the clock now.
            Array.from({ length: windowDays }, (_, i) => (
              <label key={i} className="relative shrink-0 cursor-pointer">
                <input
                  type="radio"
                  name={name}
                  value={`+${i}`}
                  defaultChecked={i === 0}
                  onChange={() => onPick(dateWindow(new Date(), windowDays)[i]!)}
                  className="peer sr-only"
                  aria-label={i === 0 ? w.today : w.dayNumber(i + 1)}
                  data-day-offset={i}
                  suppressHydrationWarning
                />
                <span
                  className="flex w-[4.25rem] flex-col items-center rounded-2xl border-[1.5px] border-[#cfc8e3] bg-white px-2 py-2 text-center text-ink peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 sm:w-auto"
                  aria-hidden="true"
                >
                  <span className="text-xs font-semibold uppercase" data-day-part="weekday" suppressHydrationWarning>
                    {i === 0 ? w.today : '\u00a0'}
                  </span>
                  <span className="text-xl font-extrabold leading-tight" data-day-part="day" suppressHydrationWarning>
                    {'\u00a0'}
                  </span>
                  <span className="text-xs" data-day-part="month" suppressHydrationWarning>
                    {'\u00a0'}
                  </span>
                </span>
              </label>
            ))}
      </div>
    </fieldset>
  );
}
