// Revocation takes effect at once: `npm run staff -- grant`, sign in (Auth emulator), read
// through the Firestore rules with that ID token, `npm run staff -- revoke`, and the SAME
// token (still carrying the staff claim, not yet expired) reads nothing and changes nothing.
import { execFile } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { functionsUrl } from '../../support/functions/helpers';
import { createAccount, idToken, setClaims, uniqueEmail } from '../../support/functions/auth-emulator';
import { bookTrial, callStaffAction } from '../../support/functions/staff-helpers';
import { need, read, writeDoc } from '../../support/firestore';

function staff(...args: string[]): Promise<string> {
  return new Promise((done, fail) =>
    execFile(process.execPath, ['scripts/staff.mjs', ...args], { env: process.env }, (error, out, err) =>
      error ? fail(new Error(err || String(error))) : done(out),
    ),
  );
}

const documents = () =>
  `http://${need('FIRESTORE_EMULATOR_HOST')}/v1/projects/${need('GCLOUD_PROJECT')}/databases/(default)/documents`;

/** A read through the rules, as the browser with this ID token would make it: the HTTP status. */
async function readAs(token: string, path: string): Promise<number> {
  const res = await fetch(`${documents()}/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  return res.status;
}

const claimOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

// Each CLI run starts Node and the Admin SDK afresh: slow on a busy machine.
describe('npm run staff -- revoke', { timeout: 180_000 }, () => {
  it('shuts the same ID token out of every read at once', async () => {
    const email = uniqueEmail('revoked');
    const uid = await createAccount(email);
    // A seat count far outside the booking window (no trigger, no other test's day).
    const seats = `slots/2099-${String(1 + Math.floor(Math.random() * 12)).padStart(2, '0')}-15`;
    await writeDoc(seats, { taken: { '10:00': 1 } });

    await staff('grant', email);
    expect(await read(`staff/${uid}`)).toMatchObject({ email });
    const token = await idToken(email);
    expect(claimOf(token).staff).toBe(true);
    expect(await readAs(token, seats)).toBe(200);
    expect(await readAs(token, 'payments?pageSize=5')).toBe(200);
    // Their own membership record, which the console checks at sign-in.
    expect(await readAs(token, `staff/${uid}`)).toBe(200);

    expect(await staff('revoke', email)).toContain(`${email} is no longer staff`);
    expect(await read(`staff/${uid}`)).toBeNull();
    // The token still says staff: true and has not expired; the rules refuse it all the same.
    expect(claimOf(token).staff).toBe(true);
    expect(await readAs(token, seats)).toBe(403);
    expect(await readAs(token, 'payments?pageSize=5')).toBe(403);
    expect(await readAs(token, 'bookings?pageSize=5')).toBe(403);
    // staffAction refuses it too, in the same second as the revoke (no wait for Auth's clock).
    const booked = await bookTrial(functionsUrl());
    const reply = await callStaffAction(functionsUrl(), { bookingId: booked.id, action: 'attended' }, token);
    expect([401, 403]).toContain(reply.http);
    expect((await read(`bookings/${booked.id}`))?.status).toBe('upcoming');
  });

  it('a claim without the staff record (set by hand, not by the CLI) reads nothing and may not act', async () => {
    const email = uniqueEmail('halfmade');
    const uid = await createAccount(email);
    await setClaims(uid, { staff: true });
    const token = await idToken(email);
    expect(await readAs(token, 'payments?pageSize=5')).toBe(403);
    const booked = await bookTrial(functionsUrl());
    const reply = await callStaffAction(functionsUrl(), { bookingId: booked.id, action: 'attended' }, token);
    expect(reply.http).toBe(403);
    expect(await staff('list')).toContain(`${email}  (claim only`);
  });
});
