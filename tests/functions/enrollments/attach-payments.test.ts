// `npm run attach-payments` against the Firestore emulator: plan payments recorded before
// enrollments existed are attached to their child's enrollment when the payer's email is a
// family's, oldest first and on the day each was paid; a dry run changes nothing, and a
// second run with --write changes nothing either. The payments carry dates of the test's own
// choosing: a 31st whose month after is short, then a payment before that due date.
import { execFile } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { uniqueReference } from '../../support/functions/helpers';
import { read, writeDoc } from '../../support/firestore';

interface Run {
  code: number;
  out: string;
  err: string;
}

function attach(...args: string[]): Promise<Run> {
  return new Promise((done) => {
    execFile(process.execPath, ['scripts/attach-payments.mjs', ...args], { env: process.env }, (error, out, err) => {
      done({ code: error ? Number(error.code ?? 1) : 0, out, err });
    });
  });
}

async function oldPayment(email: string, studentName: string, paidAt: string): Promise<string> {
  const reference = uniqueReference('old');
  await writeDoc(`payments/${reference}`, {
    reference,
    status: 'success',
    kind: 'plan',
    amount: 2500,
    amountSubunits: 250000,
    currency: 'KES',
    plan: 'starter',
    period: 'monthly',
    studentName,
    email,
    paidAt,
    channel: 'card',
    source: 'verify',
    createdAt: new Date(paidAt),
  });
  return reference;
}

// Each run starts Node and the Admin SDK afresh: slow on a busy machine.
describe('npm run attach-payments', { timeout: 180_000 }, () => {
  it('prints what it would do, then attaches once to the family child enrollment; a second run changes nothing', async () => {
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
    const email = `old.payer.${stamp}@example.com`;
    const uid = `family${stamp}`;
    await writeDoc(`families/${uid}`, { email, name: 'Halima Said', createdAt: new Date() });
    // 31 January and 20 February, midday in Nairobi.
    const first = await oldPayment(email, 'Zuri', '2025-01-31T09:00:00.000Z');
    const second = await oldPayment(email, 'zuri ', '2025-02-20T09:00:00.000Z');
    const stranger = await oldPayment(`nobody.${stamp}@example.com`, 'Zuri', '2025-02-10T09:00:00.000Z');

    const dry = await attach();
    expect(dry.err).toBe('');
    expect(dry.code).toBe(0);
    expect(dry.out).toContain(`Would attach ${first} (${email}, Zuri)`);
    expect(dry.out).toContain(`Would attach ${second}`);
    expect(dry.out).not.toContain(stranger);
    expect((await read(`payments/${first}`))?.enrollmentId).toBeUndefined();

    const written = await attach('--write');
    expect(written.code, written.err).toBe(0);
    expect(written.out).toContain(`Attached ${first}`);
    // The first runs to 28 February, anchored on the 31st; the second continues it to 31 March.
    const continued = '2025-03-31';
    const paid = await read(`payments/${second}`);
    expect(paid).toMatchObject({ familyUid: uid, paidUntil: continued });
    const enrollment = await read(`enrollments/${String(paid?.enrollmentId)}`);
    expect(enrollment).toMatchObject({ familyUid: uid, studentName: 'Zuri', plan: 'starter', paidUntil: continued });
    expect(enrollment?.payments).toEqual([first, second]);
    expect((await read(`payments/${first}`))?.enrollmentId).toBe(paid?.enrollmentId);
    expect((await read(`payments/${stranger}`))?.enrollmentId).toBeUndefined();

    const again = await attach('--write');
    expect(again.code).toBe(0);
    expect(again.out).not.toContain(first);
    expect(again.out).not.toContain(second);
    expect((await read(`enrollments/${String(paid?.enrollmentId)}`))?.payments).toEqual([first, second]);
    expect((await read(`enrollments/${String(paid?.enrollmentId)}`))?.paidUntil).toBe(continued);
  });
});
