// When a booked class can still be changed, when it counts as past, and how a slot shows
// on the picker once seats are known. Pure: every "now" is a parameter. Shared by the
// booking form, the manage page, the dashboard and the functions.
import { isSlotPast, slotEnd, slotInstant } from './slots';

/** A parent may reschedule or cancel until this long before the class starts. */
export const CHANGE_CUTOFF_MINUTES = 120;

/** The cut-off as a parent reads it: "2 hours". */
export const CHANGE_CUTOFF_TEXT = `${CHANGE_CUTOFF_MINUTES / 60} hours`;

/** Whether a class (Nairobi date and HH:MM) can still be rescheduled or cancelled at `now`. */
export function canChangeBooking(date: string, time: string, now: Date): boolean {
  return slotInstant(date, time).getTime() - CHANGE_CUTOFF_MINUTES * 60_000 > now.getTime();
}

/** A class is past once it has ended (one session after its start). */
export function isBookingPast(date: string, time: string, now: Date): boolean {
  return slotEnd(date, time).getTime() <= now.getTime();
}

/** What `GET /api/availability` answers for one Nairobi date. */
export interface Availability {
  date: string;
  closed: boolean;
  slots: Record<string, { seats: number; taken: number }>;
}

/** How one slot shows on the picker. */
export type SlotState = 'open' | 'past' | 'full';

/** A slot's state: past once started; full when the date is closed or no seat is left.
 *  Without availability (not loaded yet, or unreachable) a slot counts as open: the
 *  server has the last word when the parent confirms. */
export function slotState(date: string, slot: string, now: Date, availability: Availability | null | undefined): SlotState {
  if (isSlotPast(date, slot, now)) return 'past';
  if (!availability || availability.date !== date) return 'open';
  if (availability.closed) return 'full';
  const seats = availability.slots[slot];
  if (seats && seats.taken >= seats.seats) return 'full';
  return 'open';
}
