// The booking as mail templates read it: the fields of bookings/{id} they print. Pure.
import type { Country } from '../booking';

export interface BookedClass {
  id: string;
  studentName: string;
  /** The grade band as the family chose it, e.g. "3-5". */
  studentGrade: string;
  parentName: string;
  email: string;
  /** E.164, e.g. "+2348031234567". */
  whatsapp: string;
  country: Country;
  /** Nairobi date, YYYY-MM-DD. */
  date: string;
  /** Nairobi slot, HH:MM. */
  time: string;
}

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
