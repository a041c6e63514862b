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
// the family's own bookings only (those whose parentUid is the family's key: the session's uid, or
// for a second guardian the family they joined) and the family's weekly classes the dashboard
// shows (classes/family-classes.ts).
// The opening checks the caller (a read's cookie, a start's ID token) and reads the request
// (src/domain/requests/session.ts); a refused caller is answered signed-out, cookie cleared.
import type { Response } from '../platform/http';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import type { MyBooking, SessionView } from '../../../src/domain/parent-session';
import { SESSION_DAYS } from '../../../src/domain/session-days';
import { sessionSchema } from '../../../src/domain/requests/session';
import { answeredLimited } from '../platform/http';
import { siteHandler } from '../platform/opening';
import { bearerOf, SESSION_COOKIE } from '../platform/callers';
import { take } from '../platform/rate-limit';
import { adminAuth, firestore } from '../platform/admin';
import { mentorViewOf } from '../classes/mentor-view';
import { familyClassesOf } from '../classes/family-classes';
import { familyKeyOf } from '../owners/owner';
import type { FamilyClass } from '../../../src/domain/classes/family-classes';
import { bookingsOf } from '../bookings/stored';

const COOKIE_PATH = '/api/session';
const cookieOptions = { httpOnly: true, secure: true, sameSite: 'strict', path: COOKIE_PATH } as const;

/** Firebase Hosting drops a function's Set-Cookie unless its answer is private. */
const keepPrivate = (res: Response) => res.set('Cache-Control', 'private, no-store');

function signedOut(res: Response): void {
  keepPrivate(res).clearCookie(SESSION_COOKIE, cookieOptions).status(401).json({ status: 'signed-out' });
}

async function familyBookings(uid: string): Promise<MyBooking[]> {
  const found = await bookingsOf(firestore()).where('parentUid', '==', uid).get();
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

/** The family's bookings and classes, read side by side; a second guardian's are those of the family they joined. */
async function heldBy(uid: string): Promise<{ bookings: MyBooking[]; classes: FamilyClass[] }> {
  const key = await familyKeyOf(firestore(), uid);
  // A first parent who left the family holds nothing of it.
  if (key === null) return { bookings: [], classes: [] };
  const [bookings, classes] = await Promise.all([familyBookings(key), familyClassesOf(key, firestore())]);
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

/** A new session for the opening's verified ID token: counted before the cookie is made, so a refused start sets nothing. */
async function start(idToken: string, token: DecodedIdToken, res: Response): Promise<void> {
  if (answeredLimited(res, await countFor(token.uid))) return;
  const expiresIn = SESSION_DAYS * 86_400_000;
  const cookie = await adminAuth().createSessionCookie(idToken, { expiresIn });
  const held = await heldBy(token.uid);
  res.cookie(SESSION_COOKIE, cookie, { ...cookieOptions, maxAge: expiresIn });
  res.status(200).json({ status: 'ok', ...viewFor(token, held) });
}

/**
 * The session's view. The count and the queries run side by side, since this read is what
 * a parent waits for on /dashboard: a refused read has cost its queries.
 */
async function read(token: DecodedIdToken, view: 'family' | 'mentor', res: Response): Promise<void> {
  if (view === 'mentor') {
    const [verdict, classes] = await Promise.all([countFor(token.uid), mentorViewOf(token.uid, firestore())]);
    if (answeredLimited(res, verdict)) return;
    if (classes === 403) res.status(403).json({ status: 'not-mentor' });
    else res.status(200).json({ status: 'ok', ...classes });
    return;
  }
  const [verdict, held] = await Promise.all([countFor(token.uid), heldBy(token.uid)]);
  if (answeredLimited(res, verdict)) return;
  res.status(200).json({ status: 'ok', ...viewFor(token, held) });
}

// A read's key is the session cookie, a start's the ID token (revocation checked for both, by
// the opening); ending needs neither, so a device can always clear its own cookie.
export const session = siteHandler(
  {
    name: 'session',
    method: ['GET', 'POST'],
    schema: (_language, messages, method) => sessionSchema(method, messages),
    caller: (request) => (request.action === 'read' ? 'session' : request.action === 'start' ? 'parent' : 'anyone'),
    refused: signedOut,
  },
  async ({ req, res, request, token }) => {
    keepPrivate(res);
    if (request.action === 'read') await read(token!, request.view, res);
    else if (request.action === 'start') await start(bearerOf(req)!, token!, res);
    else res.clearCookie(SESSION_COOKIE, cookieOptions).status(200).json({ status: 'signed-out' });
  },
);
