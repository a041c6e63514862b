// verifyPayment as the internet sees it: JSON posts only, a few Paystack calls per client
// address a minute, references Paystack does not know remembered so a repeat never reaches
// Paystack, hostile names stored as plain names, and no caching or banner headers.
// Each test acts as its own client address (X-Forwarded-For, as Hosting would send it).
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../../functions/src/platform/rate-limit';
import { payment, seed, standinUrl, uniqueReference, verify } from '../../support/functions/helpers';
import { clientAddress } from '../../support/firestore';

const from = (address: string): RequestInit => ({
  headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
});

async function paystackCalls(): Promise<number> {
  const res = await fetch(`${standinUrl()}/__standin/stats`);
  return ((await res.json()) as { verifyCalls: number }).verifyCalls;
}

describe('verifyPayment takes', () => {
  it('only application/json posts: a cross-site form post or plain text is refused, nothing asked', async () => {
    const reference = await seed({ amount: 50_000, currency: 'USD', metadata: { kind: 'donation' } });
    const before = await paystackCalls();
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      const reply = await verify(`reference=${reference}&studentName=Amina`, {
        headers: { 'Content-Type': type, 'X-Forwarded-For': clientAddress() },
      });
      expect(reply.http).toBe(415);
    }
    expect(await paystackCalls()).toBe(before);
    expect(await payment(reference)).toBeNull();
  });
});

describe('verifyPayment spares Paystack', () => {
  it('asks Paystack once about a reference it does not know, however often it is repeated', async () => {
    const reference = uniqueReference('unknown');
    const before = await paystackCalls();
    for (let i = 0; i < 5; i += 1) {
      const reply = await verify({ reference, studentName: 'Amina' }, from(clientAddress()));
      expect(reply).toMatchObject({ http: 200, body: { status: 'failed', reason: 'Transaction not found' } });
    }
    expect(await paystackCalls()).toBe(before + 1);
  });

  it(`lets one address cause ${LIMITS.paystackPerAddress.max} Paystack calls a minute, then answers 429`, async () => {
    const address = clientAddress();
    const before = await paystackCalls();
    for (let i = 0; i < LIMITS.paystackPerAddress.max; i += 1) {
      const reply = await verify({ reference: uniqueReference('made-up'), studentName: 'Amina' }, from(address));
      expect(reply.http).toBe(200);
    }
    const refused = await verify({ reference: uniqueReference('made-up'), studentName: 'Amina' }, from(address));
    expect(refused.http).toBe(429);
    expect(refused.body).toMatchObject({ status: 'limited' });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LIMITS.paystackPerAddress.windowSeconds);
    expect(await paystackCalls()).toBe(before + LIMITS.paystackPerAddress.max);

    // Another address is not affected, and a recorded payment still answers from the record.
    const paid = await seed({ amount: 50_000, currency: 'USD', metadata: { kind: 'donation' } });
    expect((await verify({ reference: paid, studentName: 'Amina' }, from(clientAddress()))).body.status).toBe('success');
    expect((await verify({ reference: paid, studentName: 'Amina' }, from(address))).body.status).toBe('success');
  });
});

describe('verifyPayment stores names as names', () => {
  const hostile = '\u202E<img src=x onerror=alert(1)>';

  it("cleans Paystack's metadata name of markup and bidi characters", async () => {
    const reference = await seed({ amount: 50_000, currency: 'USD', metadata: { kind: 'donation', studentName: hostile } });
    expect((await verify({ reference, studentName: 'Amina' }, from(clientAddress()))).body.status).toBe('success');
    expect((await payment(reference))?.data.studentName).toBe('img srcx onerroralert');
  });

  it("never records the browser's name, even when the metadata has none", async () => {
    const reference = await seed({ amount: 50_000, currency: 'USD', metadata: { kind: 'donation' } });
    expect((await verify({ reference, studentName: `\u3164${hostile}` }, from(clientAddress()))).body.status).toBe('success');
    expect((await payment(reference))?.data.studentName).toBe('');
  });
});

describe('verifyPayment headers', () => {
  it('no-store and no X-Powered-By, direct and through Hosting', async () => {
    const site = process.env.SITE_URL;
    if (!site) throw new Error('SITE_URL is not set');
    for (const base of [undefined, site]) {
      const reply = await verify({ reference: uniqueReference('headers'), studentName: 'Amina' }, from(clientAddress()), base);
      expect(reply.http).toBe(200);
      expect(reply.headers.get('cache-control')).toBe('no-store');
      expect(reply.headers.get('x-powered-by')).toBeNull();
    }
  });
});
