// Mail about payments and messages, read back from MailDev: a payment recorded by both
// verifyPayment and the webhook gives one receipt and one notice; a contact message gives
// the sender an acknowledgement and the school a notice that replies to the sender; a
// question gives the school a notice.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { seed, sign, verify, WARM_UP_MS, warmUp, webhook } from '../../support/functions/helpers';
import { mailSettled, sentTo, source, waitForMail } from '../../support/functions/mail-helpers';
import { createDoc } from '../../support/firestore';
import { sitePlan, sitePrice, sitePriceText } from '../../support/site-plans';
import { classesText } from '../../../src/domain/pricing';

const STAFF = 'staff@jengacode.example';
const tag = () => randomBytes(5).toString('hex');

beforeAll(async () => {
  await warmUp();
}, WARM_UP_MS);

describe('payment mail', () => {
  it('a plan paid, recorded by verifyPayment and the webhook at once: one receipt, one notice', async () => {
    const email = `payer-${tag()}@example.com`;
    const metadata = { kind: 'plan', plan: 'pro', period: 'monthly', studentName: 'Baraka' };
    const pro = sitePlan('pro');
    const price = sitePriceText('pro', 'monthly', 'KES');
    const reference = await seed({ amount: sitePrice('pro', 'monthly', 'KES') * 100, currency: 'KES', metadata, email });
    const raw = JSON.stringify({
      event: 'charge.success',
      data: { status: 'success', reference, amount: sitePrice('pro', 'monthly', 'KES') * 100, currency: 'KES', metadata },
    });
    const [verified, hooked] = await Promise.all([verify({ reference, studentName: 'Baraka' }), webhook(raw, sign(raw))]);
    expect(verified.body.status).toBe('success');
    expect(hooked).toBe(200);

    const [receipt] = await waitForMail((m) => sentTo(m, email), 1, 60_000);
    expect(receipt!.subject).toBe(`Your JengaCode receipt: ${pro.name} plan, monthly, ${price}`);
    for (const line of [
      `Plan: ${pro.name}`,
      'Billing period: Monthly',
      'Paid until: ',
      `Classes: ${classesText(pro.classes)}`,
      `Amount: ${price}`,
      `Reference: ${reference}`,
      'Student: Baraka',
    ]) {
      expect(receipt!.text).toContain(line);
    }
    const notice = (m: { subject: string }) => m.subject.includes(`from ${email}`);
    const [staffCopy] = await waitForMail((m) => notice(m) && sentTo(m, STAFF));
    expect(staffCopy!.text).toContain(`Reference: ${reference}`);

    // The trigger queued both in one transaction (the receipt came): count once they are all handled.
    expect(await mailSettled(email)).toHaveLength(1);
    const ours = (id: string) => id.startsWith(`payment-${reference}-`);
    expect((await mailSettled(STAFF, { only: ours })).filter(notice)).toHaveLength(1);
  });

  it('a donation: a thank-you receipt to the donor and a notice to the school', async () => {
    const email = `donor-${tag()}@example.com`;
    const reference = await seed({
      amount: 250_000,
      currency: 'KES',
      metadata: { kind: 'donation', studentName: 'Neema' },
      email,
    });
    expect((await verify({ reference, studentName: 'Neema' })).body.status).toBe('success');
    const [thanks] = await waitForMail((m) => sentTo(m, email), 1, 60_000);
    expect(thanks!.subject).toBe('Thank you for your donation to JengaCode: KES 2,500');
    expect(thanks!.text).toContain(`Reference: ${reference}`);
    await waitForMail((m) => sentTo(m, STAFF) && m.subject.startsWith(`Donation received: KES 2,500 from ${email}`));
  });
});

describe('message mail', () => {
  it('a contact message: an acknowledgement to the sender, a notice to the school replying to the sender', async () => {
    const email = `writer-${tag()}@example.com`;
    const id = `msg${tag()}`;
    await createDoc('contactMessages', id, {
      firstName: 'Achieng',
      lastName: '<img src=x onerror=alert(1)>',
      phone: '+254711000000',
      email,
      company: '',
      message: 'Do you teach Python to 10-year-olds?',
      createdAt: new Date(),
    });
    const [ack] = await waitForMail((m) => sentTo(m, email), 1, 60_000);
    expect(ack!.subject).toBe('We received your message · JengaCode');
    // It thanks the sender and says when the answer comes, and repeats nothing they typed
    // (the address is unverified): the school's notice keeps the message.
    expect(ack!.text).toContain('Thank you for writing to JengaCode.');
    expect(ack!.text).toContain('answer within one working day');
    for (const typed of ['Python', 'Achieng', 'onerror']) {
      expect(ack!.text, typed).not.toContain(typed);
      expect(ack!.html, typed).not.toContain(typed);
    }
    const [notice] = await waitForMail(
      (m) => sentTo(m, STAFF) && m.text?.includes(email) === true && m.subject.startsWith('Message from Achieng'),
    );
    expect(notice!.text).toContain('Do you teach Python to 10-year-olds?');
    expect(notice!.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(notice!.html).not.toContain('<img');
    expect(await source(notice!.id)).toMatch(new RegExp(`^Reply-To: ${email.replace(/\./g, '\\.')}`, 'mi'));
  });

  it('a question: a notice to the school', async () => {
    const email = `asker-${tag()}@example.com`;
    await createDoc('questions', `q${tag()}`, { email, createdAt: new Date() });
    const [notice] = await waitForMail(
      (m) => sentTo(m, STAFF) && m.subject === `A question is waiting: ${email} · JengaCode`,
      1,
      60_000,
    );
    expect(notice!.text).toContain(`Email: ${email}`);
  });
});
