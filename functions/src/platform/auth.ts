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

/** Auth's answers that mean "this is no caller": anything else (Auth unreachable, a quota) is a server error, not a refusal. */
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

/** Whether a verify method's error refuses the token or cookie (401), rather than failing (500). */
export function isRefusal(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && REFUSALS.has(code);
}
