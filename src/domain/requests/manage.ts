// The body of POST /api/manage, read whole before anything is looked up: which booking
// (a manage-link token, or a booking id for its signed-in owner), which action, and for a
// reschedule a class time the booking form itself would offer.
import { words as messages, type Messages } from '../../i18n/en/messages';
import { accept, isAutoId, isTokenShaped, recordOf, refuse, unreadable, invalid, type Parsed } from '../request';
import { slotProblem } from '../slot-choice';
import { readNotifyChange, type NotifyPreferences } from '../whatsapp/preferences';
import { isLanguage, type Language } from '../../i18n/languages';
import type { BookingView } from '../booking';
import type { DayAvailability } from '../seats';

export type ManageAction = 'view' | 'reschedule' | 'cancel' | 'notify' | 'language';

/** Which booking a page asks about: its manage link's token, or its id for the signed-in owner. */
export type ManageWho = { token: string } | { bookingId: string };

/** An action and its fields as a page sends them (no action: view). */
export type ManageBodyAction =
  | { action: 'view' | 'cancel' }
  | { action: 'reschedule'; date: string; time: string }
  | { action: 'notify'; notify: Partial<NotifyPreferences> }
  | { action: 'language'; language: Language };

/** What a page sends POST /api/manage. */
export type ManageBody = ManageWho & ManageBodyAction;

/** What the answer says of its booking that the manage page reads back: part of `BookingView`.
 *  `language` is read with languageOr (manage/NotifyToggles.tsx), so the page carries no language table. */
export type ManagedBooking = Pick<BookingView, 'id' | 'studentName' | 'studentGrade' | 'country' | 'date' | 'time' | 'status'> & {
  language?: unknown;
};

/** What POST /api/manage answers: the booking as `BookingView` shows it, or why not. */
export type ManageAnswerBody =
  | { status: 'ok'; booking: BookingView; notify: NotifyPreferences }
  | { status: 'cancelled' | 'rescheduled'; booking: BookingView }
  | { status: 'not-upcoming' | 'too-late'; message: string; booking: BookingView }
  | { status: 'not-found'; message: string }
  | { status: 'full'; message: string; availability: DayAvailability }
  | { status: 'invalid'; field: string; message: string };

export type ManageRequest = ManageWho &
  (
    | { action: 'view' | 'cancel' }
    | { action: 'reschedule'; to: { date: string; time: string } }
    | { action: 'notify'; notify: Partial<NotifyPreferences> }
    | { action: 'language'; language: Language }
  );

const actions: readonly unknown[] = ['view', 'reschedule', 'cancel', 'notify', 'language'] satisfies ManageAction[];

/** A token or booking id that leads nowhere gets the one answer that reveals nothing. */
export const notFoundAnswer = (words: Messages) =>
  ({ status: 'not-found', message: words.manage.notFound }) satisfies ManageAnswerBody;
export const notFoundIn = (words: Messages) => refuse(404, notFoundAnswer(words));

export function readManageRequest(
  body: unknown,
  now: Date,
  /** The words of the request's language; English unless given. */
  words: Messages = messages,
): Parsed<ManageRequest> {
  const b = recordOf(body);
  const action = b.action ?? 'view';
  const notFound = notFoundIn(words);
  if (!actions.includes(action)) return unreadable('action', words);
  let key: ManageWho;
  if (b.token !== undefined) {
    if (!isTokenShaped(b.token)) return notFound;
    key = { token: b.token };
  } else {
    if (!isAutoId(b.bookingId)) return notFound;
    key = { bookingId: b.bookingId };
  }
  if (action === 'notify') {
    // The family's channel switches: {whatsapp?: boolean, mail?: boolean}.
    const notify = readNotifyChange(b.notify);
    return notify ? accept({ ...key, action, notify }) : unreadable('notify', words);
  }
  if (action === 'language') {
    // The family's language for its mail and messages: one the site speaks, never a guess.
    return isLanguage(b.language) ? accept({ ...key, action, language: b.language }) : unreadable('language', words);
  }
  if (action !== 'reschedule') return accept({ ...key, action: action as 'view' | 'cancel' });
  const problem = slotProblem(b.date, b.time, now, words);
  if (problem) return invalid(problem.field, problem.message);
  return accept({ ...key, action, to: { date: b.date as string, time: b.time as string } });
}
