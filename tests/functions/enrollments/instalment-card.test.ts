// A card family's later parts, against the emulators and the Paystack stand-in: the first part's
// card is saved server-side; no pay-by-link reminder goes before the part falls due; on its day the
// job charges the saved card at the part's amount, once however many runs of the job race or
// retry, and the part is recorded as verify and the webhook record it (paid, one receipt). A card
// the bank declines is charged once, and the part is asked for by the reminders' link, the mail
// saying the card was declined.
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../src/domain/slots';
import { familyEmail } from '../../../src/domain/email';
import { words } from '../../../src/i18n/en/mail/instalment';
import { partReference } from '../../../functions/src/payments/instalment-charges';
import { payment, secretKey, standinUrl, WARM_UP_MS, warmUp } from '../../support/functions/helpers';
import { staffAccount } from '../../support/functions/accounts';
import { runJobs, sentTo, waitForMail } from '../../support/functions/mail-helpers';
import { read, where } from '../../support/firestore';
import { until } from '../../support/functions/wait';
import { SLOW } from './enrollment-setup';
import { enrollmentOf, firstPartPaid, type Held } from './instalment-setup';

let token: string;
beforeAll(async () => {
  await warmUp('verifyPayment', 'paystackWebhook');
  token = (await staffAccount()).token;
  await runJobs().catch(() => undefined);
}, WARM_UP_MS);

/** Every charge the stand-in holds for the enrollment (Paystack's list API). */
async function chargesOf(enrollmentId: string) {
  const res = await fetch(`${standinUrl()}/transaction?perPage=1000`, { headers: { Authorization: `Bearer ${secretKey()}` } });
  const listed = (await res.json()) as {
    data: { reference: string; status: string; amount: number; metadata: Record<string, unknown> }[];
  };
  return listed.data.filter((tx) => tx.metadata?.enrollmentId === enrollmentId);
}

/** The family's saved card, as the functions keep it (no browser can read it: the rules test). */
const savedCardOf = async (email: string) => (await where('cardAuthorizations', 'email', familyEmail(email)))[0];

const dayOf = (date: string) => new Date(`${date}T09:00:00Z`).toISOString();

describe("a card family's later parts", () => {
  it(
    'the part is charged to the saved card on its day, once, whatever the retries and races of the job',
    async () => {
      const first = await firstPartPaid(token, 'card');
      const paidWith = (await (await fetch(`${standinUrl()}/__standin/transactions/${first.reference}`)).json()) as {
        authorization: { authorization_code: string; last4: string };
      };
      const card = await savedCardOf(first.email);
      expect(card).toMatchObject({ authorizationCode: paidWith.authorization.authorization_code, reference: first.reference });
      const part = ((await enrollmentOf(first.id)).instalments as Held).parts[1]!;

      // Before its day: no charge, and no pay-by-link reminder for a card family.
      await runJobs(dayOf(addDays(part.dueOn, -3)));
      expect(await chargesOf(first.id)).toEqual([]);
      expect(((await enrollmentOf(first.id)).instalments as Held).reminded ?? []).toEqual([]);

      // Its day: three runs of the job at once, then a retry.
      await Promise.all([1, 2, 3].map(() => runJobs(dayOf(part.dueOn))));
      await runJobs(dayOf(part.dueOn));
      const reference = partReference(first.id, 2);
      const charges = await chargesOf(first.id);
      expect(charges.filter((c) => c.reference !== first.reference)).toEqual([
        expect.objectContaining({ reference, status: 'success', amount: part.amount }),
      ]);
      expect((await payment(reference))!.data).toMatchObject({ status: 'success', source: 'card', enrollmentId: first.id });
      const after = await enrollmentOf(first.id);
      expect((after.instalments as Held).parts[1]!.paidRef).toBe(reference);
      expect((after.payments as string[]).filter((r) => r === reference)).toHaveLength(1);
      expect((after.instalments as Held).reminded ?? []).toEqual([]);
      // The receipt goes once: its id is the payment's.
      await until('the receipt', () => read(`mail/payment-${reference}-receipt`));
    },
    SLOW,
  );

  it(
    'a declined card is charged once and the part is asked for by the reminders, the mail saying why',
    async () => {
      const first = await firstPartPaid(token, 'card');
      const card = (await savedCardOf(first.email))!;
      const decline = await fetch(`${standinUrl()}/__standin/cards/${String(card.authorizationCode)}/decline`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ reason: 'Insufficient Funds' }),
      });
      expect(decline.status).toBe(200);
      const part = ((await enrollmentOf(first.id)).instalments as Held).parts[1]!;

      await Promise.all([1, 2].map(() => runJobs(dayOf(part.dueOn))));
      await runJobs(dayOf(part.dueOn));
      const reference = partReference(first.id, 2);
      const charges = (await chargesOf(first.id)).filter((c) => c.reference !== first.reference);
      expect(charges).toEqual([expect.objectContaining({ reference, status: 'failed' })]);
      expect(await payment(reference)).toBeNull();
      const held = (await enrollmentOf(first.id)).instalments as Held;
      expect(held.cardDeclined).toEqual([2]);
      expect(held.parts[1]!.paidRef).toBeUndefined();
      expect(held.reminded).toEqual(['2_0']);
      // The day's reminder, with its link, says the card was declined (read from the inbox: the queued copy's body goes once delivered).
      const said = words.cardDeclined('Neema Achieng', words.part(2, held.parts.length), String(card.last4));
      const flat = (text?: string) => (text ?? '').replace(/\s+/g, ' ');
      await waitForMail((m) => sentTo(m, first.email) && flat(m.text).includes(said));
      expect(await read(`mail/enrollment-${first.id}-part-2-0`)).not.toBeNull();

      // The days after: the reminders go on, and the card is not charged again.
      await runJobs(dayOf(addDays(part.dueOn, 3)));
      expect((await chargesOf(first.id)).filter((c) => c.reference !== first.reference).length).toBe(1);
    },
    SLOW,
  );
});
