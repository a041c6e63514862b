// A charge Paystack took at a price that is no longer current (a /pay tab opened before
// plans.yaml changed): recorded once for review whether verifyPayment or the webhook comes
// first, the parent answered "received", the school sent one notice naming the reference,
// the amount paid and the price expected. Through the Paystack stand-in and MailDev.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney, planPrice, type PricedPlan } from '../../../src/domain/pricing';
import { payment, paymentsWithReference, seed, sign, verify, WARM_UP_MS, warmUp, webhook } from '../../support/functions/helpers';
import { mailSettled, sentTo, waitForMail } from '../../support/functions/mail-helpers';

const STAFF = 'staff@jengacode.example';

const plans = yaml.load(readFileSync(new URL('../../../src/content/plans.yaml', import.meta.url), 'utf8')) as PricedPlan[];
const elite = plans.find((p) => p.id === 'elite')!;
const priceNow = planPrice(elite, 'yearly', 'KES');
// The price an old page still showed: today's, less a round sum.
const oldPrice = priceNow - 2000;

beforeAll(async () => {
  await warmUp('verifyPayment', 'paystackWebhook');
}, WARM_UP_MS);

/** A parent pays the Elite yearly plan at the old price in the stand-in; returns the reference and their email. */
async function paidAtOldPrice(): Promise<{ reference: string; email: string; raw: string }> {
  const email = `parent-${randomBytes(5).toString('hex')}@example.com`;
  const metadata = { kind: 'plan', plan: 'elite', period: 'yearly', studentName: 'Wanjiru Kamau' };
  const reference = await seed({ amount: oldPrice * 100, currency: 'KES', metadata, email });
  const raw = JSON.stringify({
    event: 'charge.success',
    data: { status: 'success', reference, amount: oldPrice * 100, currency: 'KES', metadata },
  });
  return { reference, email, raw };
}

const noticeOf = (reference: string) => (m: { subject: string; to: { address: string }[] }) =>
  sentTo(m as never, STAFF) && m.subject.includes(reference);

/** Exactly one record (written once) and, once the mail has settled, one notice and one note to the payer. */
async function expectOneRecordAndOneNotice(reference: string, email: string) {
  const stored = await payment(reference);
  expect(stored?.data).toMatchObject({
    reference,
    status: 'review',
    kind: 'plan',
    amount: oldPrice,
    currency: 'KES',
    plan: 'elite',
    period: 'yearly',
    expected: { plan: 'elite', period: 'yearly', amount: priceNow, currency: 'KES' },
  });
  expect(stored?.updateTime).toBe(stored?.createTime);
  expect(await paymentsWithReference(reference)).toBe(1);
  await waitForMail(noticeOf(reference), 1, 60_000);
  await waitForMail((m) => sentTo(m, email), 1, 60_000);
  // The trigger queued both in one transaction (they came): count once they are all handled.
  const ours = (id: string) => id.startsWith(`payment-${reference}-`);
  expect((await mailSettled(STAFF, { only: ours })).filter(noticeOf(reference))).toHaveLength(1);
  expect(await mailSettled(email)).toHaveLength(1);
}

// Each test waits for mail, and ten calls at once make the emulator start new function
// instances: generous limits for a busy machine.
describe('a charge at an old price', { timeout: 240_000 }, () => {
  it('verify answers received for review; one record; the school is told the reference, the amount and the price expected', async () => {
    const { reference, email } = await paidAtOldPrice();
    const reply = await verify({ reference, studentName: 'Wanjiru Kamau' });
    expect(reply).toMatchObject({ http: 200, body: { status: 'review', reference } });
    await expectOneRecordAndOneNotice(reference, email);

    const [notice] = await waitForMail(noticeOf(reference));
    for (const line of [
      `Reference: ${reference}`,
      `Amount paid: ${formatMoney(oldPrice, 'KES')}`,
      `Price expected: ${formatMoney(priceNow, 'KES')} (${elite.name}, yearly)`,
      `Email: ${email}`,
    ]) {
      expect(notice!.text).toContain(line);
    }
    const [note] = await waitForMail((m) => sentTo(m, email));
    expect(note!.subject).toBe(`We received your payment to JengaCode: ${formatMoney(oldPrice, 'KES')}`);
    expect(note!.text).toContain('email you to confirm your plan');
    expect(note!.text).not.toMatch(/fail/i);
  });

  it('webhook first, then verify: one record, one notice, and verify still answers review', async () => {
    const { reference, email, raw } = await paidAtOldPrice();
    expect(await webhook(raw, sign(raw))).toBe(200);
    expect((await payment(reference))?.data).toMatchObject({ status: 'review', source: 'webhook' });
    expect(await verify({ reference, studentName: 'Wanjiru Kamau' })).toMatchObject({
      http: 200,
      body: { status: 'review', reference },
    });
    await expectOneRecordAndOneNotice(reference, email);
  });

  it('verify first, then the webhook: one record, one notice', async () => {
    const { reference, email, raw } = await paidAtOldPrice();
    expect((await verify({ reference, studentName: 'Wanjiru Kamau' })).body.status).toBe('review');
    expect(await webhook(raw, sign(raw))).toBe(200);
    expect((await payment(reference))?.data.source).toBe('verify');
    await expectOneRecordAndOneNotice(reference, email);
  });

  it('ten at once, verify and webhook mixed: one record, one notice', async () => {
    const { reference, email, raw } = await paidAtOldPrice();
    const calls = Array.from({ length: 10 }, (_, i) =>
      i % 2 === 0
        ? verify({ reference, studentName: 'Wanjiru Kamau', wait: 0 }).then((r) => r.body.status)
        : webhook(raw, sign(raw)),
    );
    const answers = await Promise.all(calls);
    expect(answers.filter((a, i) => i % 2 === 0)).toEqual(Array(5).fill('review'));
    expect(answers.filter((a, i) => i % 2 === 1)).toEqual(Array(5).fill(200));
    await expectOneRecordAndOneNotice(reference, email);
  });

  it('a donation of any positive amount is still a plain success', async () => {
    const reference = await seed({ amount: 123_456, currency: 'KES', metadata: { kind: 'donation', studentName: 'Neema' } });
    expect(await verify({ reference, studentName: 'Neema' })).toMatchObject({ http: 200, body: { status: 'success' } });
    expect((await payment(reference))?.data.status).toBe('success');
  });
});
