// What a manage link shows before the server answers: the booking as it was when the link
// was sent, carried in the link's fragment after its token ("#<token>~1.<payload>"), so
// the page can show the class at once and the fragment never reaches a server. Versioned,
// small and URL-safe (base64url of a JSON array); read back field by field, so a garbled
// or tampered fragment yields nothing. It holds no contact data: a first name, the grade,
// the class's Nairobi date and time, the country, the status and when the link was sent.
// Pure.
import { BOOKING_STATUSES, bookingStatusOf, type BookingStatus } from './booking-status';
import { findCountry, type CountryInfo } from './countries';
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
/** Between the token and the glance; never in a token (base64url). /manage's head script splits on it. */
export const GLANCE_SEPARATOR = '~';
const SEPARATOR = GLANCE_SEPARATOR;
/** Longest glance read: anything longer was not written here. */
const MAX_LENGTH = 240;
const GRADE = /^[A-Za-z0-9-]{1,12}$/;
const NAME_MAX = 30;

/** The first word of a child's name, at most NAME_MAX characters. */
export function firstNameOf(name: string): string {
  return (name.trim().split(/\s+/)[0] ?? '').slice(0, NAME_MAX);
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
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
  return `${SEPARATOR}${VERSION}.${toBase64Url(JSON.stringify([...fields, Math.floor(sentAt.getTime() / 1000)]))}`;
}

/** A manage link with its glance: `url` is "/manage#<token>" (or absolute). */
export function withGlance(url: string, b: GlanceSource, sentAt: Date): string {
  return `${url}${glanceSuffix(b, sentAt)}`;
}

/** The token and the glance text of an address's fragment ("#<token>~1.<payload>"). */
export function splitFragment(hash: string): { token: string; glance: string } {
  const text = hash.replace(/^#/, '');
  const at = text.indexOf(SEPARATOR);
  return at === -1 ? { token: text, glance: '' } : { token: text.slice(0, at), glance: text.slice(at + 1) };
}

/** The glance a fragment's tail holds, or null when it is missing, of another version or not ours. */
export function readGlance(text: string): Glance | null {
  if (!text || text.length > MAX_LENGTH || !text.startsWith(`${VERSION}.`)) return null;
  const json = fromBase64Url(text.slice(VERSION.length + 1));
  if (json === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 7) return null;
  const [firstName, grade, date, time, code, status, sentAt] = value as unknown[];
  if (typeof firstName !== 'string' || firstName.length > NAME_MAX || !isValidName(firstName)) return null;
  if (typeof grade !== 'string' || !GRADE.test(grade)) return null;
  if (!isIsoDate(date) || !isSlot(time) || typeof code !== 'string') return null;
  const country = findCountry(code);
  const known = bookingStatusOf(status);
  if (!country || !known) return null;
  if (typeof sentAt !== 'number' || !Number.isSafeInteger(sentAt) || sentAt <= 0) return null;
  return { firstName, grade, date, time, country, status: known, sentAt: new Date(sentAt * 1000) };
}
