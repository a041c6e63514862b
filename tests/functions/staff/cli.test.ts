// `npm run staff -- grant|revoke|list` against the real Auth emulator.
import { execFile } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { claimsOf, createAccount, setClaims, uniqueEmail } from '../../support/functions/auth-emulator';
import { read } from '../../support/firestore';
import { teamMentors } from '../../support/functions/class-helpers';

interface Run {
  code: number;
  out: string;
  err: string;
}

function staff(...args: string[]): Promise<Run> {
  return new Promise((done) => {
    execFile(process.execPath, ['scripts/staff.mjs', ...args], { env: process.env }, (error, out, err) => {
      done({ code: error ? Number(error.code ?? 1) : 0, out, err });
    });
  });
}

// Each CLI run starts Node and the Admin SDK afresh: slow on a busy machine.
describe('npm run staff', { timeout: 180_000 }, () => {
  it('grants the claim, keeps other claims, lists the member, and revokes it', async () => {
    const email = uniqueEmail('mentor');
    const uid = await createAccount(email);
    await setClaims(uid, { cohort: 'nairobi' });

    const granted = await staff('grant', email);
    expect(granted.err).toBe('');
    expect(granted.code).toBe(0);
    expect(granted.out).toContain(`${email} is staff`);
    expect(await claimsOf(email)).toEqual({ cohort: 'nairobi', staff: true });
    expect(await read(`staff/${uid}`)).toMatchObject({ email });

    const again = await staff('grant', email.toUpperCase());
    expect(again.code).toBe(0);
    expect(again.out).toContain('(no change)');

    const listed = await staff('list');
    expect(listed.code).toBe(0);
    expect(listed.out.split('\n')).toContain(email);

    const revoked = await staff('revoke', email);
    expect(revoked.code).toBe(0);
    expect(revoked.out).toContain(`${email} is no longer staff`);
    expect(await claimsOf(email)).toEqual({ cohort: 'nairobi' });
    expect(await read(`staff/${uid}`)).toBeNull();
    expect((await staff('list')).out.split('\n')).not.toContain(email);
  });

  it('grants a mentor the claim and record naming their team.yaml id, and revokes both', async () => {
    const email = uniqueEmail('teacher');
    const uid = await createAccount(email);
    const mentorId = teamMentors[0]!.id;
    const granted = await staff('grant-mentor', email, mentorId);
    expect(granted.code).toBe(0);
    expect(await claimsOf(email)).toEqual({ mentor: mentorId });
    expect(await read(`mentors/${uid}`)).toMatchObject({ email, mentorId });

    const revoked = await staff('revoke-mentor', email);
    expect(revoked.code).toBe(0);
    expect(await claimsOf(email)).toEqual({});
    expect(await read(`mentors/${uid}`)).toBeNull();
  });

  it('refuses a mentor id team.yaml does not have', async () => {
    const email = uniqueEmail('teacher');
    await createAccount(email);
    const result = await staff('grant-mentor', email, 'nobody-here');
    expect(result.code).toBe(1);
    expect(result.err).toContain('"nobody-here" is not a mentor');
    expect(await claimsOf(email)).toEqual({});
  });

  it('says clearly when no account has the email, and changes nothing', async () => {
    const email = uniqueEmail('nobody');
    const result = await staff('grant', email);
    expect(result.code).toBe(1);
    expect(result.err).toContain(`No account with the email ${email}`);
    expect(result.err).toContain('sign in once with Google');
  });

  it('refuses a missing or malformed email and an unknown command with the usage', async () => {
    const missing = await staff('grant');
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('grant needs an email address');
    const malformed = await staff('revoke', 'not-an-email');
    expect(malformed.code).toBe(1);
    expect(malformed.err).toContain('"not-an-email" is not an email address');
    const unknown = await staff('promote', 'a@b.co');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('Usage:');
  });

  it('names the emulator it could not reach instead of failing obscurely', async () => {
    const result = await new Promise<Run>((done) => {
      execFile(
        process.execPath,
        ['scripts/staff.mjs', 'list'],
        { env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9' } },
        (error, out, err) => done({ code: error ? Number(error.code ?? 1) : 0, out, err }),
      );
    });
    expect(result.code).toBe(1);
    expect(result.err).toContain('The Auth emulator is not answering at 127.0.0.1:9');
  });
});
