// /api/session against the Functions, Auth and Firestore emulators: an ID token starts a
// session held in an HttpOnly cookie only this endpoint sees; the cookie alone then reads the
// parent's own bookings (never another parent's); a forged or revoked session reads nothing
// and the cookie is cleared; ending a session clears the browser's cookie, and revoking the
// account's sessions ends any copy of it.
import { beforeAll, describe, expect, it } from 'vitest';
import { call as send, functionsUrl, WARM_UP_MS, warmUp } from '../../support/functions/helpers';
import { createAccount, idToken, markEmailVerified, revokeSessions, uniqueEmail } from '../../support/functions/auth-emulator';
import { bookTrial } from '../../support/functions/staff-helpers';

const SLOW = 240_000;

interface SessionBody {
  status?: string;
  parent?: { uid: string; email: string | null; displayName: string | null };
  bookings?: { id: string; studentName: string; status: string; createdAt: string | null }[];
}

interface Answer {
  http: number;
  body: SessionBody;
  setCookie: string[];
  cacheControl: string | null;
}

async function call(init: { method: 'GET' | 'POST'; body?: unknown; token?: string; cookie?: string }): Promise<Answer> {
  const res = await send('/session', {
    method: init.method,
    headers: {
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...(init.cookie ? { Cookie: init.cookie } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return {
    http: res.http,
    body: res.body as SessionBody,
    setCookie: res.headers.getSetCookie(),
    cacheControl: res.headers.get('cache-control'),
  };
}

const start = (token?: string) => call({ method: 'POST', body: { action: 'start' }, token });
const read = (cookie?: string) => call({ method: 'GET', cookie });
/** The `name=value` part of the session cookie an answer set. */
const cookieOf = (answer: Answer) => answer.setCookie.find((c) => c.startsWith('__session='))!.split(';')[0]!;
const cleared = (answer: Answer) => answer.setCookie.some((c) => /^__session=;.*Expires=Thu, 01 Jan 1970/i.test(c));

async function parent(label: string) {
  const email = uniqueEmail(label);
  const uid = await createAccount(email, 'parent-pass');
  // Verified, as Google's are: a booking is the parent's only under their verified email.
  await markEmailVerified(uid);
  return { email, uid, token: await idToken(email, 'parent-pass') };
}

beforeAll(() => warmUp(), WARM_UP_MS);

describe('session', () => {
  it(
    "starts from an ID token, then reads the parent's own bookings with the cookie alone",
    async () => {
      const amina = await parent('amina');
      const other = await parent('other');
      const mine = await bookTrial(functionsUrl(), { studentName: 'Baraka', email: amina.email, token: amina.token });
      await bookTrial(functionsUrl(), { studentName: 'Imani', email: other.email, token: other.token });

      const started = await start(amina.token);
      expect(started.http).toBe(200);
      const cookie = started.setCookie.find((c) => c.startsWith('__session='))!;
      expect(cookie).toMatch(/; Max-Age=1209600;/);
      expect(cookie).toMatch(/; Path=\/api\/session;/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; SameSite=Strict/);
      // Firebase Hosting passes a Set-Cookie on only from a private answer.
      expect(started.cacheControl).toBe('private, no-store');
      expect(started.body.parent).toEqual({ uid: amina.uid, email: amina.email, displayName: amina.email.split('@')[0] });
      expect(started.body.bookings!.map((b) => [b.id, b.studentName, b.status])).toEqual([[mine.id, 'Baraka', 'upcoming']]);
      expect(started.body.bookings![0]!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);

      const again = await read(cookieOf(started));
      expect(again.http).toBe(200);
      expect(again.body).toEqual(started.body);
    },
    SLOW,
  );

  it(
    'reads nothing without a session or with a forged one; ending clears the cookie; revoking ends every copy',
    async () => {
      const noCookie = await read();
      expect(noCookie).toMatchObject({ http: 401, body: { status: 'signed-out' } });
      expect((await start()).http).toBe(401);
      expect((await start('not-a-token')).http).toBe(401);

      const zuri = await parent('zuri');
      // A well-formed session cookie naming Zuri, made for another project. (The Auth
      // emulator signs nothing, so signatures are checked only in production; the claims
      // are checked here as there.)
      const now = Math.floor(Date.now() / 1000);
      const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const claims = {
        iss: 'https://session.firebase.google.com/someone-else',
        aud: 'someone-else',
        sub: zuri.uid,
        user_id: zuri.uid,
        iat: now - 10,
        exp: now + 3600,
        auth_time: now - 10,
      };
      const forged = await read(`__session=${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`);
      expect(forged).toMatchObject({ http: 401, body: { status: 'signed-out' } });
      expect(cleared(forged)).toBe(true);
      expect((await read('__session=not.a.cookie')).http).toBe(401);

      const started = await start(zuri.token);
      const ended = await call({ method: 'POST', body: { action: 'end' }, cookie: cookieOf(started) });
      expect(ended.http).toBe(200);
      expect(cleared(ended)).toBe(true);

      // Ending clears the browser's cookie; a copy taken before still verifies until the
      // account's sessions are revoked, and revoking ends it.
      expect((await read(cookieOf(started))).http).toBe(200);
      await revokeSessions(zuri.uid);
      const revoked = await read(cookieOf(started));
      expect(revoked).toMatchObject({ http: 401, body: { status: 'signed-out' } });
      expect(cleared(revoked)).toBe(true);
    },
    SLOW,
  );

  it('refuses other methods and unknown actions', async () => {
    const put = await send('/session', { method: 'PUT' });
    expect(put.http).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, POST, OPTIONS');
    expect((await call({ method: 'POST', body: { action: 'steal' } })).http).toBe(400);
  });
});
