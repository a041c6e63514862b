// What /api/session answers for a signed-in parent: who they are, every trial booked
// under their account and their family's weekly classes (classes/family-classes.ts), as
// /dashboard and /login read it. The function builds it from the
// stored bookings; the browser reads it back with readSessionView. Pure.
import type { BookingFields } from './booking';
import { bookingStatusOf, type BookingStatus } from './booking-status';
import { readFamilyClasses, type FamilyClass } from './classes/family-classes';

/** The account fields the site reads: uid and displayName; email prefills the form. */
export interface ParentAccount {
  uid: string;
  displayName: string | null;
  email: string | null;
}

/** A stored booking as the dashboard shows it. */
export interface MyBooking extends Omit<BookingFields, 'status'> {
  id: string;
  status: BookingStatus;
  /** When the booking was made, ISO 8601, when the server has stamped it. */
  createdAt: string | null;
}

export interface SessionView {
  parent: ParentAccount;
  bookings: MyBooking[];
  classes: FamilyClass[];
}

const text = (v: unknown): v is string => typeof v === 'string';
const textOrNull = (v: unknown): string | null => (text(v) ? v : null);

function readBooking(value: unknown): MyBooking | null {
  const b = (value ?? {}) as Record<string, unknown>;
  const country = b.country as MyBooking['country'] | undefined;
  const status = bookingStatusOf(b.status);
  const fields = [b.id, b.studentName, b.studentGrade, b.parentName, b.email, b.whatsapp, b.date, b.time];
  if (!fields.every(text) || !status || !country || !text(country.tz) || !text(country.code)) return null;
  return {
    id: b.id as string,
    studentName: b.studentName as string,
    studentGrade: b.studentGrade as string,
    parentName: b.parentName as string,
    email: b.email as string,
    whatsapp: b.whatsapp as string,
    country,
    date: b.date as string,
    time: b.time as string,
    type: 'trial',
    status,
    createdAt: textOrNull(b.createdAt),
  };
}

/** The view in an answer's body, or null when it is not one; a booking it cannot read is left out. */
export function readSessionView(body: unknown): SessionView | null {
  const b = (body ?? {}) as Record<string, unknown>;
  const p = (b.parent ?? null) as Record<string, unknown> | null;
  if (!p || !text(p.uid) || !Array.isArray(b.bookings)) return null;
  return {
    parent: { uid: p.uid, displayName: textOrNull(p.displayName), email: textOrNull(p.email) },
    bookings: b.bookings.map(readBooking).filter((x): x is MyBooking => x !== null),
    classes: readFamilyClasses(b.classes),
  };
}
