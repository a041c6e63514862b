// Who calls: the kinds of caller a handler may ask the opening for (platform/opening.ts), each
// checked from `Authorization: Bearer <Firebase ID token>` with revocation checked
// (platform/auth.ts). Staff and mentors are also read from their Firestore record on every
// request, so `npm run staff -- revoke` / `revoke-mentor` (which delete the record first) end
// their access at once, even while a claim lives on for up to an hour in an unexpired token.
import type { Request } from 'firebase-functions/v2/https';
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { verifiedIdToken } from './auth';
import { mentors } from './content';

/**
 * - anyone: no token is read.
 * - optional: a token is read when sent; one that does not verify is refused (401).
 * - parent: a verified token is required (401).
 * - family: a verified token whose email Google verified (401): the family's key.
 * - mentor: the claim `mentor: <team.yaml id>` and a mentors/{uid} record naming it (403).
 * - staff: the claim `staff: true` and a staff/{uid} record (403).
 * - staff-or-mentor: staff, or else a mentor (403 when neither).
 */
export type CallerKind = 'anyone' | 'optional' | 'parent' | 'family' | 'mentor' | 'staff' | 'staff-or-mentor';

/** The checked caller: the token (absent for anyone, or optional without one), and a mentor's id. */
export interface Caller {
  token?: DecodedIdToken;
  mentorId?: string;
}

/** The caller's token: undefined without the header, null when it does not verify or was revoked. */
async function bearerToken(req: Request): Promise<DecodedIdToken | undefined | null> {
  const header = req.get('authorization');
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) return null;
  try {
    return await verifiedIdToken(match[1]!);
  } catch {
    return null;
  }
}

async function isStaff(db: Firestore, token: DecodedIdToken): Promise<boolean> {
  return token.staff === true && (await db.collection('staff').doc(token.uid).get()).exists;
}

async function mentorIdOf(db: Firestore, token: DecodedIdToken): Promise<string | null> {
  const mentorId = token.mentor;
  if (typeof mentorId !== 'string' || !mentors.some((t) => t.id === mentorId)) return null;
  const record = await db.collection('mentors').doc(token.uid).get();
  return record.exists && record.get('mentorId') === mentorId ? mentorId : null;
}

/** The caller of `kind`, or why not: 401 (no usable token) or 403 (not staff, not a mentor). */
export async function checkedCaller(req: Request, kind: CallerKind, db: () => Firestore): Promise<Caller | 401 | 403> {
  if (kind === 'anyone') return {};
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
