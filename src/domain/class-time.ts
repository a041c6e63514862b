// A trial class's time as a message prints it: in the family's zone, with Nairobi's time
// beside it when it differs. This file holds the rule (which readings exist, when they are the
// same); each language's formats (src/i18n/<language>/formats.ts) writes them. Pure; built on
// the slot and zone rules of slots.ts.
import { NAIROBI_TZ, slotInZone, slotInstant, type SlotInZone } from './slots';
import { wallTime, type WallTime } from './zone-clock';

export interface ClassTime {
  /** "Tuesday 24 November, 08:00 WAT" */
  local: string;
  /** "Tuesday 24 November, 08:00 WAT (10:00 in Nairobi)"; just `local` when Nairobi reads the same. */
  full: string;
  /** "10:00 EAT in Nairobi": the school's own reading, for notices to staff. */
  nairobi: string;
}

/** The class's instant and its readings in the family's zone and in Nairobi. */
export interface ClassMoment {
  at: Date;
  there: SlotInZone;
  here: SlotInZone;
  /** The wall clocks, for writing the day and date. */
  thereWall: WallTime;
  hereWall: WallTime;
  /** Nairobi reads the same time on the same day: say it once. */
  same: boolean;
  /** Nairobi is on the same calendar day. */
  sameDay: boolean;
}

/** `date` and `time` are the booking's Nairobi date and slot; `tz` the family's zone. */
export function classMoment(date: string, time: string, tz: string): ClassMoment {
  const at = slotInstant(date, time);
  const there = slotInZone(date, time, tz);
  const here = slotInZone(date, time, NAIROBI_TZ);
  return {
    at,
    there,
    here,
    thereWall: wallTime(at, tz),
    hereWall: wallTime(at, NAIROBI_TZ),
    same: there.time === here.time && there.date === here.date,
    sameDay: there.date === here.date,
  };
}

/** A class stored as an instant, as `classMoment` reads it (its Nairobi date and time). */
export function momentOf(start: Date, tz: string): ClassMoment {
  const nairobi = wallTime(start, NAIROBI_TZ);
  return classMoment(nairobi.date, nairobi.time, tz);
}
