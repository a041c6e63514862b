// A parent with a booking, made over the emulators' REST APIs for the bench: an Auth
// emulator account with a verified email, a class booked with its ID token (so the dashboard lists
// it), and the browser storage and site session cookie of a device where that parent has
// signed in.
import { LOCAL_KEYS } from './local.mjs';

const NAIROBI_MS = 3 * 3_600_000;

const PASSWORD = 'bench-password';

/** The Auth emulator's REST API; `owner` calls as the project's owner (admin calls). */
async function authCall(authHost, path, body, owner = false) {
  const res = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(owner ? { Authorization: 'Bearer owner' } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`Auth emulator ${path.split('?')[0]}: HTTP ${res.status} ${await res.text()}`);
  return res.json();
}

/**
 * Signs in again: an ID token carrying the account's current claims and verified email.
 * @param {string} authHost
 * @param {string} email
 * @returns {Promise<{ localId: string, idToken: string, refreshToken: string, expiresIn: string }>}
 */
export const signIn = (authHost, email) =>
  authCall(authHost, `/accounts:signInWithPassword?key=${LOCAL_KEYS.firebaseApiKey}`, {
    email,
    password: PASSWORD,
    returnSecureToken: true,
  });

/**
 * An account in the Auth emulator with its email verified, as Google's sign-in leaves a
 * parent's: a trial booked under an unverified email is not the signed-in parent's
 * (functions/src/owners/booking-child.ts), so the dashboard would list none.
 * @param {string} authHost the Auth emulator's host:port
 * @param {string} email
 * @param {string} projectId
 */
export async function newAccount(authHost, email, projectId) {
  const made = await authCall(authHost, `/accounts:signUp?key=${LOCAL_KEYS.firebaseApiKey}`, {
    email,
    password: PASSWORD,
    displayName: 'Bench Parent',
  });
  await authCall(authHost, `/projects/${projectId}/accounts:update`, { localId: made.localId, emailVerified: true }, true);
  return signIn(authHost, email);
}

/**
 * Books a class for the signed-in parent in the first open seat from three days ahead;
 * resolves with its manage link.
 * @param {string} siteUrl
 * @param {{ idToken: string }} account
 * @param {string} email
 * @param {string} [studentName] a second child books under another name (one upcoming trial per child)
 */
export async function bookFor(siteUrl, account, email, studentName = 'Baraka') {
  const phone = `0712${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  for (let days = 3; days < 7; days++) {
    const date = new Date(Date.now() + NAIROBI_MS + days * 86_400_000).toISOString().slice(0, 10);
    for (const time of ['10:00', '11:00', '12:00', '14:00', '15:00', '16:00', '17:00']) {
      const res = await fetch(`${siteUrl}/api/book`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${account.idToken}` },
        body: JSON.stringify({
          studentName,
          studentGrade: '3-5',
          parentName: 'Bench Parent',
          email,
          phone,
          countryCode: 'KE',
          date,
          time,
        }),
      });
      const body = await res.json().catch(() => ({}));
      if (res.status === 200 && body.status === 'booked')
        return { id: body.id, url: new URL(body.manageUrl, siteUrl).href, booking: body.booking };
      if (res.status !== 409 || body.status !== 'full') throw new Error(`/api/book: HTTP ${res.status} ${JSON.stringify(body)}`);
    }
  }
  throw new Error('/api/book: no open seat in the window');
}

/** The localStorage of a device where this parent signed in: what the Auth SDK keeps and reads back on the next visit. */
/**
 * @param {{ localId: string, idToken: string, refreshToken: string, expiresIn: string }} account
 * @param {string} email
 * @returns {Record<string, string>}
 */
export function savedUser(account, email) {
  const now = Date.now();
  return {
    // The site's own note that this device has signed in (services/signed-in-before.ts).
    'jc:signed-in': '1',
    [`firebase:authUser:${LOCAL_KEYS.firebaseApiKey}:[DEFAULT]`]: JSON.stringify({
      uid: account.localId,
      email,
      emailVerified: true,
      isAnonymous: false,
      displayName: 'Bench Parent',
      providerData: [{ providerId: 'password', uid: email, email, displayName: 'Bench Parent' }],
      stsTokenManager: {
        refreshToken: account.refreshToken,
        accessToken: account.idToken,
        expirationTime: now + Number(account.expiresIn) * 1000,
      },
      createdAt: String(now),
      lastLoginAt: String(now),
      apiKey: LOCAL_KEYS.firebaseApiKey,
      appName: '[DEFAULT]',
    }),
  };
}

/**
 * The site's session cookie a sign-in leaves (POST /api/session with the ID token), as
 * Playwright's `context.addCookies` takes it.
 * @param {string} siteUrl
 * @param {{ idToken: string }} account
 */
export async function sessionCookie(siteUrl, account) {
  const res = await fetch(`${siteUrl}/api/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${account.idToken}` },
    body: JSON.stringify({ action: 'start' }),
  });
  const set = res.headers.getSetCookie().find((c) => c.startsWith('__session='));
  if (res.status !== 200 || !set) throw new Error(`/api/session: HTTP ${res.status}, no session cookie`);
  return {
    name: '__session',
    value: set.slice('__session='.length).split(';')[0],
    domain: new URL(siteUrl).hostname,
    path: '/api/session',
    httpOnly: true,
    secure: true,
    sameSite: /** @type {const} */ ('Strict'),
  };
}
