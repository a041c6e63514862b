// Booking a trial class: one POST to /api/book. The function checks everything again,
// takes the seat, applies the one-upcoming-trial-per-child rule and writes the booking; the browser
// writes nothing. A signed-in parent's request carries their ID token (the function takes
// the uid from it, never from the body).
import type { DayAvailability as Availability } from '../domain/seats';
import type { BookingDraft, BookingFields } from '../domain/booking';
import { callApi, ApiUnavailable } from './api';
import { readAvailability } from './availability';

/** The body /api/book reads: the draft as typed (the function validates it as the form does). */
export type BookRequest = BookingDraft;

export type BookAnswer =
  | { status: 'booked'; id: string; manageUrl: string }
  | { status: 'full'; availability: Availability | null }
  | { status: 'family' }
  | { status: 'invalid'; field: string; message: string }
  | { status: 'limited' };

export function bookRequest(fields: BookingFields): BookRequest {
  return {
    studentName: fields.studentName,
    studentGrade: fields.studentGrade,
    parentName: fields.parentName,
    email: fields.email,
    phone: fields.whatsapp,
    countryCode: fields.country.code,
    date: fields.date,
    time: fields.time,
  };
}

/** Sends the booking. Resolves with the function's answer; throws ApiUnavailable when the
 *  network or the server fails (the form then goes to /error, keeping the draft). */
export async function bookTrial(fields: BookingFields, idToken?: string | null): Promise<BookAnswer> {
  const { status, body } = await callApi('/api/book', { body: bookRequest(fields), idToken });
  const kind = body.status;
  if (status === 200 && kind === 'booked' && typeof body.id === 'string' && typeof body.manageUrl === 'string') {
    return { status: 'booked', id: body.id, manageUrl: body.manageUrl };
  }
  if (status === 409 && kind === 'full') return { status: 'full', availability: readAvailability(body.availability) };
  if (status === 409 && kind === 'family') return { status: 'family' };
  if ((status === 400 || status === 409) && kind === 'invalid') {
    return { status: 'invalid', field: String(body.field ?? ''), message: String(body.message ?? '') };
  }
  if (status === 429) return { status: 'limited' };
  throw new ApiUnavailable(`/api/book: unexpected answer (HTTP ${status}, ${String(kind)})`);
}
