// Make-up credits against the emulators: a school's cancellation grants one credit whatever the
// retries (the trigger and the grant racing); a family's cancellation grants one only with the
// plan's notice (a move link's holder books its make-up with the same link); 20 redemptions
// racing on one credit book one class; an expired credit books nothing; staff withdraw a credit
// with a reason; the expiry reminder goes once.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { occurrenceOf } from '../../../src/domain/classes/occurrences';
import { addDays, nairobiDate } from '../../../src/domain/slots';
import { creditIdOf } from '../../../src/domain/stored/credits';
import { grantFor } from '../../../functions/src/credits/trigger';
import { redeemCredit } from '../../../functions/src/credits/redeem';
import { sendCreditReminders } from '../../../functions/src/credits/reminders';
import { familyClassesOf } from '../../../functions/src/classes/family-classes';
import { newMoveLink } from '../../../functions/src/classes/links';
import { read } from '../../support/firestore';
import { admin, adminDb } from '../../support/functions/booking-helpers';
import {
  enrolledChild,
  enrollmentOf,
  minutesOf,
  planList,
  teamMentors,
  type Enrolled,
} from '../../support/functions/class-helpers';
import { callStaffAction } from '../../support/functions/staff-helpers';
import { functionsUrl, post, WARM_UP_MS, warmUp } from '../../support/functions/helpers';
import { until } from '../../support/functions/wait';
import { writeClass } from '../../support/functions/written-class';
import { staffAccount } from '../../support/functions/accounts';

const SLOW = 240_000;
const COURSE = 'prodigy';
const mentorId = teamMentors.find((m) => m.courses?.includes(COURSE))!.id;
// A plan whose family cancellations earn credits (read from plans.yaml, never a pinned value).
const plan = (planList as unknown as { id: string; makeUp: { familyNoticeHours: number; perMonth: number } }[]).find(
  (p) => p.makeUp.perMonth > 0,
)!;

/** A scheduled class of the child `hoursAhead` from now, at 07:00 Nairobi when no instant is given. */
async function classOf(child: Pick<Enrolled, 'id' | 'uid'>, start: Date, extra: Record<string, unknown> = {}): Promise<string> {
  const id = `${child.id}_${randomBytes(4).toString('hex')}`;
  await writeClass(id, child, { course: COURSE, mentorId, start, minutes: minutesOf(plan.id) }, extra);
  return id;
}
const daysAhead = (days: number) => occurrenceOf(addDays(nairobiDate(new Date()), days), 7 * 60).start;
const creditsOfEnrollment = async (enrollmentId: string) =>
  (await adminDb().collection('makeUpCredits').where('enrollmentId', '==', enrollmentId).get()).docs;

beforeAll(() => warmUp(), WARM_UP_MS);

describe('granting', () => {
  it(
    'a class the school cancels gets one credit, however many times the grant runs beside the trigger',
    async () => {
      const child = await enrolledChild(plan.id, COURSE);
      const classId = await classOf(child, daysAhead(3));
      await adminDb()
        .doc(`classes/${classId}`)
        .update({ status: 'cancelled', cancelled: { by: 'school', reason: 'mentor', at: admin.Timestamp.now() } });
      const outcomes = await Promise.all(Array.from({ length: 5 }, () => grantFor(adminDb(), classId, new Date())));
      expect(outcomes.filter((o) => o === 'granted').length).toBeLessThanOrEqual(1);
      // The trigger has run too (it may be the one that granted): still one credit.
      await until('the trigger to log its grant', async () => (await creditsOfEnrollment(child.id)).length === 1);
      const docs = await creditsOfEnrollment(child.id);
      expect(docs.map((d) => d.id)).toEqual([creditIdOf(classId)]);
      const credit = docs[0]!.data();
      expect(credit).toMatchObject({ status: 'open', reason: 'mentor', fromClassId: classId, familyUid: child.uid });
      expect(credit.expiresAt.toDate().getTime()).toBeGreaterThan(occurrenceOf(child.paidUntil, 0).start.getTime());
    },
    SLOW,
  );

  it(
    'a family’s cancellation earns a credit with the plan’s notice, and none without it',
    async () => {
      const child = await enrolledChild(plan.id, COURSE);
      const early = await classOf(child, new Date(Date.now() + (plan.makeUp.familyNoticeHours + 2) * 3_600_000));
      const late = await classOf(child, new Date(Date.now() + Math.max(plan.makeUp.familyNoticeHours - 1, 0.5) * 3_600_000));
      const a = await post('credits', { action: 'cancel', classId: early }, child.token);
      expect(a.http).toBe(200);
      expect(a.body.credit).toBe(true);
      const b = await post('credits', { action: 'cancel', classId: late }, child.token);
      expect(b.http).toBe(200);
      expect(b.body.credit).toBe(false);
      expect(await read(`makeUpCredits/${creditIdOf(early)}`)).toMatchObject({ reason: 'notice', status: 'open' });
      expect(await read(`makeUpCredits/${creditIdOf(late)}`)).toBeNull();
      expect(await read(`classes/${late}`)).toMatchObject({ status: 'cancelled', cancelled: { by: 'family', reason: 'notice' } });
      // Cancelled again, the class is no longer scheduled: refused, nothing more granted.
      expect((await post('credits', { action: 'cancel', classId: early }, child.token)).http).toBe(404);
      // Another family cannot cancel this family's class.
      const other = await enrolledChild(plan.id, COURSE);
      const third = await classOf(child, daysAhead(5));
      expect((await post('credits', { action: 'cancel', classId: third }, other.token)).http).toBe(404);
      // A class's move link cancels it without signing in (the other family's, with no credit yet this month).
      const linked = await classOf(other, daysAhead(5));
      const token = await adminDb().runTransaction(async (tx) =>
        newMoveLink(tx, adminDb(), linked, new Date(Date.now() + 6 * 86_400_000), new Date()),
      );
      const byLink = await post('credits', { action: 'cancel', token });
      expect(byLink.http).toBe(200);
      expect(byLink.body.credit).toBe(true);
      // The same link books its make-up (the move page's picker): the answer names the credit and the family's zone.
      expect(byLink.body).toMatchObject({ creditId: creditIdOf(linked), tz: 'Africa/Nairobi' });
      const hours = await post('credits', { action: 'hours', creditId: creditIdOf(linked), token });
      expect(hours.http).toBe(200);
      const start = (hours.body.times as { start: string }[])[0]!.start;
      expect((await post('credits', { action: 'book', creditId: creditIdOf(linked), token, start })).http).toBe(200);
      expect(await read(`makeUpCredits/${creditIdOf(linked)}`)).toMatchObject({ status: 'used' });
    },
    SLOW,
  );
});

describe('redeeming', () => {
  it(
    '20 redemptions racing on one credit book one class, and the credit is used',
    async () => {
      const child = await enrolledChild(plan.id, COURSE);
      const classId = await classOf(child, daysAhead(2));
      await adminDb()
        .doc(`classes/${classId}`)
        .update({ status: 'cancelled', cancelled: { by: 'school', reason: 'leave', at: admin.Timestamp.now() } });
      expect(await grantFor(adminDb(), classId, new Date())).toMatch(/granted|already/);
      const creditId = creditIdOf(classId);
      const caller = { uid: child.uid, email: child.email };
      const now = new Date();
      const listed = await redeemCredit(adminDb(), { creditId, caller }, undefined, now);
      expect(listed.kind).toBe('hours');
      const times = (listed as { times: { start: string }[] }).times;
      // Different hours, so each racer would find its own free: only the credit stops them.
      const outcomes = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          redeemCredit(adminDb(), { creditId, caller }, new Date(times[i % times.length]!.start), now),
        ),
      );
      expect(outcomes.filter((o) => o.kind === 'booked')).toHaveLength(1);
      const made = await adminDb().collection('classes').where('makeUpOf', '==', creditId).get();
      expect(made.size).toBe(1);
      expect(made.docs[0]!.data()).toMatchObject({ status: 'scheduled', familyUid: child.uid, enrollmentId: child.id });
      expect(await read(`makeUpCredits/${creditId}`)).toMatchObject({ status: 'used', usedClassId: made.docs[0]!.id });
      // The make-up is among the family's classes the dashboard shows.
      const shown = await familyClassesOf(child.uid, adminDb());
      expect(shown.map((c) => c.id)).toContain(made.docs[0]!.id);
    },
    SLOW,
  );

  it(
    'an expired credit books nothing and lists nothing',
    async () => {
      const paidUntil = addDays(nairobiDate(new Date()), 1);
      const email = `expired.${randomBytes(4).toString('hex')}@example.com`;
      const uid = `expired${randomBytes(6).toString('hex')}`;
      const enrollmentId = await enrollmentOf(uid, email, plan.id, COURSE, paidUntil);
      const creditId = `class-expired-${randomBytes(4).toString('hex')}`;
      const expiresAt = occurrenceOf(addDays(nairobiDate(new Date()), 2), 0).start;
      await adminDb()
        .doc(`makeUpCredits/${creditId}`)
        .set({
          familyUid: uid,
          enrollmentId,
          childFirstName: 'Wanjiku',
          course: COURSE,
          reason: 'closed',
          grantedAt: admin.Timestamp.now(),
          expiresAt: admin.Timestamp.fromDate(expiresAt),
          status: 'open',
        });
      const caller = { uid, email };
      const after = new Date(expiresAt.getTime() + 60_000);
      expect((await redeemCredit(adminDb(), { creditId, caller }, undefined, after)).kind).toBe('not-usable');
      const hour = new Date(after.getTime() + 86_400_000);
      expect((await redeemCredit(adminDb(), { creditId, caller }, hour, after)).kind).toBe('not-usable');
      expect(await read(`makeUpCredits/${creditId}`)).toMatchObject({ status: 'open' });
      expect((await adminDb().collection('classes').where('makeUpOf', '==', creditId).get()).size).toBe(0);
    },
    SLOW,
  );
});

describe('staff and reminders', () => {
  it(
    'staff grant a credit and withdraw it with a reason, audited on the credit; a withdrawn one books nothing',
    async () => {
      const child = await enrolledChild(plan.id, COURSE);
      const staff = await staffAccount();
      const noReason = await callStaffAction(functionsUrl(), { action: 'grantCredit', enrollmentId: child.id }, staff.token);
      expect(noReason.http).toBe(400);
      const granted = await callStaffAction(
        functionsUrl(),
        { action: 'grantCredit', enrollmentId: child.id, reason: 'Mentor was late' },
        staff.token,
      );
      expect(granted.http).toBe(200);
      const creditId = String(granted.body.creditId);
      expect(await read(`makeUpCredits/${creditId}`)).toMatchObject({
        status: 'open',
        reason: 'staff',
        grantedBy: { by: staff.email, reason: 'Mentor was late' },
      });
      const body = { action: 'withdrawCredit', creditId, reason: 'Granted twice' };
      expect((await callStaffAction(functionsUrl(), body, child.token)).http).toBe(403);
      expect((await callStaffAction(functionsUrl(), body, staff.token)).http).toBe(200);
      expect((await callStaffAction(functionsUrl(), body, staff.token)).http).toBe(409);
      expect(await read(`makeUpCredits/${creditId}`)).toMatchObject({
        status: 'withdrawn',
        withdrawn: { by: staff.email, reason: 'Granted twice' },
      });
      const hours = await post('credits', { action: 'hours', creditId }, child.token);
      expect(hours.http).toBe(409);
    },
    SLOW,
  );

  it(
    'the expiry reminder goes once, three days before, in mail and WhatsApp',
    async () => {
      const child = await enrolledChild(plan.id, COURSE);
      const whatsapp = `+2547${String(10_000_000 + Math.floor(Math.random() * 89_999_999))}`;
      await adminDb().doc(`enrollments/${child.id}`).update({ whatsapp, language: 'sw' });
      const staff = await staffAccount();
      const granted = await callStaffAction(
        functionsUrl(),
        { action: 'grantCredit', enrollmentId: child.id, reason: 'Goodwill' },
        staff.token,
      );
      const creditId = String(granted.body.creditId);
      const expiresAt = (await read<{ expiresAt: Date }>(`makeUpCredits/${creditId}`))!.expiresAt;
      const early = new Date(expiresAt.getTime() - 4 * 86_400_000);
      const due = new Date(expiresAt.getTime() - 2 * 86_400_000);
      await sendCreditReminders(adminDb(), early);
      expect(await read(`mail/credit-${creditId}-expiring`)).toBeNull();
      await Promise.all([sendCreditReminders(adminDb(), due), sendCreditReminders(adminDb(), due)]);
      const mail = await read<{ to: string; message: { subject: string } }>(`mail/credit-${creditId}-expiring`);
      expect(mail?.to).toBe(child.email);
      expect(mail?.message.subject).toContain('Wanjiku');
      expect(await read(`messages/credit-${creditId}-expiring`)).toMatchObject({
        template: 'make_up_expiring',
        language: expect.any(String),
      });
      expect(await read(`makeUpCredits/${creditId}`)).toMatchObject({ remindedAt: expect.any(Date) });
    },
    SLOW,
  );
});
