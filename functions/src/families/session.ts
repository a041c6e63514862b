// /api/session: a signed-in parent's session on this site, held in a cookie only this
// endpoint is sent, so /dashboard can show the parent's bookings from one request its head
// starts, before any of Firebase's code has arrived (docs/architecture.md, "The parent's
// session").
//   POST {action: 'start'} with `Authorization: Bearer <ID token>`: sets the cookie and
//     answers the view (what /login does after Google's sign-in, and the dashboard when a
//     device signed in has no cookie yet).
//   GET: the view for the cookie's parent, or 401 {status: 'signed-out'} (and the cookie
//     cleared) when there is none, it has expired, or the account's sessions were revoked.
//   GET ?view=mentor: the cookie's mentor's classes for /mentor (classes/mentor-view.ts),
//     403 {status: 'not-mentor'} for any other account, 401 as above.
//   POST {action: 'end'}: clears the cookie (every sign-out). A copy of the cookie taken
//     before stays valid until it expires or the account's sessions are revoked.
// The view: {status: 'ok', parent: {uid, displayName, email}, bookings: [...], classes: [...]},
// the parent's own bookings only (those whose parentUid is the session's uid) and the
// family's own weekly classes the dashboard shows (classes/family-classes.ts).
import type { Request } from 'firebase-functions/v2/https';
import type { Response } from '../platform/http';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import type { MyBooking, SessionView } from '../../../src/domain/parent-session';
import { recordOf } from '../../../src/domain/request';
import { answeredLimited } from '../platform/http';
import { siteHandler } from '../platform/opening';
import { take } from '../platform/rate-limit';
import { adminAuth, firestore } from '../platform/admin';
import { verifiedIdToken, verifiedSessionCookie } from '../platform/auth';
import { MENTOR_VIEW } from '../../../src/domain/classes/mentor-view';
import { mentorViewOf } from '../classes/mentor-view';
import { familyClassesOf } from '../classes/family-classes';
import type { FamilyClass } from '../../../src/domain/classes/family-classes';

/** Firebase Hosting passes no other cookie on to a function. */
const COOKIE = '__session';
const COOKIE_PATH = '/api/session';
/** The longest session cookie Firebase Auth makes. */
export const SESSION_DAYS = 14;
const cookieOptions = { httpOnly: true, secure: true, sameSite: 'strict', path: COOKIE_PATH } as const;

function cookieOf(req: Request): string | null {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === COOKIE) return value.join('=') || null;
  }
  return null;
}

function signedOut(res: Response): void {
  res.clearCookie(COOKIE, cookieOptions).status(401).json({ status: 'signed-out' });
}

async function bookingsOf(uid: string): Promise<MyBooking[]> {
  const found = await firestore().collection('bookings').where('parentUid', '==', uid).get();
  return found.docs.map((doc) => {
    const x = doc.data();
    const created = x.createdAt instanceof Timestamp ? x.createdAt.toDate().toISOString() : null;
    return {
      id: doc.id,
      studentName: x.studentName,
      studentGrade: x.studentGrade,
      parentName: x.parentName,
      email: x.email,
      whatsapp: x.whatsapp,
      country: x.country,
      date: x.date,
      time: x.time,
      type: 'trial',
      status: x.status,
      createdAt: created,
    } as MyBooking;
  });
}

/** Auth's answers that mean "this is no session": anything else (Auth unreachable, a quota) is a server error, not a sign-out. */
const REFUSALS = new Set([
  'auth/argument-error',
  'auth/invalid-id-token',
  'auth/id-token-expired',
  'auth/id-token-revoked',
  'auth/invalid-session-cookie-duration',
  'auth/session-cookie-expired',
  'auth/session-cookie-revoked',
  'auth/user-disabled',
  'auth/user-not-found',
]);

function isRefusal(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && REFUSALS.has(code);
}

/** The verified token, or null (and the cookie cleared, 401) when Auth refuses it; other failures throw. */
async function verified(res: Response, verify: () => Promise<DecodedIdToken>): Promise<DecodedIdToken | null> {
  try {
    return await verify();
  } catch (error) {
    if (!isRefusal(error)) throw error;
    signedOut(res);
    return null;
  }
}

/** The parent's bookings and their family's classes, read side by side. */
async function heldBy(uid: string): Promise<{ bookings: MyBooking[]; classes: FamilyClass[] }> {
  const [bookings, classes] = await Promise.all([bookingsOf(uid), familyClassesOf(uid, firestore())]);
  return { bookings, classes };
}

function viewFor(token: DecodedIdToken, { bookings, classes }: Awaited<ReturnType<typeof heldBy>>): SessionView {
  return {
    parent: {
      uid: token.uid,
      displayName: typeof token.name === 'string' ? token.name : null,
      email: typeof token.email === 'string' ? token.email : null,
    },
    bookings,
    classes,
  };
}

const countFor = (uid: string) => take([{ limit: 'sessionPerParent', who: uid }]);

/** A new session: counted before the cookie is made, so a refused start sets nothing. */
async function start(req: Request, res: Response): Promise<void> {
  const idToken = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '')?.[1];
  if (!idToken) {
    signedOut(res);
    return;
  }
  const token = await verified(res, () => verifiedIdToken(idToken));
  if (!token || answeredLimited(res, await countFor(token.uid))) return;
  const expiresIn = SESSION_DAYS * 86_400_000;
  const cookie = await adminAuth().createSessionCookie(idToken, { expiresIn });
  const held = await heldBy(token.uid);
  res.cookie(COOKIE, cookie, { ...cookieOptions, maxAge: expiresIn });
  res.status(200).json({ status: 'ok', ...viewFor(token, held) });
}

/**
 * The session's view. The count and the queries run side by side, since this read is what
 * a parent waits for on /dashboard: a refused read has cost its queries.
 */
async function read(req: Request, res: Response): Promise<void> {
  const cookie = cookieOf(req);
  if (!cookie) {
    signedOut(res);
    return;
  }
  // Revocation is checked: signing out everywhere, or a disabled account, ends the session.
  const token = await verified(res, () => verifiedSessionCookie(cookie));
  if (!token) return;
  if (req.query.view === MENTOR_VIEW) {
    const [verdict, view] = await Promise.all([countFor(token.uid), mentorViewOf(token.uid, firestore())]);
    if (answeredLimited(res, verdict)) return;
    if (view === 403) res.status(403).json({ status: 'not-mentor' });
    else res.status(200).json({ status: 'ok', ...view });
    return;
  }
  const [verdict, held] = await Promise.all([countFor(token.uid), heldBy(token.uid)]);
  if (answeredLimited(res, verdict)) return;
  res.status(200).json({ status: 'ok', ...viewFor(token, held) });
}

// Its own key is the cookie (or, to start, the ID token), checked above: the opening checks no caller.
export const session = siteHandler({ name: 'session', method: ['GET', 'POST'] }, async ({ req, res }) => {
  // Firebase Hosting drops a function's Set-Cookie unless its answer is private.
  res.set('Cache-Control', 'private, no-store');
  const action = req.method === 'GET' ? 'read' : recordOf(req.body).action;
  if (action === 'read') await read(req, res);
  else if (action === 'start') await start(req, res);
  else if (action === 'end') res.clearCookie(COOKIE, cookieOptions).status(200).json({ status: 'signed-out' });
  else res.status(400).json({ status: 'invalid', field: 'action' });
});
