// Seats of the trial classes: how many a slot has (settings.yaml `booking`), which dates
// are closed, what a day's availability looks like, when a booking can still be changed
// and when a class is over. Pure: every "now" is a parameter, and the seat counts come in
// as plain numbers (the functions read them from slots/{date}).
import type { TrialRules } from './trial-rules';
import { isClosedOn, type ClosedDay } from './closed-days';
import { SESSION_MINUTES, SLOTS, dateWindow, isSlot, isSlotPast, slotInstant } from './slots';

/** settings.yaml `booking`. */
export interface BookingSettings extends TrialRules {
  /** Trial seats in each class slot. */
  seatsPerSlot: number;
  /** Nairobi dates (YYYY-MM-DD) with no classes, in every country. */
  closedDates: readonly string[];
  /** Named closed days, some for some countries only (closed-days.ts). */
  closedDays?: readonly ClosedDay[];
  /** Children of one family (same email or WhatsApp number) with an upcoming trial at once. */
  maxChildrenPerFamily: number;
}

/** Seats taken per slot of one date, as slots/{date}.taken holds them. */
export type TakenSeats = Readonly<Record<string, number>>;

/** One slot as the booking form shows it: bookable while taken < seats. */
export interface SlotSeats {
  /** Seats that can be booked at this slot now: 0 when the slot is closed or has started. */
  seats: number;
  taken: number;
}

/** The answer of GET /api/availability. */
export interface DayAvailability {
  date: string;
  /** The whole day takes no booking: a closed date, or a date outside the booking window. */
  closed: boolean;
  slots: Record<string, SlotSeats>;
}

export type { TrialRules } from './trial-rules';

const takenAt = (taken: TakenSeats, time: string) => {
  const count = taken[time];
  return typeof count === 'number' && count > 0 ? count : 0;
};

/** Whether a whole date takes bookings at `now`: inside the window and not closed (for `country` when known). */
export function isDateOpen(settings: BookingSettings, date: string, now: Date, country?: string): boolean {
  return dateWindow(now, settings.windowDays).includes(date) && !isClosedOn(settings, date, country);
}

/** A date's slots with their seats, as the booking form shows them. */
export function dayAvailability(
  settings: BookingSettings,
  date: string,
  taken: TakenSeats,
  now: Date,
  country?: string,
): DayAvailability {
  const open = isDateOpen(settings, date, now, country);
  const slots: Record<string, SlotSeats> = {};
  for (const slot of SLOTS) {
    const seats = open && !isSlotPast(date, slot, now) ? settings.seatsPerSlot : 0;
    slots[slot] = { seats, taken: takenAt(taken, slot) };
  }
  return { date, closed: !open, slots };
}

/** How one slot reads in the form: open, full (no seat left), or closed (closed day or started). */
export function slotState(day: DayAvailability, time: string): 'open' | 'full' | 'closed' {
  const slot = day.slots[time];
  if (!slot || slot.seats === 0) return 'closed';
  return slot.taken >= slot.seats ? 'full' : 'open';
}

/** Why a slot cannot take one more booking, or null when it can. */
export type SeatRefusal = 'outside-window' | 'closed-date' | 'not-a-slot' | 'started' | 'full';

export function seatRefusal(
  settings: BookingSettings,
  date: string,
  time: string,
  taken: TakenSeats,
  now: Date,
  country?: string,
): SeatRefusal | null {
  if (!dateWindow(now, settings.windowDays).includes(date)) return 'outside-window';
  if (isClosedOn(settings, date, country)) return 'closed-date';
  if (!isSlot(time)) return 'not-a-slot';
  if (isSlotPast(date, time, now)) return 'started';
  return takenAt(taken, time) >= settings.seatsPerSlot ? 'full' : null;
}

/** The last instant a booking can be rescheduled or cancelled: `cutoffHours` (settings.yaml) before the class. */
export function changeDeadline(date: string, time: string, cutoffHours: number): Date {
  return new Date(slotInstant(date, time).getTime() - cutoffHours * 3_600_000);
}

/** Whether a booking of this class can still be changed at `now` (instants, so Nairobi midnight changes nothing). */
export function canChange(date: string, time: string, now: Date, cutoffHours: number): boolean {
  return now.getTime() < changeDeadline(date, time, cutoffHours).getTime();
}

/** A class is past one hour after it starts (when it ends). */
export function isClassPast(date: string, time: string, now: Date): boolean {
  return now.getTime() >= slotInstant(date, time).getTime() + SESSION_MINUTES * 60_000;
}
