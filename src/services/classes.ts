// Weekly classes in the browser: POST /api/classes (free times, choosing them, a mentor's
// mark) and the classes the rules let the signed-in account read, with Firestore Lite: a
// family's own (familyUid) or a mentor's own (mentorId).
import { words as m } from '../i18n/en/classes';
import type { Outcome } from '../domain/classes/request';
import type { DatedClass } from '../domain/stored/classes';
import { callApi } from './api';
import { auth, firestore } from './firebase';
import { familyKeyOf } from './family-key';

export interface OfferedTime {
  weekday: number;
  time: string;
}

/** A class as the dashboard and /mentor show it; its `joinLink` only the family and the mentor read. */
export type ShownClass = DatedClass<
  'enrollmentId' | 'childFirstName' | 'course' | 'mentorId' | 'minutes' | 'status' | 'note' | 'joinLink'
> & {
  /** The family said "Can't make it" for the class at this start (functions/src/classes/cant-make.ts). */
  cantMake: boolean;
  /** Another mentor's class this mentor covers: that mentor's id (functions/src/classes/cover.ts). */
  coveredFrom?: string;
};

export type FreeAnswer =
  | { status: 'ok'; needed: number; times: OfferedTime[]; chosen: number; full: OfferedTime[]; holdHours: number }
  | { status: 'refused'; message: string };

export type ChooseAnswer =
  | { status: 'ok'; message: string }
  | { status: 'taken'; message: string; times: OfferedTime[] }
  | { status: 'refused'; message: string };

export const readTimes = (value: unknown): OfferedTime[] =>
  Array.isArray(value)
    ? value.flatMap((t: Record<string, unknown>) =>
        typeof t?.weekday === 'number' && typeof t.time === 'string' ? [{ weekday: t.weekday, time: t.time }] : [],
      )
    : [];

export const said = (body: Record<string, unknown>) =>
  typeof body.message === 'string' && body.message ? body.message : m.failed;

export async function post(body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const user = (await auth()).currentUser;
  if (!user) return { status: 401, body: { message: m.signIn } };
  try {
    return await callApi('/api/classes', { body, idToken: await user.getIdToken() });
  } catch {
    return { status: 503, body: { message: m.failed } };
  }
}

export async function freeTimes(enrollmentId: string): Promise<FreeAnswer> {
  const a = await post({ action: 'free', enrollmentId });
  if (a.status !== 200) return { status: 'refused', message: a.status === 429 ? m.limited : said(a.body) };
  const chosen = Array.isArray(a.body.chosen) ? a.body.chosen.length : 0;
  return {
    status: 'ok',
    needed: Number(a.body.needed),
    times: readTimes(a.body.times),
    chosen,
    full: readTimes(a.body.full),
    holdHours: Number(a.body.holdHours ?? 0),
  };
}

export async function chooseTimes(enrollmentId: string, times: OfferedTime[]): Promise<ChooseAnswer> {
  const a = await post({ action: 'choose', enrollmentId, times });
  if (a.status === 200) return { status: 'ok', message: said(a.body) };
  if (a.status === 409 && a.body.status === 'taken')
    return { status: 'taken', message: said(a.body), times: readTimes(a.body.times) };
  return { status: 'refused', message: a.status === 429 ? m.limited : said(a.body) };
}

/** Marks a class; resolves with null when saved, else the message to show. */
export async function markClass(classId: string, outcome: Outcome, note: string): Promise<string | null> {
  const a = await post({ action: 'mark', classId, outcome, note });
  if (a.status === 200) return null;
  return a.status === 429 ? m.limited : said(a.body);
}

/** A mentor's "Can't make it": another mentor covers the class or the school cancels it; what to show. */
export async function handOnClass(classId: string): Promise<{ ok: boolean; text: string }> {
  const a = await post({ action: 'mentorCantMake', classId });
  return { ok: a.status === 200, text: a.status === 429 ? m.limited : said(a.body) };
}

/** Classes whose `field` is the signed-in account's (familyUid: its family's key; mentorId: the id given). */
export async function readClasses(field: 'familyUid' | 'mentorId', value?: string): Promise<ShownClass[]> {
  const instance = await auth();
  await instance.authStateReady();
  const uid = instance.currentUser?.uid;
  if (!uid) return [];
  const [db, lite] = await Promise.all([firestore(), import('firebase/firestore/lite')]);
  const key = value ?? (field === 'familyUid' ? await familyKeyOf(uid) : uid);
  const snap = await lite.getDocs(lite.query(lite.collection(db, 'classes'), lite.where(field, '==', key)));
  return snap.docs
    .map((d): ShownClass => {
      const x = d.data();
      const millis = (at: unknown) =>
        typeof (at as { toMillis?: unknown })?.toMillis === 'function' ? (at as { toMillis(): number }).toMillis() : null;
      return {
        id: d.id,
        enrollmentId: String(x.enrollmentId ?? ''),
        childFirstName: String(x.childFirstName ?? ''),
        course: String(x.course ?? ''),
        mentorId: String(x.mentorId ?? ''),
        start: typeof x.start?.toDate === 'function' ? (x.start.toDate() as Date) : new Date(0),
        minutes: Number(x.minutes ?? 0),
        status: String(x.status ?? ''),
        note: typeof x.note === 'string' ? x.note : '',
        joinLink: typeof x.joinLink === 'string' ? x.joinLink : '',
        cantMake: millis(x.cantMake?.start) !== null && millis(x.cantMake?.start) === millis(x.start),
        ...(typeof x.coveredFrom?.mentorId === 'string' ? { coveredFrom: x.coveredFrom.mentorId as string } : {}),
      };
    })
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** The signed-in account's mentor id (its `mentor` claim, the token refreshed), or null. */
export async function mentorIdOf(): Promise<string | null> {
  const instance = await auth();
  // On a page that has just loaded Auth, its saved sign-in is restored only after this.
  await instance.authStateReady();
  const user = instance.currentUser;
  if (!user) return null;
  const token = await user.getIdTokenResult(true);
  return typeof token.claims.mentor === 'string' ? token.claims.mentor : null;
}

/** Which class a move names: its id (signed in) or the move link's token (no sign-in). */
export type MoveBy = { classId: string } | { token: string };

export interface MoveHour {
  start: Date;
  mentor: string;
}

export type MoveOptions =
  | { status: 'ok'; start: Date; mentor: string; rule: string; tz: string; times: MoveHour[] }
  | { status: 'refused'; message: string };

export type MoveAnswer =
  | { status: 'ok'; message: string; start: Date }
  | { status: 'taken'; message: string; times: MoveHour[] }
  | { status: 'refused'; message: string };

const readHours = (value: unknown): MoveHour[] =>
  Array.isArray(value)
    ? value.flatMap((t: Record<string, unknown>) =>
        typeof t?.start === 'string' ? [{ start: new Date(t.start), mentor: String(t.mentor ?? '') }] : [],
      )
    : [];

async function postMove(by: MoveBy, start?: Date, cantMake = false): Promise<{ status: number; body: Record<string, unknown> }> {
  // "Can't make it" from the dashboard tells the mentor and lists the hours in one request.
  const action = cantMake && 'classId' in by && !start ? 'cantMake' : 'move';
  const body = { action, ...by, ...(start ? { start: start.toISOString() } : {}) };
  if ('classId' in by) return post(body);
  try {
    return await callApi('/api/classes', { body });
  } catch {
    return { status: 503, body: { message: m.failed } };
  }
}

/** Where a class may move, by the plan's rule; `cantMake` when opened with "Can't make it". */
export async function moveOptions(by: MoveBy, cantMake = false): Promise<MoveOptions> {
  const a = await postMove(by, undefined, cantMake);
  if (a.status !== 200) return { status: 'refused', message: a.status === 429 ? m.limited : said(a.body) };
  return {
    status: 'ok',
    start: new Date(String(a.body.start)),
    mentor: String(a.body.mentor ?? ''),
    rule: String(a.body.rule ?? ''),
    tz: String(a.body.tz ?? ''),
    times: readHours(a.body.times),
  };
}

export async function moveTo(by: MoveBy, start: Date): Promise<MoveAnswer> {
  const a = await postMove(by, start);
  if (a.status === 200) return { status: 'ok', message: said(a.body), start: new Date(String(a.body.start)) };
  if (a.status === 409 && a.body.status === 'taken')
    return { status: 'taken', message: said(a.body), times: readHours(a.body.times) };
  return { status: 'refused', message: a.status === 429 ? m.limited : said(a.body) };
}

/** The signed-in family's private calendar feed address (https), or null. */
export async function calendarFeed(): Promise<string | null> {
  const a = await post({ action: 'calendar' });
  return a.status === 200 && typeof a.body.url === 'string' ? a.body.url : null;
}
