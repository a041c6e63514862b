// What the parent typed or picked before the form's code arrived, adopted into the draft
// through the same filters as typing: names keep only name characters, the email its
// length limit, the phone its digits; a grade, country or slot the form does not offer is
// ignored.
import { filterPhone, type BookingDraft, type Country } from '../../domain/booking';
import { EMAIL_MAX } from '../../domain/email';
import { filterName } from '../../domain/names';
import { dateWindow, isSlot } from '../../domain/slots';
import type { TypedBeforeHydration } from '../hooks/useTypedBeforeHydration';

export function withTyped(
  draft: BookingDraft,
  values: TypedBeforeHydration['values'],
  gradeIds: readonly string[],
  countries: readonly Country[],
  windowDays: number,
): BookingDraft {
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : null);
  const next = { ...draft };
  const studentName = text('studentName');
  const parentName = text('parentName');
  const email = text('email');
  const phone = text('phone');
  const grade = text('studentGrade');
  const country = text('countryCode');
  const day = text('date');
  const time = text('time');
  if (studentName !== null) next.studentName = filterName(studentName);
  if (parentName !== null) next.parentName = filterName(parentName);
  if (email !== null) next.email = email.slice(0, EMAIL_MAX);
  if (phone !== null) next.phone = filterPhone(phone);
  if (grade !== null && gradeIds.includes(grade)) next.studentGrade = grade;
  if (country !== null && countries.some((c) => c.code === country)) next.countryCode = country;
  // The strip's radios hold day offsets ("+2") until the clock is known.
  const offset = day?.startsWith('+') ? Number(day.slice(1)) : Number.NaN;
  const date = dateWindow(new Date(), windowDays)[offset];
  if (date && date !== next.date) {
    next.date = date;
    next.time = '';
  }
  if (time !== null && isSlot(time)) next.time = time;
  return next;
}
