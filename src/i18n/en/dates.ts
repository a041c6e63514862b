// Booking days and class times as a reader reads them: each language's folder gives the same
// functions. English keeps the house's own names (slots.ts, zone-clock.ts: no Intl set-up on the
// booking page's first paint).
import { dayLabel, describeSlot } from '../../domain/slots';

export interface DateWords {
  /** A Nairobi date's chip and spoken labels (weekday, day, month, full). */
  dayLabel: (date: string) => ReturnType<typeof dayLabel>;
  /** A whole class time: its date, clock time and zone. */
  describeSlot: (date: string, slot: string, tz: string) => string;
  /** A clock time (HH:MM) as the reader reads it. */
  clockTime: (time: string) => string;
  /** What a short display adds beside a bare HH:MM ('' when the time says it all). */
  clockReading: (time: string) => string;
}

export const words: DateWords = {
  dayLabel,
  describeSlot,
  clockTime: (time) => time,
  clockReading: () => '',
};
