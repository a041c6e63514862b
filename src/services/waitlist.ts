// A full trial slot's waiting list: join it from the booking form (the draft as typed, with its
// solved challenge, as a booking is sent), and the private link's page: view the place, leave,
// claim a held seat. One POST to /api/waitlist each; the browser writes nothing.
import type { BookingDraft } from '../domain/booking';
import type { Country } from '../domain/booking';
import type { EntryStatus, FreeTime } from '../domain/waitlist/queue';
import type { Language } from '../i18n/languages';
import { bookBody } from '../domain/requests/bodies';
import type { WaitlistBody } from '../domain/requests/waitlist';
import { callApi, ApiUnavailable } from './api';
import { prepareChallenge, takeChallenge } from './challenge';

export type JoinAnswer =
  | { status: 'joined'; position: number; link: string }
  | { status: 'already' | 'open' | 'family' | 'challenge'; message: string }
  | { status: 'invalid'; field: string; message: string }
  | { status: 'limited'; message?: string };

export async function joinWaitlist(
  draft: BookingDraft,
  idToken: string | null | undefined,
  childId: string | undefined,
  language: Language,
): Promise<JoinAnswer> {
  let answer = await sendJoin(draft, idToken, childId, await takeChallenge(), language);
  if (answer.status === 'challenge') answer = await sendJoin(draft, idToken, childId, await takeChallenge(), language);
  prepareChallenge();
  return answer;
}

async function sendJoin(
  draft: BookingDraft,
  idToken: string | null | undefined,
  childId: string | undefined,
  altcha: string | null,
  language: Language,
): Promise<JoinAnswer> {
  const body: WaitlistBody = { action: 'join', ...bookBody(draft, { childId: idToken ? childId : undefined, altcha }) };
  const { status, body: reply } = await callApi('/api/waitlist', { body, idToken, language });
  const message = String(reply.message ?? '');
  if (status === 200 && reply.status === 'joined' && typeof reply.link === 'string' && typeof reply.position === 'number')
    return { status: 'joined', position: reply.position, link: reply.link };
  if ((status === 200 && reply.status === 'already') || (status === 409 && reply.status === 'open'))
    return { status: reply.status, message };
  if (status === 403 && reply.status === 'challenge') return { status: 'challenge', message };
  if (status === 400 && reply.status === 'invalid') return { status: 'invalid', field: String(reply.field ?? ''), message };
  if (status === 429) return message ? { status: 'limited', message } : { status: 'limited' };
  throw new ApiUnavailable(`/api/waitlist: unexpected answer (HTTP ${status}, ${String(reply.status)})`);
}

/** What the waiting-list page shows of an entry (functions/src/bookings/wait-leave.ts EntryView). */
export interface WaitEntry {
  studentName: string;
  date: string;
  time: string;
  country: Country;
  status: EntryStatus;
  position?: number;
  holdUntil?: string;
}

export type LinkAnswer =
  | { status: 'ok'; entry: WaitEntry }
  | { status: 'left' }
  | { status: 'booked'; manageUrl: string; booking: Record<string, unknown> }
  | { status: 'late'; message: string; freeTimes: FreeTime[] }
  | { status: 'not-found' | 'claimed' | 'closed' | 'refused'; message: string };

/** View, leave or claim by the link's token. */
export async function actOnLink(action: 'view' | 'leave' | 'claim', token: string): Promise<LinkAnswer> {
  const sent: WaitlistBody = { action, token };
  const { status, body } = await callApi('/api/waitlist', { body: sent });
  const message = String(body.message ?? '');
  if (status === 404) return { status: 'not-found', message };
  if (action === 'view' && status === 200 && typeof body.entry === 'object' && body.entry !== null)
    return { status: 'ok', entry: body.entry as WaitEntry };
  if (action === 'leave' && status === 200) return body.status === 'left' ? { status: 'left' } : { status: 'closed', message };
  if (action === 'claim' && status === 200 && typeof body.manageUrl === 'string')
    return { status: 'booked', manageUrl: body.manageUrl, booking: (body.booking ?? {}) as Record<string, unknown> };
  if (status === 409 && body.status === 'late')
    return { status: 'late', message, freeTimes: Array.isArray(body.freeTimes) ? (body.freeTimes as FreeTime[]) : [] };
  if (status === 409 && body.status === 'claimed') return { status: 'claimed', message };
  if (status === 409 || status === 400) return { status: 'refused', message };
  throw new ApiUnavailable(`/api/waitlist ${action}: unexpected answer (HTTP ${status})`);
}
