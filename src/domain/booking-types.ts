// The booking as mail templates read it (the fields of bookings/{id}, `BookingRecord`) and
// the rows they print. Pure.
import type { BookingRecord } from './booking';

export type { BookingRecord };

/** The school's copy of every field of a booking, for notices. */
