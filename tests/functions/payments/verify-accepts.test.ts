// verifyPayment against the Functions and Firestore emulators and the Paystack stand-in: what it
// accepts and what it refuses. Prices in expectations come from the plans data file.
import { beforeAll, describe, expect, it } from 'vitest';
import { payment, seed, uniqueReference, verify, WARM_UP_MS, warmUp } from '../../support/functions/helpers';
import { eliteYearlyKes, eliteYearlyUsd, eliteYearly, expectRefused } from './verify-setup';

beforeAll(() => warmUp(), WARM_UP_MS);

describe('verifyPayment accepts', () => {
  it('a plan paid at exactly its price, and records it once', async () => {
    const reference = await seed({
      amount: eliteYearlyKes * 100,
      currency: 'KES',
      metadata: eliteYearly(),
      email: 'mama@example.com',
    });
    const reply = await verify({ reference, studentName: 'Wanjiru Kamau' });
    expect(reply).toMatchObject({ http: 200, body: { status: 'success' } });
    const stored = await payment(reference);
    expect(stored?.data).toMatchObject({
      reference,
      status: 'success',
      kind: 'plan',
      plan: 'elite',
      period: 'yearly',
      amount: eliteYearlyKes,
      amountSubunits: eliteYearlyKes * 100,
      currency: 'KES',
      studentName: 'Wanjiru Kamau',
      email: 'mama@example.com',
      source: 'verify',
    });
    expect(stored?.data.createdAt).toBeInstanceOf(Date);
  });

  it("records Paystack's metadata name, never the browser's, even when the metadata has none", async () => {
    const named = await seed({ amount: eliteYearlyKes * 100, currency: 'KES', metadata: eliteYearly('Wanjiru Kamau') });
    expect((await verify({ reference: named, studentName: 'Someone Else' })).body.status).toBe('success');
    expect((await payment(named))?.data.studentName).toBe('Wanjiru Kamau');
    const unnamed = await seed({
      amount: eliteYearlyKes * 100,
      currency: 'KES',
      metadata: { kind: 'plan', plan: 'elite', period: 'yearly' },
    });
    expect((await verify({ reference: unnamed, studentName: 'Baraka Mwangi' })).body.status).toBe('success');
    expect((await payment(unnamed))?.data.studentName).toBe('');
  });

  it('a plan in USD', async () => {
    const reference = await seed({ amount: eliteYearlyUsd * 100, currency: 'USD', metadata: eliteYearly() });
    expect((await verify({ reference, studentName: 'Wanjiru' })).body.status).toBe('success');
    expect((await payment(reference))?.data).toMatchObject({ currency: 'USD', amount: eliteYearlyUsd });
  });

  it('a donation of any positive amount, cents included', async () => {
    const reference = await seed({ amount: 123_450, currency: 'KES', metadata: { kind: 'donation', studentName: 'Donor' } });
    const reply = await verify({ reference, studentName: 'A Friend' });
    expect(reply.body).toEqual({ status: 'success' });
    expect((await payment(reference))?.data).toMatchObject({
      kind: 'donation',
      amount: 1234.5,
      currency: 'KES',
      plan: null,
      period: null,
    });
  });

  it('through the Hosting rewrite /api/verifyPayment too', async () => {
    const site = process.env.SITE_URL;
    if (!site) throw new Error('SITE_URL is not set');
    const reference = await seed({ amount: 50_000, currency: 'USD', metadata: { kind: 'donation' } });
    const reply = await verify({ reference, studentName: 'Baraka' }, {}, site);
    expect(reply).toMatchObject({ http: 200, body: { status: 'success' } });
  });
});

describe('verifyPayment refuses', () => {
  it('an unknown reference', async () => {
    await expectRefused(uniqueReference('unknown'), /not found/i);
  });

  it('a failed transaction', async () => {
    const reference = await seed({ status: 'failed', amount: eliteYearlyKes * 100, currency: 'KES', metadata: eliteYearly() });
    await expectRefused(reference, /failed/);
  });

  it('a zero donation', async () => {
    const reference = await seed({ amount: 0, currency: 'KES', metadata: { kind: 'donation' } });
    await expectRefused(reference, /amount/);
  });

  it('a malformed body with 400, and other methods with 405', async () => {
    expect((await verify({ studentName: 'x' })).http).toBe(400);
    expect((await verify({ reference: 'a/b', studentName: 'x' })).http).toBe(400);
    expect((await verify({ reference: 'abc', studentName: '' })).http).toBe(400);
    expect((await verify('not json')).http).toBe(400);
    expect((await verify(undefined, { method: 'GET', body: undefined })).http).toBe(405);
  });
});
