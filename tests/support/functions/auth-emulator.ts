// The Auth emulator's admin REST API (as the owner): make accounts, read their claims, and
// sign in as them to get real ID tokens. Shared by the staff CLI, staffAction and e2e tests;
// staff and mentor accounts are made in accounts.ts.
import { nextSecond } from './wait';

const host = () => process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const project = () => process.env.GCLOUD_PROJECT ?? 'demo-jengacode';
const base = () => `http://${host()}/identitytoolkit.googleapis.com/v1`;

async function call<T>(path: string, body: unknown, owner = true): Promise<T> {
  const res = await fetch(`${base()}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(owner ? { Authorization: 'Bearer owner' } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`auth emulator ${path}: ${res.status} ${text}`);
  return JSON.parse(text) as T;
}

export const uniqueEmail = (label: string) => `${label}.${Date.now()}${Math.floor(Math.random() * 1e6)}@example.com`;

/** Creates an email/password account; returns its uid. */
export async function createAccount(email: string, password = 'staff-test-pass'): Promise<string> {
  const made = await call<{ localId: string }>(`/projects/${project()}/accounts`, {
    email,
    password,
    displayName: email.split('@')[0],
  });
  return made.localId;
}

/** The account's custom claims (what `staff` CLI set), or {} when none. */
export async function claimsOf(email: string): Promise<Record<string, unknown>> {
  const found = await call<{ users?: { customAttributes?: string }[] }>(`/projects/${project()}/accounts:lookup`, {
    email: [email],
  });
  const raw = found.users?.[0]?.customAttributes;
  return raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
}

/** Sets custom claims directly (test setup that does not exercise the CLI). */
export async function setClaims(uid: string, claims: Record<string, unknown>): Promise<void> {
  await call(`/projects/${project()}/accounts:update`, { localId: uid, customAttributes: JSON.stringify(claims) });
}

/** A fresh ID token for an email/password account, carrying its current claims. */
export async function idToken(email: string, password = 'staff-test-pass'): Promise<string> {
  const signedIn = await call<{ idToken: string }>(
    '/accounts:signInWithPassword?key=demo-api-key',
    { email, password, returnSecureToken: true },
    false,
  );
  return signedIn.idToken;
}

/** Marks the account's email verified, as Google's sign-in does (test setup). */
export async function markEmailVerified(uid: string): Promise<void> {
  await call(`/projects/${project()}/accounts:update`, { localId: uid, emailVerified: true });
}

/** Ends every session the account holds, as the Admin SDK's revokeRefreshTokens does. */
export async function revokeSessions(uid: string): Promise<void> {
  await nextSecond();
  await call(`/projects/${project()}/accounts:update`, { localId: uid, validSince: String(Math.floor(Date.now() / 1000)) });
}
