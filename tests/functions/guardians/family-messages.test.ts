// The family's other messages reach both guardians once each, in their own language: a plan
// payment's receipt (verified twice and delivered by the webhook as well) and a class the school
// cancels (the mentor pressing "Can't make it" twice). The first parent reads English, the
// second guardian Kiswahili; each gets one mail (as MailDev received it) and one WhatsApp message.
import { beforeAll, describe, expect, it } from 'vitest';
import { nextDateOn } from '../../../src/domain/classes/free-times';
import { occurrenceOf } from '../../../src/domain/classes/occurrences';
import { addDays, nairobiDate } from '../../../src/domain/slots';
import { whatsappLanguage } from '../../../src/messages/whatsapp/template-language';
import { admin, adminDb } from '../../support/functions/booking-helpers';
import { callFamily } from '../../support/functions/family-helpers';
import { mailSettled, waitForDelivery, type Received } from '../../support/functions/mail-helpers';
import { freshNumber, messagesSettled } from '../../support/functions/whatsapp-helpers';
import { callClasses, enrolledChild, planList, teamMentors } from '../../support/functions/class-helpers';
import { mentorAccount } from '../../support/functions/accounts';
import { joinWith, whatsappInvite } from '../../support/functions/guardian-helpers';
import { seed, sign, verify, WARM_UP_MS, warmUp, webhook } from '../../support/functions/helpers';
import { lonelyHour, sharedHour } from '../../support/cover-hours';

const SLOW = 600_000;
const LATE = 180_000;
const onePerWeek = planList.find((p) => p.classes === 1)!;

beforeAll(() => warmUp(), WARM_UP_MS);

/** A family (English, with a number) of one course, whose second guardian joined from a Kiswahili page with theirs. */
async function twoGuardians(course: string) {
  const first = await enrolledChild(onePerWeek.id, course);
  const whatsapp = freshNumber();
  await adminDb().doc(`enrollments/${first.id}`).update({ whatsapp, language: 'en' });
  expect((await callFamily({}, first.token)).http).toBe(200);
  const number = freshNumber();
  const guardian = await joinWith(await whatsappInvite(first.token), { language: 'sw', phone: number, country: 'KE' });
  expect(guardian.joined.http).toBe(200);
  return { first, whatsapp, guardian: { ...guardian, number } };
}

const language = (mail: Received) => /<html[^>]*lang="([a-z]+)"/.exec(mail.html ?? '')?.[1];

/** Every mail and WhatsApp message each guardian got, once both copies of message `id` are delivered and all queued is handled. */
async function received(family: Awaited<ReturnType<typeof twoGuardians>>, id: string) {
  // A loaded emulator runs the triggers late: the copies may be queued a while after the answer.
  await waitForDelivery(id, 'SUCCESS', LATE);
  await waitForDelivery(`${id}-guardian-${family.guardian.uid}`, 'SUCCESS', LATE);
  return {
    firstMail: await mailSettled(family.first.email, { timeoutMs: LATE }),
    guardianMail: await mailSettled(family.guardian.email, { timeoutMs: LATE }),
    firstMessages: await messagesSettled(family.whatsapp, LATE),
    guardianMessages: await messagesSettled(family.guardian.number, LATE),
  };
}

describe('family messages to both guardians', () => {
  it(
    'a plan payment, verified twice and delivered by the webhook: one receipt and one "payment received" each, in their language',
    async () => {
      const family = await twoGuardians('prodigy');
      const metadata = {
        kind: 'plan',
        plan: onePerWeek.id,
        period: 'monthly',
        studentName: 'Wanjiku Mwangi',
        enrollmentId: family.first.id,
      };
      const reference = await seed({
        amount: onePerWeek.monthly.kes * 100,
        currency: 'KES',
        email: family.first.email,
        metadata,
        webhook: false,
      });
      const body = { reference, studentName: 'Wanjiku Mwangi' };
      expect((await verify(body)).body.status).toBe('success');
      expect((await verify(body)).body.status).toBe('success');
      const raw = JSON.stringify({ event: 'charge.success', data: { status: 'success', reference, metadata } });
      expect(await webhook(raw, sign(raw))).toBe(200);
      expect((await adminDb().doc(`payments/${reference}`).get()).get('enrollmentId')).toBe(family.first.id);

      const got = await received(family, `payment-${reference}-receipt`);
      expect(got.firstMail.map(language)).toEqual(['en']);
      expect(got.guardianMail.map(language)).toEqual(['sw']);
      expect(got.firstMessages.map((m) => [m.template, m.language])).toEqual([['payment_received', whatsappLanguage('en')]]);
      expect(got.guardianMessages.map((m) => [m.template, m.language])).toEqual([['payment_received', whatsappLanguage('sw')]]);
    },
    SLOW,
  );

  it(
    'a class the school cancels, the mentor pressing twice: one notice each, in their language',
    async () => {
      const shared = sharedHour(teamMentors);
      const family = await twoGuardians(shared.course);
      // Weeks ahead, on an hour nobody else of the course teaches: the school must cancel it.
      const date = nextDateOn(addDays(nairobiDate(new Date()), 15 * 7), shared.weekday);
      const o = occurrenceOf(date, lonelyHour(teamMentors, shared));
      const classId = `${family.first.id}_${o.id}`;
      await adminDb()
        .doc(`classes/${classId}`)
        .create({
          enrollmentId: family.first.id,
          familyUid: family.first.uid,
          childFirstName: 'Wanjiku',
          course: shared.course,
          mentorId: shared.a.id,
          joinLink: 'https://meet.example/old',
          start: admin.Timestamp.fromDate(o.start),
          minutes: 60,
          status: 'scheduled',
          createdAt: admin.Timestamp.now(),
        });
      const mentor = await mentorAccount(shared.a.id);
      const pressed = await callClasses({ action: 'mentorCantMake', classId }, mentor.token);
      expect(pressed.body.outcome).toBe('cancelled');
      expect((await callClasses({ action: 'mentorCantMake', classId }, mentor.token)).http).toBe(409);

      const got = await received(family, `class-${classId}-school-${o.start.getTime()}`);
      expect(got.firstMail.map(language)).toEqual(['en']);
      expect(got.guardianMail.map(language)).toEqual(['sw']);
      expect(got.firstMessages.map((m) => [m.template, m.language])).toEqual([
        ['weekly_class_cancelled', whatsappLanguage('en')],
      ]);
      expect(got.guardianMessages.map((m) => [m.template, m.language])).toEqual([
        ['weekly_class_cancelled', whatsappLanguage('sw')],
      ]);
    },
    SLOW,
  );
});
