// Seats per slot over the booking window, as the staff console shows them: taken out of
// available, from slots/{date} documents and settings.yaml `booking`. Unlike the booking
// form's availability, a slot that has started still shows its seats.
import { isClosedOn } from '../closed-days';
import type { BookingSettings } from '../seats';
import { SLOTS, dateWindow, dayLabel } from '../slots';

export interface SeatCell {
  time: string;
  taken: number;
  seats: number;
}

export interface SeatDay {
  date: string;
  label: string;
  closed: boolean;
  slots: SeatCell[];
}

/** `taken` maps a Nairobi date to its slots document's `taken` map (missing: nobody booked). */
export function seatDays(
  taken: Readonly<Record<string, Readonly<Record<string, number>> | undefined>>,
  settings: BookingSettings,
  now: Date,
): SeatDay[] {
  const { seatsPerSlot } = settings;
  return dateWindow(now, settings.windowDays).map((date) => {
    // Closed in every country: a day closed in some countries still takes the others' trials.
    const closed = isClosedOn(settings, date);
    return {
      date,
      label: dayLabel(date).full,
      closed,
      slots: SLOTS.map((time) => ({
        time,
        taken: Math.max(0, Number(taken[date]?.[time] ?? 0)),
        seats: closed ? 0 : seatsPerSlot,
      })),
    };
  });
}
