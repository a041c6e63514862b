// Ending an enrollment early, against the emulators and the Paystack and WhatsApp stand-ins:
// staff end a card enrollment through staffAction with a reason; its Paystack subscription is
// disabled, its weekly hours and coming classes are freed at once, the enrollment records the
// end, and the family is told once by mail and WhatsApp in its language however often staff
// press. A card enrollment whose renewal stopped coming expires and frees its hours too.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, nairobiDate } from '../../../src/domain/slots';
import { read } from '../../support/firestore';
import { adminDb } from '../../support/functions/booking-helpers';
import {
  callClasses,
  classesOf,
  enrolledChild,
  freeTimes,
  onDifferentDays,
  planList,
} from '../../support/functions/class-helpers';
import { functionsUrl, secretKey, standinUrl, WARM_UP_MS, warmUp } from '../../support/functions/helpers';
import { runJobs } from '../../support/functions/mail-helpers';
import { callStaffAction } from '../../support/functions/staff-helpers';
import { freshNumber } from '../../support/functions/whatsapp-helpers';
import { staffAccount } from '../../support/functions/accounts';

const SLOW = 240_000;
const COURSE = 'prodigy';
const onePerWeek = planList.find((p) => p.classes === 1)!;
const api = () => ({ Authorization: `Bearer ${secretKey()}`, 'Content-Type': 'application/json' });

beforeAll(() => warmUp(), WARM_UP_MS);

/** A signed-in family's enrollment with one weekly time chosen; returns it and the time it holds. */
async function childWithTime(language?: string) {
  const child = await enrolledChild(onePerWeek.id, COURSE);
  await adminDb()
    .doc(`enrollments/${child.id}`)
    .update({ whatsapp: freshNumber(), ...(language ? { language } : {}) });
  const [time] = onDifferentDays(await freeTimes(child), 1);
  const chosen = await callClasses({ action: 'choose', enrollmentId: child.id, times: [time] }, child.token);
  expect(chosen.http).toBe(200);
  const [held] = (await read(`enrollments/${child.id}`))?.classTimes as { weekday: number; start: number; mentorId: string }[];
  return { child, key: `${held!.weekday}-${held!.start}`, mentorId: held!.mentorId };
}

/** Whether the mentor's weekly time is still given to this enrollment. */
async function holds(mentorId: string, key: string, enrollmentId: string): Promise<boolean> {
  const held = ((await read(`mentorTimes/${mentorId}`))?.held ?? {}) as Record<string, { enrollmentId?: string }>;
  return held[key]?.enrollmentId === enrollmentId;
}

const comingClasses = async (enrollmentId: string) =>
  (await classesOf(enrollmentId)).filter((c) => c.start.getTime() > Date.now() && c.status === 'scheduled');

/** A Paystack subscription on the stand-in for the family's card, linked as subscription.create links it. */
async function cardSubscription(email: string, enrollmentId: string): Promise<string> {
  const planRes = await fetch(`${standinUrl()}/plan`, {
    method: 'POST',
    headers: api(),
    body: JSON.stringify({ name: `End ${email}`, amount: 100_000, interval: 'monthly', currency: 'KES' }),
  });
  const planCode = ((await planRes.json()) as { data: { plan_code: string } }).data.plan_code;
  const subRes = await fetch(`${standinUrl()}/subscription`, {
    method: 'POST',
    headers: api(),
    body: JSON.stringify({ customer: email, plan: planCode }),
  });
  const sub = ((await subRes.json()) as { data: { subscription_code: string; email_token: string } }).data;
  await adminDb()
    .doc(`subscriptions/${sub.subscription_code}`)
    .set({
      code: sub.subscription_code,
      planCode,
      email,
      authorization: null,
      status: 'active',
      statusAt: Date.now() - 60_000,
      emailToken: sub.email_token,
      nextPaymentDate: null,
      nextPaymentAt: 0,
      card: null,
      cardAt: 0,
      enrollmentId,
    });
  await adminDb()
    .doc(`enrollments/${enrollmentId}`)
    .update({ subscription: { code: sub.subscription_code, status: 'active', nextPaymentDate: null, card: null } });
  return sub.subscription_code;
}

async function standinStatus(code: string): Promise<string> {
  const res = await fetch(`${standinUrl()}/subscription/${code}`, { headers: api() });
  return ((await res.json()) as { data: { status: string } }).data.status;
}

/** Mail and WhatsApp documents queued for this enrollment's end. */
async function endNotices(enrollmentId: string) {
  const [mail, messages] = await Promise.all(
    ['mail', 'messages'].map((c) =>
      adminDb()
        .collection(c)
        .where('__name__', '>=', adminDb().doc(`${c}/enrollment-${enrollmentId}-ended`))
        .where('__name__', '<', adminDb().doc(`${c}/enrollment-${enrollmentId}-ended~`))
        .get(),
    ),
  );
  return { mail: mail!.docs, messages: messages!.docs };
}

describe('staff end an enrollment', () => {
  it(
    'with a reason: the card subscription is disabled, the hours and coming classes are freed at once, the family told once',
    async () => {
      const staff = (await staffAccount()).token;
      const { child, key, mentorId } = await childWithTime('sw');
      const code = await cardSubscription(child.email, child.id);
      expect(await holds(mentorId, key, child.id)).toBe(true);
      expect((await comingClasses(child.id)).length).toBeGreaterThan(0);

      const end = (body: Record<string, unknown>, token = staff) =>
        callStaffAction(functionsUrl(), { action: 'endEnrollment', enrollmentId: child.id, ...body }, token);
      // A reason is required, and only staff may end one.
      expect((await end({ reason: '  ' })).http).toBe(400);
      expect((await end({ reason: 'Moving abroad' }, child.token)).http).toBe(403);
      expect((await read(`enrollments/${child.id}`))?.status).toBe('active');

      const reason = `The family is moving abroad ${randomBytes(3).toString('hex')}`;
      const first = await end({ reason });
      expect(first.http).toBe(200);
      const ended = await read(`enrollments/${child.id}`);
      expect(ended).toMatchObject({ status: 'cancelled', endReason: reason, endedOn: nairobiDate(new Date()) });
      expect(ended?.classTimes).toBeUndefined();
      // The audit: who (staff), when and why, in the enrollment's history.
      expect(ended?.history).toEqual([expect.objectContaining({ by: 'staff', action: 'ended', reason })]);
      expect(await standinStatus(code)).toBe('cancelled');
      expect((ended?.subscription as { status: string }).status).toBe('cancelled');
      expect(await holds(mentorId, key, child.id)).toBe(false);
      expect(await comingClasses(child.id)).toEqual([]);
      // Told once, in Kiswahili, by mail (with the reason) and WhatsApp.
      const again = await end({ reason: 'Pressed twice' });
      expect(again.http).toBe(200);
      expect((await read(`enrollments/${child.id}`))?.endReason).toBe(reason);
      const notices = await endNotices(child.id);
      expect(notices.mail).toHaveLength(1);
      expect(notices.messages).toHaveLength(1);
      const mail = notices.mail[0]!.data() as { to: string; message: { subject: string; text: string }; language?: string };
      expect(mail.to).toBe(child.email);
      expect(mail.message.text).toContain(reason);
      expect(mail.message.text).toContain('Habari');
      expect(notices.messages[0]!.get('template')).toBe('enrollment_ended');
      expect(notices.messages[0]!.get('language')).toBe('sw');

      // An ended enrollment chooses no weekly time again.
      const other = await enrolledChild(onePerWeek.id, COURSE);
      const [time] = onDifferentDays(await freeTimes(other), 1);
      expect((await callClasses({ action: 'choose', enrollmentId: child.id, times: [time] }, child.token)).http).toBe(409);
    },
    SLOW,
  );

  it(
    'when Paystack cannot stop the card, nothing changes: still running, its hours held, no one told',
    async () => {
      const staff = (await staffAccount()).token;
      const { child, key, mentorId } = await childWithTime();
      // A subscription Paystack does not know: it gives no token, so it cannot be disabled.
      await adminDb()
        .doc(`enrollments/${child.id}`)
        .update({
          subscription: {
            code: `SUB_gone${randomBytes(4).toString('hex')}`,
            status: 'active',
            nextPaymentDate: null,
            card: null,
          },
        });
      const reply = await callStaffAction(
        functionsUrl(),
        { action: 'endEnrollment', enrollmentId: child.id, reason: 'Moving abroad' },
        staff,
      );
      expect(reply.http).toBe(502);
      expect((await read(`enrollments/${child.id}`))?.status).toBe('active');
      expect(await holds(mentorId, key, child.id)).toBe(true);
      expect(await endNotices(child.id)).toMatchObject({ mail: [], messages: [] });
    },
    SLOW,
  );

  it('an enrollment that is no one’s answers not found', async () => {
    const staff = (await staffAccount()).token;
    const reply = await callStaffAction(
      functionsUrl(),
      { action: 'endEnrollment', enrollmentId: randomBytes(16).toString('hex'), reason: 'Test' },
      staff,
    );
    expect(reply.http).toBe(404);
  });
});

describe('a card enrollment whose renewal stopped coming', () => {
  it(
    'expires after the grace like any other, and frees its hours, while Paystack still calls the subscription active',
    async () => {
      const { child, key, mentorId } = await childWithTime();
      const today = nairobiDate(new Date());
      const paidUntil = addDays(today, -9);
      await adminDb()
        .doc(`enrollments/${child.id}`)
        .update({ paidUntil, subscription: { code: 'SUB_none', status: 'active', nextPaymentDate: null, card: null } });
      await runJobs(`${today}T05:00:00.000Z`);
      expect((await read(`enrollments/${child.id}`))?.status).toBe('expired');
      expect(await holds(mentorId, key, child.id)).toBe(false);
      expect(await comingClasses(child.id)).toEqual([]);
    },
    SLOW,
  );
});
