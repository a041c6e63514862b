// The booking as mail templates read it: the fields of bookings/{id} they print. Pure.
import type { BookingRecord } from '../booking';

/** The booking as mail templates read it. */
export type BookedClass = BookingRecord;

/** The school's copy of every field of a booking, for notices. */
export function bookingRows(b: BookedClass): [string, string][] {
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
