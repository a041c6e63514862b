// What /dashboard shows and how it learns it: the site's session first (the request the
// page's head started, services/session.ts), Auth only when there is no session, and Auth
// asked once the bookings show whether it agrees on who is signed in (it holds the family
// panel's token). Auth's code is fetched only by these calls.
import type { MyBooking, ParentAccount } from '../../domain/parent-session';
import type { FamilyClass } from '../../domain/classes/family-classes';
import { NAIROBI_TZ, dayLabel, zoneName } from '../../domain/slots';
import { wallTime } from '../../domain/zone-clock';
import { endSession, readSession, type SessionAnswer } from '../../services/session';
import type { DateWords } from '../../i18n/en/dates';

export type View =
  | { kind: 'loading' }
  | { kind: 'signed-out' }
  | { kind: 'error' }
  | { kind: 'no-booking'; user: ParentAccount; classes: FamilyClass[] }
  | { kind: 'bookings'; user: ParentAccount; bookings: MyBooking[]; classes: FamilyClass[]; now: Date };

export const authService = () => import('../../services/auth');

/** The session's answer; without one, Auth's own session (if any) starts it. */
export async function session(early: Promise<Response> | null): Promise<SessionAnswer> {
  const answer = await readSession(early);
  if (answer.status !== 'signed-out') return answer;
  const { currentUser, startParentSession } = await authService();
  return (await currentUser()) ? startParentSession() : answer;
}

/** What to show for an answer; a limited one is an error the parent can retry. */
export function viewOf(answer: SessionAnswer): View {
  if (answer.status === 'limited') throw new Error('/api/session: limited');
  if (answer.status === 'signed-out') return { kind: 'signed-out' };
  const { parent: user, bookings, classes } = answer.view;
  if (!bookings.length) return { kind: 'no-booking', user, classes };
  return { kind: 'bookings', user, bookings, classes, now: new Date() };
}

/** Who Auth says is signed in on this device. */
export async function authUid(): Promise<string | null> {
  const { currentUser } = await authService();
  return (await currentUser())?.uid ?? null;
}

/** The view for the parent Auth holds (their session started anew), or signed out (the site's session ended). */
export async function switchTo(uid: string | null): Promise<View> {
  if (uid) return viewOf(await (await authService()).startParentSession());
  await endSession();
  return { kind: 'signed-out' };
}

/** When a kept answer was given, in the zone of the family's first booking (else Nairobi's): "Thu 26 Nov, 09:12 EAT". */
export function keptTime(at: Date, view: View, dates: DateWords | null = null): string {
  const tz = view.kind === 'bookings' ? view.bookings[0]!.country.tz : NAIROBI_TZ;
  const w = wallTime(at, tz);
  // Another language's day and clock words (i18n/<language>/dates.ts); English keeps the house's own.
  const d = (dates?.dayLabel ?? dayLabel)(w.date);
  const time = dates ? dates.clockTime(w.time) : w.time;
  return `${d.weekday} ${d.day} ${d.month}, ${time} ${zoneName(tz, at)}`;
}
