// The booking as mail templates read it (the fields of bookings/{id}, `BookingRecord`) and
// the rows they print. Pure.
import type { BookingRecord } from './booking';

export type { BookingRecord };

/** The school's copy of every field of a booking, for notices. */
export function bookingRows(b: BookingRecord): [string, string][] {
  return [
    ['Student', b.studentName],
    ['Grade', b.studentGrade],
    ['Parent', b.parentName],
    ['Email', b.email],
    ['WhatsApp', b.whatsapp],
    ['Country', `${b.country.name} (${b.country.code}, ${b.country.tz})`],
    ['Booking', b.id],
  ];
}
