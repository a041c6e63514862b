// The mail sender against the Firestore and Functions emulators and the real MailDev:
// a queued mail arrives once; senders racing for one mail send it once; an SMTP outage
// leaves it in ERROR, and the retry job delivers it when SMTP is back; a private mail given
// up on after its last attempt keeps no body.
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { mailSettled, runJobs, smtp, waitForDelivery, waitForMail, type MailDoc } from '../../support/functions/mail-helpers';
import { createDoc, read, writeDoc } from '../../support/firestore';
import { until } from '../../support/functions/wait';
import { MAX_ATTEMPTS } from '../../../src/domain/delivery';
import { words as outbox } from '../../../src/i18n/en/console/outbox';
import { mailExpiresAt } from '../../../src/domain/retention';

const unique = (label: string) => `test-${label}-${randomBytes(5).toString('hex')}`;

function queued(id: string, nextAttemptAt = new Date(Date.now() + 120_000)) {
  return {
    to: `${id}@example.com`,
    template: 'test',
    message: { subject: `Subject ${id}`, text: `Text of ${id}`, html: `<p>HTML of ${id}</p>` },
    delivery: { state: 'PENDING', attempts: 0, nextAttemptAt },
    createdAt: new Date(),
  };
}

const subjectIs = (id: string) => (mail: { subject: string }) => mail.subject === `Subject ${id}`;

afterEach(async () => {
  await smtp('start');
});

describe('mail sender', () => {
  it('delivers a queued mail through SMTP and records SUCCESS', async () => {
    const id = unique('once');
    await createDoc('mail', id, queued(id));
    const [received] = await waitForMail(subjectIs(id), 1, 60_000);
    expect(received!.to[0]!.address).toBe(`${id}@example.com`);
    const doc = await waitForDelivery(id, 'SUCCESS');
    expect(doc.delivery.attempts).toBe(1);
    expect(doc.delivery.nextAttemptAt).toBeNull();
  });

  it('sends once when the trigger and three retry jobs race for the same mail', async () => {
    const id = unique('race');
    // Due for the retry job at once, so every runner below competes with the trigger.
    await createDoc('mail', id, queued(id, new Date(Date.now() - 1000)));
    await Promise.all([runJobs(), runJobs(), runJobs()]);
    await waitForDelivery(id, 'SUCCESS');
    await runJobs();
    expect((await mailSettled(`${id}@example.com`)).filter(subjectIs(id))).toHaveLength(1);
    expect((await read<MailDoc>(`mail/${id}`))!.delivery.attempts).toBe(1);
  });

  it('leaves a mail in ERROR while SMTP is down, then the retry job delivers it once', async () => {
    await smtp('stop');
    const id = unique('outage');
    await createDoc('mail', id, queued(id));
    const failed = await waitForDelivery(id, 'ERROR', 60_000);
    expect(failed.delivery.attempts).toBe(1);
    expect(failed.delivery.error).toMatch(/ECONNREFUSED|connect/i);
    // The first backoff is a minute.
    const wait = failed.delivery.nextAttemptAt!.getTime() - Date.now();
    expect(wait).toBeGreaterThan(30_000);
    expect(wait).toBeLessThanOrEqual(60_000);

    await smtp('start');
    // Before the backoff has passed, the retry job leaves it alone.
    await runJobs();
    expect((await read<MailDoc>(`mail/${id}`))!.delivery.state).toBe('ERROR');

    // The backoff passes (moved, rather than waited for).
    await writeDoc(
      `mail/${id}`,
      { delivery: { ...failed.delivery, nextAttemptAt: new Date(Date.now() - 1000) } },
      { merge: true },
    );
    await runJobs();
    const sent = await waitForDelivery(id, 'SUCCESS');
    expect(sent.delivery.attempts).toBe(2);
    expect(await waitForMail(subjectIs(id))).toHaveLength(1);
  });

  it('drops a private body once the last attempt has failed, as on delivery; keeps an ordinary one for staff', async () => {
    await smtp('stop');
    const secret = `manage#${randomBytes(32).toString('base64url')}`;
    const ids = { private: unique('last-private'), plain: unique('last-plain') };
    // One attempt left, due now.
    const lastTry = { state: 'ERROR', attempts: MAX_ATTEMPTS - 1, nextAttemptAt: new Date(Date.now() - 1000) };
    for (const [kind, id] of Object.entries(ids)) {
      const mail = queued(id);
      await createDoc('mail', id, {
        ...mail,
        ...(kind === 'private' ? { private: true } : {}),
        message: { ...mail.message, text: `Your link: ${secret}`, html: `<a href="/${secret}">Manage</a>` },
        delivery: lastTry,
      });
    }
    await runJobs();
    const before = Date.now();
    const done = (id: string) =>
      until(`mail/${id} to reach its last failed attempt`, async () => {
        const doc = await read<MailDoc & { expiresAt?: Date }>(`mail/${id}`);
        return doc?.delivery.attempts === MAX_ATTEMPTS && doc.delivery.state === 'ERROR' && doc;
      });
    const given = await done(ids.private);
    expect(given.delivery.nextAttemptAt).toBeNull();
    expect(given.message.text).toBe(outbox.droppedUnsent);
    expect(given.message.html).toBe(outbox.droppedUnsent);
    expect(JSON.stringify(given)).not.toContain(secret);
    expect(given.expiresAt!.getTime()).toBeGreaterThan(mailExpiresAt(before) - 120_000);

    const plain = await done(ids.plain);
    expect(plain.delivery.nextAttemptAt).toBeNull();
    expect(plain.message.text).toContain(secret);
    expect(plain.expiresAt!.getTime()).toBeGreaterThan(mailExpiresAt(before) - 120_000);
  });
});
