// How one slot shows on the picker: past once it has started; full when its date is closed
// or no seat is left (seats.ts decides); open otherwise. Without availability for the date
// (not loaded yet, or unreachable) a future slot shows open: the book function has the last
// word when the parent confirms.
import { isSlotPast } from '../../domain/slots';
import { slotState, type DayAvailability } from '../../domain/seats';

export type SlotView = 'open' | 'past' | 'full';

export function slotView(date: string, slot: string, now: Date, availability: DayAvailability | null | undefined): SlotView {
  if (isSlotPast(date, slot, now)) return 'past';
  if (!availability || availability.date !== date) return 'open';
  if (availability.closed) return 'full';
  return slotState(availability, slot) === 'open' ? 'open' : 'full';
}
