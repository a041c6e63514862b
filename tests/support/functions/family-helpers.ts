// A signed-in parent for the family tests: an account whose email is verified (as Google's
// are) and POST family with its ID token.
import { createAccount, idToken, markEmailVerified } from './auth-emulator';
import { post } from './helpers';

/** A parent account with a verified email; returns its uid and ID token. */
export async function parentAccount(email: string, verified = true): Promise<{ uid: string; token: string }> {
  const uid = await createAccount(email, 'parent-pass');
  if (verified) await markEmailVerified(uid);
  return { uid, token: await idToken(email, 'parent-pass') };
}

export async function callFamily<T = Record<string, unknown>>(body: unknown, token?: string): Promise<{ http: number; body: T }> {
  const { http, body: answer } = await post('family', body, token);
  return { http, body: answer as T };
}
