// POST /api/manage: the schema of the body, read whole before anything is looked up: which
// booking (a manage-link token, or a booking id for its signed-in owner), which action, and
// for a reschedule a class time the booking form itself would offer.
import { isAutoId, isTokenShaped, type UnreadableWords } from '../request';
import { slotProblem } from '../slot-choice';
import { readNotifyChange, type NotifyPreferences } from '../whatsapp/preferences';
import type { BookingView } from '../booking';
import type { DayAvailability } from '../seats';
import { bodyOf, NOT_FOUND, parsedBy, refuseIssue, type WordsOf } from './schema';

export type ManageAction = 'view' | 'reschedule' | 'cancel' | 'notify' | 'language';

/** Which booking a page asks about: its manage link's token, or its id for the signed-in owner. */
export type ManageWho = { token: string } | { bookingId: string };

/** An action and its fields as a page sends them (no action: view); `L`, the languages the site speaks. */
export type ManageBodyAction<L extends string = string> =
  | { action: 'view' | 'cancel' }
  | { action: 'reschedule'; date: string; time: string }
  | { action: 'notify'; notify: Partial<NotifyPreferences> }
  | { action: 'language'; language: L };

/** What a page sends POST /api/manage. */
export type ManageBody<L extends string = string> = ManageWho & ManageBodyAction<L>;

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

export type ManageRequest<L extends string = string> = ManageWho &
  (
    | { action: 'view' | 'cancel' }
    | { action: 'reschedule'; to: { date: string; time: string } }
    | { action: 'notify'; notify: Partial<NotifyPreferences> }
    | { action: 'language'; language: L }
  );

/** The words of the request's language. */
export type ManageWords = UnreadableWords & WordsOf<typeof slotProblem, 3> & { manage: { notFound: string } };

const actions: readonly unknown[] = ['view', 'reschedule', 'cancel', 'notify', 'language'] satisfies ManageAction[];

/** A token or booking id that leads nowhere gets the one answer that reveals nothing. */
export const notFoundAnswer = (words: Pick<ManageWords, 'manage'>) =>
  ({ status: 'not-found', message: words.manage.notFound }) satisfies ManageAnswerBody;

export function manageSchema<L extends string>(now: Date, languages: readonly L[], words: ManageWords) {
  return bodyOf<ManageBody<L>>().transform((b, ctx): ManageRequest<L> => {
    const action = b.action ?? 'view';
    const unreadable = (field: string) => refuseIssue(ctx, words.request.unreadable, field);
    const notFound = () => refuseIssue(ctx, words.manage.notFound, NOT_FOUND);
    if (!actions.includes(action)) return unreadable('action');
    let key: ManageWho;
    if (b.token !== undefined) {
      if (!isTokenShaped(b.token)) return notFound();
      key = { token: b.token };
    } else {
      if (!isAutoId(b.bookingId)) return notFound();
      key = { bookingId: b.bookingId };
    }
    if (action === 'notify') {
      // The family's channel switches: {whatsapp?: boolean, mail?: boolean}.
      const notify = readNotifyChange(b.notify);
      return notify ? { ...key, action, notify } : unreadable('notify');
    }
    if (action === 'language') {
      // The family's language for its mail and messages: one the site speaks, never a guess.
      const language = languages.find((l) => l === b.language);
      return language ? { ...key, action, language } : unreadable('language');
    }
    if (action !== 'reschedule') return { ...key, action: action as 'view' | 'cancel' };
    const problem = slotProblem(b.date, b.time, now, words);
    if (problem) return refuseIssue(ctx, problem.message, problem.field);
    return { ...key, action, to: { date: b.date as string, time: b.time as string } };
  });
}

export const readManageRequest = <L extends string>(body: unknown, ...context: Parameters<typeof manageSchema<L>>) =>
  parsedBy(manageSchema(...context), body);
