// What a manage link shows before the server answers: the booking as it was when the link
// was sent, carried in the link's fragment after its token ("#<token>~1.<payload>"), so
// the page can show the class at once and the fragment never reaches a server. Versioned,
// small and URL-safe (base64url of a JSON array); read back field by field, so a garbled
// or tampered fragment yields nothing. It holds no contact data: a first name, the grade,
// the class's Nairobi date and time, the country, the status and when the link was sent.
// Pure.
import { BOOKING_STATUSES, bookingStatusOf, type BookingStatus } from './booking-status';
import { findCountry, type CountryInfo } from './countries';
import { decodeGlance, encodeGlance, glanceSeconds, glanceTime, GLANCE_SEPARATOR, splitFragment } from './glance-codec';
import { isValidName } from './names';
import { isIsoDate, isSlot } from './slots';

/** The booking as the link's message told it. */
export interface Glance {
  firstName: string;
  grade: string;
  /** The class's Nairobi date and slot, as bookings store them. */
  date: string;
  time: string;
  country: CountryInfo;
  status: BookingStatus;
  /** When the message holding the link was written. */
  sentAt: Date;
}

/** The fragment's version mark; a link of another version shows nothing early. */
const VERSION = '1';
export { GLANCE_SEPARATOR, splitFragment };
/** Longest glance read: anything longer was not written here. */
const MAX_LENGTH = 240;
const GRADE = /^[A-Za-z0-9-]{1,12}$/;
const NAME_MAX = 30;

/** The first word of a child's name, at most NAME_MAX characters. */
export function firstNameOf(name: string): string {
  return (name.trim().split(/\s+/)[0] ?? '').slice(0, NAME_MAX);
}

/** A glance's first name: a valid name, at most NAME_MAX characters. */
export function isGlanceName(value: unknown): value is string {
  return typeof value === 'string' && value.length <= NAME_MAX && isValidName(value);
}

interface GlanceSource {
  studentName: string;
  studentGrade: string;
  date: string;
  time: string;
  country: { code: string };
  status?: string;
}

/** The glance of a booking as it is now, to append to its link ("~1.<payload>"). */
export function glanceSuffix(b: GlanceSource, sentAt: Date): string {
  const status = bookingStatusOf(b.status) ?? BOOKING_STATUSES[0];
  const fields = [firstNameOf(b.studentName), b.studentGrade, b.date, b.time, b.country.code, status];
  return encodeGlance(VERSION, [...fields, glanceSeconds(sentAt)]);
}

/** A manage link with its glance: `url` is "/manage#<token>" (or absolute). */
export function withGlance(url: string, b: GlanceSource, sentAt: Date): string {
  return `${url}${glanceSuffix(b, sentAt)}`;
}

/** The glance a fragment's tail holds, or null when it is missing, of another version or not ours. */
export function readGlance(text: string): Glance | null {
  const value = decodeGlance(text, VERSION, 7, MAX_LENGTH);
  if (!value) return null;
  const [firstName, grade, date, time, code, status, seconds] = value;
  if (!isGlanceName(firstName)) return null;
  if (typeof grade !== 'string' || !GRADE.test(grade)) return null;
  if (!isIsoDate(date) || !isSlot(time) || typeof code !== 'string') return null;
  const country = findCountry(code);
  const known = bookingStatusOf(status);
  if (!country || !known) return null;
  const sentAt = glanceTime(seconds);
  if (!sentAt) return null;
  return { firstName, grade, date, time, country, status: known, sentAt };
}
