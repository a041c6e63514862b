// The staff console's class list: trial bookings grouped by Nairobi date, each with the
// time in Nairobi and in the family's zone, a WhatsApp link carrying the class details, and
// a flag on classes that are over but have no outcome yet. Pure: "now" is a parameter.
import { isClassPast } from '../seats';
import { dayLabel, nairobiDate, slotInZone, type SlotInZone } from '../slots';

import type { BookingRecord, BookingStatus } from '../booking';
import type { MessageSummary } from '../whatsapp/summary';

export type { BookingStatus };

/** A booking as the console reads it (the stored document's fields the console uses). */
export interface StaffBooking extends BookingRecord {
  status: BookingStatus;
  createdAt: Date | null;
  /** The family tapped "I'll be there" on WhatsApp for this class time. */
  confirmed?: boolean;
  /** What was sent on WhatsApp or SMS, and how far it got. */
  messages?: MessageSummary[];
  /** The latest recommendation staff recorded after the trial, if any. */
  recommendationId?: string;
}

export interface ClassRow extends StaffBooking {
  /** The start as the family reads it (time, zone, their date). */
  local: SlotInZone;
  /** The class is over and nobody has recorded attended, no-show or a cancellation. */
  needsOutcome: boolean;
}

export interface ClassDay {
  date: string;
  /** "Tuesday 10 March 2026" */
  label: string;
  isToday: boolean;
  classes: ClassRow[];
}

/** How far back the console looks for classes still waiting for an outcome. */
export const OUTCOME_LOOKBACK_DAYS = 30;

/** The earliest Nairobi date the console reads bookings from. */
export function classesFrom(now: Date): string {
  // Nairobi keeps one offset all year, so whole days back in time are whole dates back there.
  return nairobiDate(new Date(now.getTime() - OUTCOME_LOOKBACK_DAYS * 86_400_000));
}

export function needsOutcome(b: Pick<StaffBooking, 'date' | 'time' | 'status'>, now: Date): boolean {
  return b.status === 'upcoming' && isClassPast(b.date, b.time, now);
}

/**
 * Today's and later classes (any status), plus earlier ones still waiting for an outcome,
 * grouped by Nairobi date, earliest first; within a day by time, then student.
 */
export function classDays(bookings: readonly StaffBooking[], now: Date): ClassDay[] {
  const today = nairobiDate(now);
  const days = new Map<string, ClassRow[]>();
  for (const b of bookings) {
    const flagged = needsOutcome(b, now);
    if (b.date < today && !flagged) continue;
    const row: ClassRow = { ...b, local: slotInZone(b.date, b.time, b.country.tz), needsOutcome: flagged };
    days.set(b.date, [...(days.get(b.date) ?? []), row]);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, classes]) => ({
      date,
      label: dayLabel(date).full,
      isToday: date === today,
      classes: classes.sort((a, b) => a.time.localeCompare(b.time) || a.studentName.localeCompare(b.studentName)),
    }));
}

/** What the message staff send a family about their class says (worded in i18n/en/console/staff.ts). */
export interface ClassMessageFacts {
  parent: string;
  student: string;
  /** The class's date in the family's zone: "Wednesday 11 March 2026". */
  day: string;
  time: string;
  zone: string;
  /** The Nairobi time beside it, when the family's zone is not Nairobi's. */
  nairobiTime: string | null;
}

/** The class as the family reads it: in their zone, with Nairobi's time when it differs. */
export function classMessageFacts(b: StaffBooking): ClassMessageFacts {
  const local = slotInZone(b.date, b.time, b.country.tz);
  return {
    parent: b.parentName,
    student: b.studentName,
    day: dayLabel(local.date).full,
    time: local.time,
    zone: local.zone,
    nairobiTime: local.zone === 'EAT' ? null : b.time,
  };
}

/** A wa.me link to the family's WhatsApp number with `text` filled in. */
export function whatsappLink(b: Pick<StaffBooking, 'whatsapp'>, text: string): string {
  const digits = b.whatsapp.replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
