// Who may act as staff: a verified ID token (revocation checked, platform/auth.ts) with the
// claim `staff: true`, whose staff/{uid} record still exists, as the Firestore rules require.
// `npm run staff -- revoke` deletes the record first, so a claim that outlives it by up to
// an hour in an unexpired token acts on nothing.
import type { Request } from 'firebase-functions/v2/https';
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { verifiedIdToken } from './auth';

/** The verified caller, or why not: no or bad token (401), or no staff claim or record (403). */
export async function staffCaller(req: Request, db: Firestore): Promise<DecodedIdToken | 401 | 403> {
  const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '');
  if (!match) return 401;
  let token: DecodedIdToken;
  try {
    token = await verifiedIdToken(match[1]!);
  } catch {
    return 401;
  }
  if (token.staff !== true) return 403;
  const member = await db.collection('staff').doc(token.uid).get();
  return member.exists ? token : 403;
}
