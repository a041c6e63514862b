// Make-up credits in the browser: the family's own credits, read with Firestore Lite as the rules
// allow (familyUid == uid), and POST /api/credits: the free hours a credit books, booking one, and
// "Cancel this class", signed in or with a move link's token (the move page). The function
// answers in the page's language.
import { words as w } from '../i18n/en/credits';
import { callApi } from './api';
import { auth, firestore } from './firebase';

export interface ShownCredit {
  id: string;
  enrollmentId: string;
  childFirstName: string;
  expiresAt: Date;
}

export interface MakeUpHour {
  start: Date;
  mentor: string;
}

export type HoursAnswer = { status: 'ok'; times: MakeUpHour[] } | { status: 'refused'; message: string };
export type BookAnswer =
  | { status: 'ok'; message: string }
  | { status: 'taken'; message: string; times: MakeUpHour[] }
  | { status: 'refused'; message: string };

const said = (body: Record<string, unknown>) => (typeof body.message === 'string' && body.message ? body.message : w.failed);

const readHours = (value: unknown): MakeUpHour[] =>
  Array.isArray(value)
    ? value.flatMap((t: Record<string, unknown>) =>
        typeof t?.start === 'string' ? [{ start: new Date(t.start), mentor: String(t.mentor ?? '') }] : [],
      )
    : [];

async function post(body: unknown, token?: string): Promise<{ status: number; body: Record<string, unknown> }> {
  // With a move link's token the link is the key: no sign-in.
  if (token) return callApi('/api/credits', { body: { ...(body as object), token } }).catch(() => ({ status: 503, body: {} }));
  const user = (await auth()).currentUser;
  if (!user) return { status: 401, body: {} };
  try {
    return await callApi('/api/credits', { body, idToken: await user.getIdToken() });
  } catch {
    return { status: 503, body: {} };
  }
}

/** The family's open credits that have not expired, soonest to expire first. */
export async function readCredits(now = new Date()): Promise<ShownCredit[]> {
  const instance = await auth();
  await instance.authStateReady();
  const uid = instance.currentUser?.uid;
  if (!uid) return [];
  const [db, lite] = await Promise.all([firestore(), import('firebase/firestore/lite')]);
  const snap = await lite.getDocs(lite.query(lite.collection(db, 'makeUpCredits'), lite.where('familyUid', '==', uid)));
  return snap.docs
    .map((d) => {
      const x = d.data();
      return {
        id: d.id,
        status: String(x.status ?? ''),
        enrollmentId: String(x.enrollmentId ?? ''),
        childFirstName: String(x.childFirstName ?? ''),
        expiresAt: typeof x.expiresAt?.toDate === 'function' ? (x.expiresAt.toDate() as Date) : new Date(0),
      };
    })
    .filter((c) => c.status === 'open' && c.expiresAt.getTime() > now.getTime())
    .map(({ status: _status, ...c }) => c)
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime());
}

/** The hours a credit can book: signed in, or with the move link (`token`) of one of the child's classes. */
export async function makeUpHours(creditId: string, token?: string): Promise<HoursAnswer> {
  const a = await post({ action: 'hours', creditId }, token);
  return a.status === 200 ? { status: 'ok', times: readHours(a.body.times) } : { status: 'refused', message: said(a.body) };
}

export async function bookMakeUp(creditId: string, start: Date, token?: string): Promise<BookAnswer> {
  const a = await post({ action: 'book', creditId, start: start.toISOString() }, token);
  if (a.status === 200) return { status: 'ok', message: said(a.body) };
  if (a.status === 409 && a.body.status === 'taken')
    return { status: 'taken', message: said(a.body), times: readHours(a.body.times) };
  return { status: 'refused', message: said(a.body) };
}

export interface CancelAnswer {
  ok: boolean;
  message: string;
  /** The make-up credit it gave, and the family's zone to show its hours in. */
  credit?: { id: string; tz: string };
}

/** Cancels a class, by its id (signed in) or its move link's token; resolves with what to tell the family, and whether it went. */
export async function cancelClass(by: { classId: string } | { token: string }): Promise<CancelAnswer> {
  const a = 'classId' in by ? await post({ action: 'cancel', classId: by.classId }) : await post({ action: 'cancel' }, by.token);
  const { creditId, tz } = a.body;
  return {
    ok: a.status === 200,
    message: said(a.body),
    ...(typeof creditId === 'string' && typeof tz === 'string' ? { credit: { id: creditId, tz } } : {}),
  };
}
