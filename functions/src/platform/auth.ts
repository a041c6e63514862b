// The one place the functions verify who calls them. Every ID token and session cookie is
// verified with revocation checked, so revoking an account's sessions (a parent's, or
// `npm run staff -- revoke`) or disabling it ends its access at once, not when its ID token
// expires. The Auth emulator checks revocation whatever it is asked, so no emulator test
// can see the argument: tests/unit/functions/platform/auth.test.ts checks it, and that no
// other module calls Auth's verify methods itself.
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import { adminAuth } from './admin';

type Verifier = Pick<Auth, 'verifyIdToken' | 'verifySessionCookie'>;

const CHECK_REVOKED = true;

/** The decoded ID token; throws Auth's error when it does not verify or was revoked. */
export function verifiedIdToken(idToken: string, auth: Verifier = adminAuth()): Promise<DecodedIdToken> {
  return auth.verifyIdToken(idToken, CHECK_REVOKED);
}

/** The decoded session cookie; throws Auth's error when it does not verify or was revoked. */
export function verifiedSessionCookie(cookie: string, auth: Verifier = adminAuth()): Promise<DecodedIdToken> {
  return auth.verifySessionCookie(cookie, CHECK_REVOKED);
}
