// Trial booking rules: the form's validation and the booking document it produces. Class
// times live in slots.ts, names in names.ts, email in email.ts: import each from its own
// module, so a page that needs only times does not carry the phone rules.
// Pure: every "now" is a parameter.
import { parsePhoneNumberFromString, type CountryCode, type MetadataJson } from 'libphonenumber-js/core';
import { EMAIL_MAX, emailMessage, isValidEmail } from './email';
import { filterName, isValidName } from './names';
import type { Messages } from '../i18n/en/messages';
import { words as bookingMessages } from '../i18n/en/messages/booking';
import { words as emailMessages } from '../i18n/en/messages/email';
import phoneMetadata from './phone-metadata.json' with { type: 'json' };
import { dateWindow, isSlot, isSlotPast, nairobiDate } from './slots';
import { isOfferedDate, slotProblem } from './slot-choice';
import { storedCountry, type Country } from './countries';
import type { Language } from '../i18n/languages';
import type { BookingStatus } from './booking-status';

// The island and its tests still import the type from here; countries.ts owns it.
export type { Country };

// --- Validation -----------------------------------------------------------------------

/** Keeps what a phone number is written with: digits, spaces, + ( ) - . */
export function filterPhone(value: string): string {
  return value.replace(/[^\d\s+()\-.]/g, '').slice(0, 24);
}

/** The number in E.164 form (+254712345678) when it is a valid number of `countryCode`, else null. */
export function phoneE164(value: string, countryCode: string): string | null {
  const text = value.trim();
  // Only what the field lets a parent type: the parser would skip anything else unseen.
  if (!text || filterPhone(text) !== text) return null;
  try {
    const parsed = parsePhoneNumberFromString(text, countryCode as CountryCode, phoneMetadata as unknown as MetadataJson);
    if (!parsed || parsed.country !== countryCode || !parsed.isValid()) return null;
    return parsed.number;
  } catch {
    return null;
  }
}

// --- The form as a whole ----------------------------------------------------------------

/** What the parent has entered: kept as typed, so a failed save can restore it exactly. */
export interface BookingDraft {
  studentName: string;
  studentGrade: string;
  parentName: string;
  email: string;
  phone: string;
  countryCode: string;
  /** Nairobi date, YYYY-MM-DD. */
  date: string;
  /** Nairobi slot, HH:MM, or '' when none is chosen. */
  time: string;
}

/** The booking form's fields, which every booking document holds (createdAt is added on save). */
export interface BookingFields {
  studentName: string;
  studentGrade: string;
  parentName: string;
  email: string;
  whatsapp: string;
  country: Country;
  date: string;
  time: string;
  type: 'trial';
  status: 'upcoming';
}

export { BOOKING_STATUSES, bookingStatusOf, type BookingStatus } from './booking-status';

/** A stored booking as the mail, the staff console and the manage answers show it: its id
 *  and the booking form's fields about the family and the class. */
export type BookingRecord = { id: string } & Omit<BookingFields, 'type' | 'status'> & {
    /** The language the family booked in (absent on older bookings: English). */
    language?: Language;
  };

/** What the book and manage answers show of a booking (functions/src/bookings/stored.ts `viewOf`):
 *  never its token hash or the parent's uid. The manage page reads part of it back (`ManagedBooking`). */
export interface BookingView extends BookingRecord {
  status: BookingStatus;
  /** The class ended (one hour after it started). */
  past: boolean;
  /** Reschedule and cancel are still open (upcoming, and before the change cut-off). */
  changeable: boolean;
  /** Until when it can be changed, ISO 8601. */
  changeDeadline: string;
  /** The family's channels, as stored on the booking (STOP on WhatsApp is kept elsewhere). */
  notify?: { whatsapp?: boolean; mail?: boolean };
}

export function emptyDraft(now: Date, countryCode: string): BookingDraft {
  return {
    studentName: '',
    studentGrade: '',
    parentName: '',
    email: '',
    phone: '',
    countryCode,
    date: nairobiDate(now),
    time: '',
  };
}

export interface DraftCheck {
  studentName: boolean;
  studentGrade: boolean;
  parentName: boolean;
  email: boolean;
  phone: boolean;
  time: boolean;
}

/** Which parts of the draft are ready, given the offered grades and countries. */
export function checkDraft(
  draft: BookingDraft,
  grades: readonly string[],
  countries: readonly Country[],
  now: Date,
  /** The booking window's days (settings.yaml); a request reader gives none (slot-choice.ts). */
  windowDays?: number,
): DraftCheck {
  const countryKnown = countries.some((c) => c.code === draft.countryCode);
  return {
    studentName: isValidName(draft.studentName),
    studentGrade: grades.includes(draft.studentGrade),
    parentName: isValidName(draft.parentName),
    email: isValidEmail(draft.email),
    phone: countryKnown && phoneE164(draft.phone, draft.countryCode) !== null,
    time: isSlot(draft.time) && isOfferedDate(draft.date, now, windowDays) && !isSlotPast(draft.date, draft.time, now),
  };
}

/** The draft's fields, in the order the form shows them (and problems are reported). */
export type DraftField = keyof BookingDraft;

/** Why a draft cannot be booked: the first failing field, with the message to show beside it. */
export interface FieldProblem {
  field: DraftField;
  message: string;
}

/**
 * The first problem of a draft, or null when it can be booked. The form and the book
 * function both call this, so they refuse and accept the same drafts with the same words.
 * Seats and closed dates are not draft rules: see seats.ts.
 */
export function draftProblem(
  draft: BookingDraft,
  grades: readonly string[],
  countries: readonly Country[],
  now: Date,
  /** The words of the request's language (the catalogue's messages area); English unless given. */
  words: Pick<Messages, 'booking' | 'email'> = { booking: bookingMessages, email: emailMessages },
  /** The booking window's days (settings.yaml); a request reader gives none (slot-choice.ts). */
  windowDays?: number,
): FieldProblem | null {
  const m = words.booking;
  const country = countries.find((c) => c.code === draft.countryCode);
  if (!isValidName(draft.studentName)) return { field: 'studentName', message: m.invalidStudentName };
  if (!grades.includes(draft.studentGrade)) return { field: 'studentGrade', message: m.invalidGrade };
  if (!isValidName(draft.parentName)) return { field: 'parentName', message: m.invalidParentName };
  const badEmail = emailMessage(draft.email, words);
  if (badEmail) return { field: 'email', message: badEmail };
  if (!country) return { field: 'countryCode', message: m.invalidCountry };
  if (phoneE164(draft.phone, draft.countryCode) === null) return { field: 'phone', message: m.invalidPhone(country.name) };
  return slotProblem(draft.date, draft.time, now, words, windowDays);
}

/** A draft from untrusted JSON (a request body): anything that is not text becomes '', which the rules refuse. */
export function draftFrom(input: unknown): BookingDraft {
  const record = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  // Longer than any valid value, so nothing valid is cut, and nothing huge is kept.
  const str = (key: DraftField) => {
    const value = record[key];
    return typeof value === 'string' ? value.slice(0, 300) : '';
  };
  return {
    studentName: str('studentName'),
    studentGrade: str('studentGrade'),
    parentName: str('parentName'),
    email: str('email'),
    phone: str('phone'),
    countryCode: str('countryCode'),
    date: str('date'),
    time: str('time'),
  };
}

export function isDraftComplete(check: DraftCheck): boolean {
  return Object.values(check).every(Boolean);
}

/** The booking to store, or null while the draft is not complete and valid. */
export function bookingFields(
  draft: BookingDraft,
  grades: readonly string[],
  countries: readonly Country[],
  now: Date,
  windowDays?: number,
): BookingFields | null {
  if (!isDraftComplete(checkDraft(draft, grades, countries, now, windowDays))) return null;
  const country = countries.find((c) => c.code === draft.countryCode)!;
  return {
    studentName: draft.studentName.trim(),
    studentGrade: draft.studentGrade,
    parentName: draft.parentName.trim(),
    email: draft.email.trim(),
    whatsapp: phoneE164(draft.phone, draft.countryCode)!,
    country: storedCountry(country),
    date: draft.date,
    time: draft.time,
    type: 'trial',
    status: 'upcoming',
  };
}

/** A stored draft brought back into today's window: a date that has left the window goes
 *  back to today, and a slot that has passed is cleared. Typed text is kept as it was. */
export function reviveDraft(
  stored: Partial<BookingDraft>,
  now: Date,
  defaultCountry: string,
  countries: readonly Country[],
  windowDays: number,
): BookingDraft {
  const base = emptyDraft(now, defaultCountry);
  const str = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);
  const draft: BookingDraft = {
    studentName: filterName(str(stored.studentName, '')),
    studentGrade: str(stored.studentGrade, ''),
    parentName: filterName(str(stored.parentName, '')),
    email: str(stored.email, '').slice(0, EMAIL_MAX),
    phone: filterPhone(str(stored.phone, '')),
    countryCode: countries.some((c) => c.code === stored.countryCode) ? stored.countryCode! : defaultCountry,
    date: str(stored.date, base.date),
    time: str(stored.time, ''),
  };
  if (!dateWindow(now, windowDays).includes(draft.date)) {
    draft.date = base.date;
    draft.time = '';
  }
  if (draft.time && (!isSlot(draft.time) || isSlotPast(draft.date, draft.time, now))) draft.time = '';
  return draft;
}
