// A booking's rows in a staff notice (new, moved or cancelled trial), in the notices' words.
import type { BookingRecord } from '../../domain/booking-types';
import { words as notices } from '../../i18n/en/console/notices';

const l = notices.label;

export function bookingRows(b: BookingRecord): [string, string][] {
  return [
    [l.student, b.studentName],
    [l.grade, b.studentGrade],
    [l.parent, b.parentName],
    [l.email, b.email],
    [l.whatsapp, b.whatsapp],
    [l.country, `${b.country.name} (${b.country.code}, ${b.country.tz})`],
    [l.booking, b.id],
  ];
}
