// The slot row of one Nairobi date, in the parent's zone. A slot that has started, or that
// has no seat left (or whose date is closed), cannot be chosen: a full one reads "Full",
// on screen and to screen readers, and on the booking form offers its waiting list below the
// row. A message under the row says when nothing is left.
import { SESSION_MINUTES, SLOTS, slotInZone } from '../../domain/slots';
import type { DayAvailability as Availability } from '../../domain/seats';
import { slotView } from './slotView';
import { words as bookingMessages } from '../../i18n/en/messages/booking';
import { words as bookingWords } from '../../i18n/en/booking';
import { useWords, useMessages } from '../hooks/useWords';
import { words as englishDates } from '../../i18n/en/dates';
import type { Country } from '../../domain/booking';
import { words as waitlistWords } from '../../i18n/en/waitlist';

/** The parts of the messages area (src/i18n/en/messages/) this island shows, in English (another language's page hands down its own). */
const english = { booking: bookingMessages };

interface Props {
  now: Date | null;
  date: string;
  /** The chosen Nairobi slot, HH:MM, or ''. */
  value: string;
  onPick: (slot: string) => void;
  country: Country;
  availability: Availability | null;
  name?: string;
  legend?: string;
  /** A slot shown as taken by this booking (the manage page's current class). */
  current?: string;
  /** Announced under the slots, e.g. "that time has just filled up". */
  notice?: string;
  /** Offers each full slot's waiting list (the booking form); the slot the parent asked to wait for. */
  onWait?: (slot: string) => void;
  waitingFor?: string;
}

export default function SlotPicker({
  now,
  date,
  value,
  onPick,
  country,
  availability,
  name = 'time',
  legend,
  current,
  notice = '',
  onWait,
  waitingFor = '',
}: Props) {
  const wait = useWords('waitlist', waitlistWords).form;
  const m = useMessages(english).booking;
  const words = useWords('booking', bookingWords);
  const w = words.times;
  const { clockTime, clockReading } = useWords('dates', englishDates);
  const zone = slotInZone(date, SLOTS[0], country.tz).zone;
  // Before the code knows the clock every slot can be picked; a past one is let go after.
  const states = SLOTS.map((slot) => (now ? slotView(date, slot, now, availability) : 'open'));
  const closed = Boolean(now && availability?.date === date && availability.closed);
  const nothingLeft = Boolean(now) && states.every((s) => s !== 'open');
  const anyPast = states.some((s) => s === 'past');
  // A closed day has no list to wait on: only a slot whose seats are taken offers one.
  const full = onWait && now && !closed ? SLOTS.filter((_, i) => states[i] === 'full') : [];

  return (
    // data-seats: the day whose seats the slots show, once its answer is in (tests wait on this mark).
    <fieldset className="min-w-0" data-seats={now && availability?.date === date ? date : undefined}>
      <legend className="mb-1 text-lg font-bold text-ink">{legend ?? w.legend}</legend>
      <p className="mb-3 text-sm text-muted">{w.shownIn(country.name, zone, words.sessionLength(SESSION_MINUTES))}</p>
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-7">
        {SLOTS.map((slot, i) => {
          const local = slotInZone(date, slot, country.tz);
          const state = states[i]!;
          const off = state !== 'open' || slot === current;
          const selected = value === slot;
          const note = !now
            ? ''
            : state === 'full'
              ? w.fullNote
              : state === 'past'
                ? w.pastNote
                : slot === current
                  ? w.yoursNote
                  : '';
          return (
            <label key={slot} className={`relative ${off ? 'cursor-not-allowed' : 'cursor-pointer'}`}>
              <input
                type="radio"
                name={name}
                value={slot}
                checked={selected}
                disabled={off}
                onChange={() => onPick(slot)}
                className="peer sr-only"
                aria-label={`${clockTime(local.time)} ${local.zone}${note}`}
              />
              <span
                aria-hidden="true"
                className={`flex flex-col items-center rounded-xl border-[1.5px] px-1 py-2 text-center peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 ${
                  state === 'full'
                    ? 'border-[#e6c3cf] bg-[#fbf1f4] text-[#8a2443]'
                    : slot === current && state === 'open'
                      ? 'border-brand-300 bg-brand-50 text-brand-900'
                      : off
                        ? 'border-dashed border-[#d9d4e8] bg-[#f6f5fa] text-[#6b6780] line-through'
                        : selected
                          ? 'border-brand-700 bg-brand-700 text-white'
                          : 'border-[#cfc8e3] bg-white text-ink hover:border-brand-500 hover:bg-brand-50'
                }`}
              >
                <span className={`text-base font-bold ${state === 'full' ? 'line-through' : ''}`}>{local.time}</span>
                {clockReading(local.time) && <span className="text-[0.7rem] leading-tight">{clockReading(local.time)}</span>}
                <span className={`text-xs ${selected ? 'text-brand-100' : off ? 'font-semibold' : 'text-muted'}`}>
                  {state === 'full' ? w.full : slot === current && state === 'open' ? w.yours : local.zone}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {full.length > 0 && (
        <div className="mt-3 flex flex-wrap gap-2">
          {full.map((slot) => {
            const local = slotInZone(date, slot, country.tz);
            const chosen = waitingFor === slot;
            return (
              <button
                key={slot}
                type="button"
                aria-pressed={chosen}
                onClick={() => onWait?.(slot)}
                className={`rounded-xl border-[1.5px] px-3 py-2 text-sm font-semibold ${
                  chosen
                    ? 'border-[#8a2443] bg-[#8a2443] text-white'
                    : 'border-[#e6c3cf] bg-white text-[#8a2443] hover:bg-[#fbf1f4]'
                }`}
              >
                {wait.offer}: {clockTime(local.time)} {local.zone}
              </button>
            );
          })}
        </div>
      )}
      <p className="mt-3 min-h-[1.25rem] text-sm font-semibold text-brand-800" aria-live="polite">
        {nothingLeft ? (closed ? m.dateClosed : anyPast ? m.noSlotsLeft : m.noSeatsLeft) : ''}
      </p>
      {/* Always in the page, so screen readers announce the text when it arrives. */}
      <div
        role="alert"
        className={notice ? 'mt-2 rounded-xl border border-[#e6c3cf] bg-[#fbf1f4] p-3 text-sm font-semibold text-[#8a2443]' : ''}
      >
        {notice}
      </div>
    </fieldset>
  );
}
