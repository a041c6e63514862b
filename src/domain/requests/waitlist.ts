// The body of POST /api/waitlist: join a full slot's list with the booking form's fields (read
// by the booking's own parser, so the list takes exactly what a booking would), or act on an
// entry by its private link's token: view it, leave the list, claim a held seat.
import type { Country } from '../booking';
import { accept, isTokenShaped, recordOf, refuse, unreadable, type Parsed } from '../request';
import type { Messages } from '../../i18n/en/messages';
import type { ChildMessages } from '../../i18n/en/children';
import type { WaitlistWords } from '../../i18n/en/waitlist';
import { readBookRequest, type BookBody, type CheckedBooking } from './book';

export type WaitlistAction = 'join' | 'view' | 'leave' | 'claim';

export type WaitlistRequest =
  | { action: 'join'; booking: CheckedBooking }
  | { action: 'view'; token: string }
  | { action: 'leave'; token: string }
  | { action: 'claim'; token: string };

/** What a page sends: the booking form's body to join, or the private link's token to act on an entry. */
export type WaitlistBody = ({ action: 'join' } & BookBody) | { action: Exclude<WaitlistAction, 'join'>; token: string };

const linkActions: readonly unknown[] = ['view', 'leave', 'claim'] satisfies WaitlistAction[];

export function readWaitlistRequest(
  body: unknown,
  grades: readonly string[],
  countries: readonly Country[],
  now: Date,
  words: { messages: Messages; children: ChildMessages; waitlist: WaitlistWords },
): Parsed<WaitlistRequest> {
  const b = recordOf(body);
  if (b.action === 'join') {
    const booking = readBookRequest(body, grades, countries, now, words);
    return booking.ok ? accept({ action: 'join', booking: booking.request }) : booking;
  }
  if (!linkActions.includes(b.action)) return unreadable('action', words.messages);
  // A token of any other shape leads nowhere: the one answer that reveals nothing.
  if (!isTokenShaped(b.token)) return refuse(404, { status: 'not-found', message: words.waitlist.page.notFound });
  const action = b.action as 'view' | 'leave' | 'claim';
  return accept({ action, token: b.token });
}
