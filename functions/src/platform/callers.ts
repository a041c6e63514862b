// Who calls: the kinds of caller a handler may ask the opening for (platform/opening.ts), each
// checked from `Authorization: Bearer <Firebase ID token>`, or for `session` from the site's
// session cookie, with revocation checked (platform/auth.ts). Auth refusing the token is a
// 401; Auth failing (unreachable, a quota) throws, so the caller meets the one 500 and a
// parent is never signed out by an outage. Staff and mentors are also read from their Firestore record on every
// request, so `npm run staff -- revoke` / `revoke-mentor` (which delete the record first) end
// their access at once, even while a claim lives on for up to an hour in an unexpired token.
import type { Request } from 'firebase-functions/v2/https';
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { isRefusal, verifiedIdToken, verifiedSessionCookie } from './auth';
import { mentors } from './content';
import { mentorsOf, staffOf } from './stored';

/**
 * - anyone: no token is read.
 * - optional: a token is read when sent; one that does not verify is refused (401).
 * - parent: a verified token is required (401).
 * - family: a verified token whose email Google verified (401): the family's key.
 * - mentor: the claim `mentor: <team.yaml id>` and a mentors/{uid} record naming it (403).
 * - staff: the claim `staff: true` and a staff/{uid} record (403).
 * - staff-or-mentor: staff, or else a mentor (403 when neither).
 * - session: the site's session cookie (families/session.ts), verified (401); no header is read.
 */
export type CallerKind = 'anyone' | 'optional' | 'parent' | 'family' | 'mentor' | 'staff' | 'staff-or-mentor' | 'session';

/** The site's session cookie: Firebase Hosting passes no other cookie on to a function. */
export const SESSION_COOKIE = '__session';

/** The session cookie's value, or null when the request has none. */
export function sessionCookieOf(req: Request): string | null {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return value.join('=') || null;
  }
  return null;
}

/** The token `verify` answers, or null when Auth refuses it; Auth's other failures throw. */
async function verifiedOrNull(verify: () => Promise<DecodedIdToken>): Promise<DecodedIdToken | null> {
  try {
    return await verify();
  } catch (error) {
    if (!isRefusal(error)) throw error;
    return null;
  }
}

/** The checked caller: the token (absent for anyone, or optional without one), and a mentor's id. */
export interface Caller {
  token?: DecodedIdToken;
  mentorId?: string;
}

/** The ID token as sent: undefined without the header, null when the header is not `Bearer <token>`. */
export function bearerOf(req: Request): string | undefined | null {
  const header = req.get('authorization');
  if (!header) return undefined;
  return /^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? null;
}

/** The caller's token: undefined without the header, null when it does not verify or was revoked. */
async function bearerToken(req: Request): Promise<DecodedIdToken | undefined | null> {
  const idToken = bearerOf(req);
  if (idToken === undefined || idToken === null) return idToken;
  return verifiedOrNull(() => verifiedIdToken(idToken));
}

async function isStaff(db: Firestore, token: DecodedIdToken): Promise<boolean> {
  return token.staff === true && (await staffOf(db).doc(token.uid).get()).exists;
}

async function mentorIdOf(db: Firestore, token: DecodedIdToken): Promise<string | null> {
  const mentorId = token.mentor;
  if (typeof mentorId !== 'string' || !mentors.some((t) => t.id === mentorId)) return null;
  const record = (await mentorsOf(db).doc(token.uid).get()).data();
  return record?.mentorId === mentorId ? mentorId : null;
}

/** The caller of `kind`, or why not: 401 (no usable token) or 403 (not staff, not a mentor). */
export async function checkedCaller(req: Request, kind: CallerKind, db: () => Firestore): Promise<Caller | 401 | 403> {
  if (kind === 'anyone') return {};
  if (kind === 'session') {
    const cookie = sessionCookieOf(req);
    const token = cookie ? await verifiedOrNull(() => verifiedSessionCookie(cookie)) : null;
    return token ? { token } : 401;
  }
  const token = await bearerToken(req);
  if (token === null) return 401;
  if (token === undefined) return kind === 'optional' ? {} : 401;
  if (kind === 'optional' || kind === 'parent') return { token };
  if (kind === 'family') return typeof token.email === 'string' && token.email_verified === true ? { token } : 401;
  if (kind !== 'mentor' && (await isStaff(db(), token))) return { token };
  if (kind === 'staff') return 403;
  const mentorId = await mentorIdOf(db(), token);
  return mentorId ? { token, mentorId } : 403;
}
