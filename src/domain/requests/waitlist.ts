// POST /api/waitlist: the schema of the body: join a full slot's list with the booking form's
// fields (checked as the booking's own schema checks them, so the list takes exactly what a
// booking would), or act on an entry by its private link's token: view it, leave the list,
// claim a held seat.
import type { Country } from '../booking';
import { isTokenShaped, type UnreadableWords } from '../request';
import { checkedBooking, type BookBody, type BookWords, type CheckedBooking } from './book';
import { bodyOf, NOT_FOUND, parsedBy, refuseIssue } from './schema';

export type WaitlistAction = 'join' | 'view' | 'leave' | 'claim';

export type WaitlistRequest =
  | { action: 'join'; booking: CheckedBooking }
  | { action: 'view'; token: string }
  | { action: 'leave'; token: string }
  | { action: 'claim'; token: string };

/** What a page sends: the booking form's body to join, or the private link's token to act on an entry. */
export type WaitlistBody = ({ action: 'join' } & BookBody) | { action: Exclude<WaitlistAction, 'join'>; token: string };

/** The words of the request's language. */
export interface WaitlistRefusals extends BookWords {
  messages: BookWords['messages'] & UnreadableWords;
  waitlist: { page: { notFound: string } };
}

const linkActions: readonly unknown[] = ['view', 'leave', 'claim'] satisfies WaitlistAction[];

export function waitlistSchema(grades: readonly string[], countries: readonly Country[], now: Date, words: WaitlistRefusals) {
  return bodyOf<WaitlistBody>().transform((b, ctx): WaitlistRequest => {
    if (b.action === 'join') return { action: 'join', booking: checkedBooking(b, ctx, grades, countries, now, words) };
    if (!linkActions.includes(b.action)) return refuseIssue(ctx, words.messages.request.unreadable, 'action');
    // A token of any other shape leads nowhere: the one answer that reveals nothing.
    if (!isTokenShaped(b.token)) return refuseIssue(ctx, words.waitlist.page.notFound, NOT_FOUND);
    return { action: b.action as 'view' | 'leave' | 'claim', token: b.token };
  });
}

export const readWaitlistRequest = (body: unknown, ...context: Parameters<typeof waitlistSchema>) =>
  parsedBy(waitlistSchema(...context), body);
