// A trial class's time as a mail prints it: in the family's zone, with Nairobi's time
// beside it when it differs, e.g. "Tuesday 24 November, 08:00 WAT (10:00 in Nairobi)".
// Pure; built on the slot and zone rules of slots.ts.
import { NAIROBI_TZ, slotInZone, slotInstant } from '../slots';
import { dayAndMonth, fullDate, wallTime } from '../zone-clock';

export interface ClassTime {
  /** "Tuesday 24 November, 08:00 WAT" */
  local: string;
  /** "Tuesday 24 November, 08:00 WAT (10:00 in Nairobi)"; just `local` when Nairobi reads the same. */
  full: string;
  /** "10:00 EAT in Nairobi": the school's own reading, for notices to staff. */
  nairobi: string;
}

/** `date` and `time` are the booking's Nairobi date and slot; `tz` the family's zone. */
export function classTime(date: string, time: string, tz: string): ClassTime {
  const at = slotInstant(date, time);
  const there = slotInZone(date, time, tz);
  const here = slotInZone(date, time, NAIROBI_TZ);
  const inNairobi = wallTime(at, NAIROBI_TZ);
  const local = `${dayAndMonth(wallTime(at, tz))}, ${there.time} ${there.zone}`;
  const sameAsNairobi = there.time === here.time && there.date === here.date;
  const nairobiDay = there.date === here.date ? '' : `${dayAndMonth(inNairobi)}, `;
  return {
    local,
    full: sameAsNairobi ? local : `${local} (${nairobiDay}${here.time} in Nairobi)`,
    nairobi: `${fullDate(inNairobi)}, ${here.time} ${here.zone} in Nairobi`,
  };
}
