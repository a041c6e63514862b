// Viewing, rescheduling and cancelling a booked class through /api/manage: with the private
// token from the manage link, or as the signed-in owner (booking id + ID token).
import type { DayAvailability as Availability } from '../domain/seats';
import type { Country } from '../domain/booking';
import { bookingStatusOf } from '../domain/booking-status';
import { answerOf, callApi, ApiUnavailable } from './api';
import { readAvailability } from './availability';
import { readNotify, type NotifyPreferences } from '../domain/whatsapp/preferences';
import type { Language } from '../i18n/languages';
import type { ManageBody, ManageBodyAction, ManagedBooking, ManageWho } from '../domain/requests/manage';

export type { ManagedBooking };

/** Who is asking: the holder of a manage link, or the signed-in owner. */
export type ManageKey = { token: string } | { bookingId: string; idToken: string };

export type ManageAction = Extract<ManageBodyAction, { action: 'view' | 'cancel' | 'reschedule' }>;

/** The booking the body names, and the ID token the call carries (none with a manage link). */
const whoOf = (key: ManageKey): ManageWho => ('token' in key ? { token: key.token } : { bookingId: key.bookingId });
const idTokenOf = (key: ManageKey): string | null => ('token' in key ? null : key.idToken);

export type ManageAnswer =
  | { status: 'ok'; booking: ManagedBooking; manageable: boolean; notify: NotifyPreferences }
  | { status: 'not-found' }
  | { status: 'full'; availability: Availability | null }
  | { status: 'too-late' }
  | { status: 'invalid'; field: string; message: string }
  | { status: 'limited' };

function readBooking(value: unknown): ManagedBooking | null {
  if (!value || typeof value !== 'object') return null;
  const b = value as Record<string, unknown>;
  const country = b.country as Country | undefined;
  const texts = ['studentName', 'date', 'time'].every((k) => typeof b[k] === 'string');
  if (!texts || !country || typeof country.tz !== 'string') return null;
  const status = bookingStatusOf(b.status);
  if (!status) return null;
  return {
    id: typeof b.id === 'string' ? b.id : '',
    studentName: b.studentName as string,
    studentGrade: typeof b.studentGrade === 'string' ? b.studentGrade : '',
    country,
    date: b.date as string,
    time: b.time as string,
    status,
    language: b.language,
  };
}

/** `early`: the same request, already sent by the page's inline script (see manage-early.ts). */
export async function manageBooking(
  key: ManageKey,
  action: ManageAction,
  early?: Promise<Response> | null,
): Promise<ManageAnswer> {
  const body: ManageBody = { ...whoOf(key), ...action };
  const answer = early ? await answerOf('/api/manage', early) : await callApi('/api/manage', { body, idToken: idTokenOf(key) });
  const kind = answer.body.status;
  const booking = readBooking(answer.body.booking);
  // A booking that is no longer upcoming is shown as it is, with nothing to change.
  if (booking && (answer.status === 200 || kind === 'not-upcoming')) {
    const changeable = (answer.body.booking as { changeable?: unknown }).changeable;
    return {
      status: 'ok',
      booking,
      manageable: kind !== 'not-upcoming' && changeable !== false,
      notify: readNotify(answer.body.notify),
    };
  }
  if (answer.status === 401 || answer.status === 403 || answer.status === 404 || answer.status === 410) {
    return { status: 'not-found' };
  }
  if (answer.status === 409 && kind === 'full')
    return { status: 'full', availability: readAvailability(answer.body.availability) };
  if (answer.status === 409) return { status: 'too-late' };
  if (answer.status === 400 && kind === 'invalid') {
    return { status: 'invalid', field: String(answer.body.field ?? ''), message: String(answer.body.message ?? '') };
  }
  if (answer.status === 400) return { status: 'not-found' };
  if (answer.status === 429) return { status: 'limited' };
  throw new ApiUnavailable(`/api/manage: unexpected answer (HTTP ${answer.status}, ${String(kind)})`);
}

/** Turns WhatsApp messages or emails about the class on or off; answers what is now set. */
export async function setNotify(key: ManageKey, change: Partial<NotifyPreferences>): Promise<NotifyPreferences> {
  const body: ManageBody = { ...whoOf(key), action: 'notify', notify: change };
  const answer = await callApi('/api/manage', { body, idToken: idTokenOf(key) });
  if (answer.status !== 200) throw new ApiUnavailable(`/api/manage notify: HTTP ${answer.status}`);
  return readNotify(answer.body.notify);
}

/** Sets the language of the mail and messages about the class. */
export async function setLanguage(key: ManageKey, language: Language): Promise<void> {
  const body: ManageBody = { ...whoOf(key), action: 'language', language };
  const answer = await callApi('/api/manage', { body, idToken: idTokenOf(key) });
  if (answer.status !== 200) throw new ApiUnavailable(`/api/manage language: HTTP ${answer.status}`);
}
