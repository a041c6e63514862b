// WhatsApp and SMS to families, through the functions, the Firestore emulator and the
// messaging stand-in: a booking sends one WhatsApp message and one mail; a number not on
// WhatsApp gets one SMS instead; a temporary failure is retried and delivered once; a
// forged or replayed webhook changes nothing; the quick replies and STOP do what they say.
import { formatInTimeZone } from 'date-fns-tz';
import { beforeAll, describe, expect, it } from 'vitest';
import { words as englishFormats } from '../../../src/i18n/en/formats';
import { words as outbox } from '../../../src/i18n/en/console/outbox';
import { readGlance, splitFragment } from '../../../src/domain/link-glance';
import { addDays, nairobiDate, SLOTS } from '../../../src/domain/slots';
import {
  admin,
  adminDb,
  availabilityOf,
  bookingBody,
  bookingDoc,
  family,
  post,
  tokenOf,
} from '../../support/functions/booking-helpers';
import { call, functionsUrl, WARM_UP_MS, warmUp } from '../../support/functions/helpers';
import { runJobs, sentTo, waitForMail } from '../../support/functions/mail-helpers';
import {
  failNext,
  freshNumber,
  inbound,
  messageDoc,
  messagesSettled,
  notOnWhatsApp,
  postWebhook,
  queuedMessage,
  reply,
  setTemplate,
  storedBooking,
  waitForMessage,
  waitForReceived,
} from '../../support/functions/whatsapp-helpers';
import { siteSchoolName } from '../../support/site-settings';

// A free seat on day 5, from its last slots: other suites book there too (staff-helpers'
// bookTrial falls back to day 5's last slots), so ask the availability first.
async function freshSlot(): Promise<{ date: string; time: string }> {
  const date = addDays(nairobiDate(new Date()), 5);
  const day = (await availabilityOf(date)).body as { slots: Record<string, { seats: number; taken: number }> };
  const time = [...SLOTS].reverse().find((t) => day.slots[t] && day.slots[t].taken < day.slots[t].seats);
  if (!time) throw new Error(`no free seat left on ${date}`);
  return { date, time };
}

function lagosFamily() {
  const who = family();
  const n = freshNumber().slice(-7);
  return { ...who, phone: `0803${n}`, whatsapp: `+234803${n}` };
}

beforeAll(async () => {
  await warmUp('bookings');
  // The sender, the jobs and the webhooks start cold in the emulator: pay that here.
  const to = freshNumber();
  await adminDb()
    .collection('messages')
    .doc(`test-warmup-${to.slice(1)}`)
    .create(queuedMessage(to));
  await waitForMessage(`test-warmup-${to.slice(1)}`, (m) => m.delivery.state === 'SUCCESS', 240_000);
  await runJobs();
  await call('/whatsappWebhook?hub.mode=subscribe');
  await call('/smsReport/warmup');
}, WARM_UP_MS + 300_000);

describe('WhatsApp on booking', () => {
  it('a booking from Lagos sends one WhatsApp message (WAT and Nairobi time, the manage link) and one mail', async () => {
    const slot = await freshSlot();
    const who = lagosFamily();
    const answer = await post('book', { ...bookingBody(slot.date, slot.time, who), countryCode: 'NG' });
    expect(answer.http).toBe(200);
    const id = `booking-${answer.body.booking.id}-booked`;
    const [message] = await waitForReceived((m) => m.to === who.whatsapp, 1, 60_000);
    const when = englishFormats.classTime(slot.date, slot.time, 'Africa/Lagos');
    expect(message!.channel).toBe('whatsapp');
    expect(message!.template).toBe('trial_booked');
    expect(message!.language).toBe('en');
    // Lagos reads another clock: Nairobi's time comes with it.
    expect(message!.parameters[2]).toBe(when.full);
    expect(message!.parameters[2]).toMatch(/\d\d:00 WAT \(\d\d:00 in Nairobi\)$/);
    const link = message!.parameters[3]!;
    expect(link.startsWith(`${process.env.SITE_URL}/manage#${tokenOf(answer.body.manageUrl)}~`)).toBe(true);
    expect(readGlance(splitFragment(new URL(link).hash).glance)).toEqual(
      expect.objectContaining({ date: slot.date, time: slot.time, status: 'upcoming' }),
    );
    expect(message!.text).toContain(`(${slot.time} in Nairobi)`);
    await waitForMail((m) => sentTo(m, who.email), 1, 60_000);

    // WhatsApp's statuses come back by webhook; once delivered, the private link is gone from the document.
    const doc = await waitForMessage(id, (m) => m.whatsapp?.status === 'delivered');
    expect(doc.delivery.state).toBe('SUCCESS');
    expect(doc.delivery.attempts).toBe(1);
    expect(doc.parameters.manage_link).toBe(outbox.dropped);
    expect(doc.whatsapp.at.sent).toBeDefined();
    await runJobs();
    expect(await messagesSettled(who.whatsapp)).toHaveLength(1);
  });

  it('a number not on WhatsApp gets the same message once, as an SMS', async () => {
    const slot = await freshSlot();
    const who = lagosFamily();
    await notOnWhatsApp(who.whatsapp);
    const answer = await post('book', { ...bookingBody(slot.date, slot.time, who), countryCode: 'NG' });
    expect(answer.http).toBe(200);
    const [sms] = await waitForReceived((m) => m.to === who.whatsapp && m.channel === 'sms', 1, 60_000);
    expect(sms!.text).toContain(englishFormats.classTime(slot.date, slot.time, 'Africa/Lagos').local);
    expect(sms!.text).toContain(`/manage#${tokenOf(answer.body.manageUrl)}`);
    const doc = await waitForMessage(`booking-${answer.body.booking.id}-booked`, (m) => m.sms?.status === 'Success');
    expect(doc.channel).toBe('sms');
    expect(doc.fallback.reason).toMatch(/131026/);
    expect(doc.whatsapp.status).toBe('failed');
    expect(doc.parameters.manage_link).toBe(outbox.dropped);
    await runJobs();
    expect((await messagesSettled(who.whatsapp)).filter((m) => m.channel === 'sms')).toHaveLength(1);
  });

  it('a paused template (refused at once) also goes by SMS, once', async () => {
    const to = freshNumber();
    await setTemplate('class_reminder_1h', 'PAUSED');
    try {
      const id = `test-paused-${to.slice(1)}`;
      await adminDb().collection('messages').doc(id).create(queuedMessage(to));
      const doc = await waitForMessage(id, (m) => m.delivery.state === 'SUCCESS');
      expect(doc.channel).toBe('sms');
      expect(doc.fallback.reason).toMatch(/paused/i);
    } finally {
      await setTemplate('class_reminder_1h', 'APPROVED');
    }
    const all = await messagesSettled(to);
    expect(all.map((m) => m.channel)).toEqual(['sms']);
    expect(all[0]!.text.startsWith(`Zawadi's free trial class with ${siteSchoolName} starts within the hour`)).toBe(true);
  });

  it('a temporary failure is retried after its backoff and delivered once, also with senders racing', async () => {
    const to = freshNumber();
    await failNext(1, 'whatsapp', to);
    const id = `test-temporary-${to.slice(1)}`;
    await adminDb().collection('messages').doc(id).create(queuedMessage(to));
    const failed = await waitForMessage(id, (m) => m.delivery.state === 'ERROR');
    expect(failed.delivery.attempts).toBe(1);
    expect(failed.channel).toBe('whatsapp');
    const wait = failed.delivery.nextAttemptAt.toMillis() - Date.now();
    expect(wait).toBeGreaterThan(30_000);
    // Before the backoff, the retry job leaves it alone.
    await runJobs();
    expect((await messageDoc(id))!.delivery.state).toBe('ERROR');
    await adminDb()
      .collection('messages')
      .doc(id)
      .update({ 'delivery.nextAttemptAt': admin.Timestamp.fromMillis(Date.now() - 1000) });
    await Promise.all([runJobs(), runJobs(), runJobs()]);
    const sent = await waitForMessage(id, (m) => m.delivery.state === 'SUCCESS');
    expect(sent.delivery.attempts).toBe(2);
    expect(await messagesSettled(to)).toHaveLength(1);
  }, 120_000);
});

describe('WhatsApp webhook', () => {
  it('answers the subscription challenge only with the verify token', async () => {
    const ok = await fetch(
      `${functionsUrl()}/whatsappWebhook?hub.mode=subscribe&hub.verify_token=${process.env.WHATSAPP_VERIFY_TOKEN}&hub.challenge=1158201444`,
    );
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('1158201444');
    const wrong = await call('/whatsappWebhook?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1');
    expect(wrong.http).toBe(403);
  });

  it('a forged tap (bad signature) is refused and records nothing; a real one records the confirmation, once', async () => {
    const from = freshNumber();
    const date = addDays(nairobiDate(new Date()), 3);
    const id = await storedBooking(from, date, '16:00');
    const tap = inbound(from, { type: 'button', button: { payload: `confirm:${id}`, text: "I'll be there" } });
    expect(await postWebhook(tap, 'not-the-app-secret')).toBe(401);
    expect(await postWebhook({ ...tap, extra: 1 }, '')).toBe(401);
    expect((await bookingDoc(id)).get('confirmation')).toBeUndefined();

    const answer = await reply(from, { payload: `confirm:${id}` });
    expect(answer.webhookStatus).toBe(200);
    const confirmation = (await bookingDoc(id)).get('confirmation');
    expect(confirmation).toMatchObject({ via: 'whatsapp', date, time: '16:00' });
    // The same event again (WhatsApp retries deliveries) changes nothing.
    expect(await postWebhook(tap)).toBe(200);
    expect(await postWebhook(tap)).toBe(200);
    expect((await bookingDoc(id)).get('confirmation').at.toMillis()).toBe(confirmation.at.toMillis());
  });

  it("a tap from another number than the booking's changes nothing", async () => {
    const id = await storedBooking(freshNumber(), addDays(nairobiDate(new Date()), 3), '15:00');
    await reply(freshNumber(), { payload: `confirm:${id}` });
    expect((await bookingDoc(id)).get('confirmation')).toBeUndefined();
  });

  it('"Change the time" answers with a working manage link', async () => {
    const from = freshNumber();
    const id = await storedBooking(from, addDays(nairobiDate(new Date()), 3), '14:00');
    await reply(from, { payload: `change:${id}` });
    const [answer] = await waitForReceived((m) => m.to === from, 1, 60_000);
    expect(answer!.template).toBeNull();
    const link = /(http\S+\/manage#([A-Za-z0-9_-]{43}))/.exec(answer!.text);
    expect(link).not.toBeNull();
    const managed = await post('manage', { token: link![2] });
    expect(managed.http).toBe(200);
    expect(managed.body.booking.id).toBe(id);
  });

  it('a replayed status changes nothing; statuses never move back', async () => {
    const to = freshNumber();
    const id = `test-status-${to.slice(1)}`;
    await adminDb().collection('messages').doc(id).create(queuedMessage(to));
    const doc = await waitForMessage(id, (m) => m.whatsapp?.status === 'delivered');
    const wamid = doc.whatsapp.id as string;
    const status = (name: string) => ({
      object: 'whatsapp_business_account',
      entry: [{ changes: [{ field: 'messages', value: { statuses: [{ id: wamid, status: name, timestamp: '1700000000' }] } }] }],
    });
    expect(await postWebhook(status('sent'))).toBe(200);
    expect(await postWebhook(status('read'), 'forged')).toBe(401);
    const after = (await messageDoc(id))!;
    expect(after.whatsapp).toEqual(doc.whatsapp);
    expect(await postWebhook(status('read'))).toBe(200);
    expect(await postWebhook(status('delivered'))).toBe(200);
    expect((await messageDoc(id))!.whatsapp.status).toBe('read');
  });
});

describe('STOP', () => {
  it('turns WhatsApp off at once, is confirmed once, and the next reminder goes by mail only', async () => {
    const from = freshNumber();
    const start = new Date(Date.now() + 30 * 60_000);
    const date = nairobiDate(start);
    const time = formatInTimeZone(start, 'Africa/Nairobi', 'HH:mm');
    const id = await storedBooking(from, date, time, { reminders: { day: admin.Timestamp.now() } });
    const email = (await bookingDoc(id)).get('email') as string;

    await reply(from, { text: 'STOP' });
    const stop = inbound(from, { type: 'text', text: { body: 'stop' } });
    expect(await postWebhook(stop)).toBe(200);
    expect(await postWebhook(stop)).toBe(200);
    const [confirmation] = await waitForReceived((m) => m.to === from, 1, 60_000);
    expect(confirmation!.text).toMatch(/no longer get WhatsApp messages/);

    await runJobs();
    await waitForMail((m) => sentTo(m, email), 1, 60_000);
    const reminder = (await adminDb().collection('messages').where('bookingId', '==', id).get()).docs[0]!;
    const skipped = await waitForMessage(reminder.id, (m) => m.delivery.state === 'SUCCESS');
    expect(skipped.skipped).toMatch(/STOP/);
    expect(await messagesSettled(from)).toHaveLength(1);
  });
});

describe("Africa's Talking delivery reports", () => {
  it('are accepted only with the shared secret, and recorded once', async () => {
    const to = freshNumber();
    await notOnWhatsApp(to);
    const id = `test-report-${to.slice(1)}`;
    await adminDb().collection('messages').doc(id).create(queuedMessage(to));
    const doc = await waitForMessage(id, (m) => m.sms?.at?.Success !== undefined);
    const report = (status: string) =>
      new URLSearchParams({ id: doc.sms.id, status, phoneNumber: to, networkCode: '63902', retryCount: '0' }).toString();
    const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
    const refused = await call('/smsReport/wrong-secret', { method: 'POST', headers: form, body: report('Failed') });
    expect(refused.http).toBe(403);
    for (const status of ['Success', 'Sent']) {
      const res = await call(`/smsReport/${process.env.AT_REPORT_SECRET}`, {
        method: 'POST',
        headers: form,
        body: report(status),
      });
      expect(res.http).toBe(200);
    }
    const after = (await messageDoc(id))!;
    expect(after.sms.status).toBe('Success');
    expect(after.sms.at.Success.toMillis()).toBe(doc.sms.at.Success.toMillis());
  });
});
