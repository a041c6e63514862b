// Who is a mentor: an Auth user with the custom claim `mentor: <team.yaml id>` AND a
// document mentors/{uid} naming the same id, both set only by `npm run staff --
// grant-mentor`. As for staff, the document is read on every request, so `revoke-mentor`
// (which deletes it first) ends a mentor's access at once; the token is verified with
// revocation checked (platform/auth.ts).
import type { Request } from 'firebase-functions/v2/https';
import type { Firestore } from 'firebase-admin/firestore';
import { verifiedIdToken } from '../platform/auth';
import { mentors } from '../platform/content';

/** The caller's mentor id, or why not: no or bad token (401), or no mentor claim or record (403). */
export async function mentorCaller(req: Request, db: Firestore): Promise<{ uid: string; mentorId: string } | 401 | 403> {
  const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '');
  if (!match) return 401;
  let token;
  try {
    token = await verifiedIdToken(match[1]!);
  } catch {
    return 401;
  }
  const mentorId = token.mentor;
  if (typeof mentorId !== 'string' || !mentors.some((t) => t.id === mentorId)) return 403;
  const record = await db.collection('mentors').doc(token.uid).get();
  return record.exists && record.get('mentorId') === mentorId ? { uid: token.uid, mentorId } : 403;
}
