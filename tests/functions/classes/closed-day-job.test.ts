// A closed day added after classes were written, against the emulators, with closed days of the
// test's choosing: the job cancels by the school each class still to come on a day closed for
// its family's country (one make-up credit, from the credits trigger, and one message naming the
// closed day's reason), leaves a class of a country the day is not closed for, and run again
// changes and sends nothing more.
import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ClosedDaySettings } from '../../../src/domain/closed-days';
import { addDays, nairobiDate } from '../../../src/domain/slots';
import { creditIdOf } from '../../../src/domain/stored/credits';
import { cancelClassesOnClosedDays } from '../../../functions/src/classes/closed-days';
import { read } from '../../support/firestore';
import { adminDb } from '../../support/functions/booking-helpers';
import { planList, teamMentors } from '../../support/functions/class-helpers';
import { WARM_UP_MS, warmUp } from '../../support/functions/helpers';
import { until } from '../../support/functions/wait';
import { writtenClass } from '../../support/functions/written-class';

const SLOW = 240_000;
const COURSE = 'prodigy';
const mentorId = teamMentors.find((m) => m.courses?.includes(COURSE))!.id;
const plan = planList.find((p) => p.classes === 1)!;
// A date years ahead that no other test writes classes on, chosen per run.
const closedDate = addDays(nairobiDate(new Date()), 3000 + randomInt(0, 400));
const closed: ClosedDaySettings = {
  closedDates: [],
  closedDays: [{ date: closedDate, name: 'Test holiday', countries: ['KE'] }],
};

/** A family of the country of `whatsapp` with a scheduled class on `date` at 10:00 Nairobi. */
const familyClass = (whatsapp: string, date: string) =>
  writtenClass({ planId: plan.id, course: COURSE, mentorId, whatsapp, date, minuteOfDay: 10 * 60 });
const kenyan = () => `+2547${String(randomInt(10_000_000, 99_999_999))}`;
const nigerian = () => `+23480${String(randomInt(10_000_000, 99_999_999))}`;
const creditsOf = async (enrollmentId: string) =>
  (await adminDb().collection('makeUpCredits').where('enrollmentId', '==', enrollmentId).get()).docs;
const messagesOf = async (classId: string) => (await adminDb().collection('messages').where('classId', '==', classId).get()).docs;

beforeAll(() => warmUp(), WARM_UP_MS);

describe('a closed day added after classes exist', () => {
  it(
    "cancels each class on it for the day's countries with one credit and one message, once however often the job runs",
    async () => {
      const ke = await familyClass(kenyan(), closedDate);
      const ng = await familyClass(nigerian(), closedDate);
      const later = await familyClass(kenyan(), addDays(closedDate, 7));

      expect(await cancelClassesOnClosedDays(adminDb(), new Date(), closed)).toBe(1);
      const cls = await read<{ status: string; cancelled?: { by: string; reason: string } }>(`classes/${ke.classId}`);
      expect(cls).toMatchObject({ status: 'cancelled', cancelled: { by: 'school', reason: 'closed' } });
      expect((await read<{ status: string }>(`classes/${ng.classId}`))!.status).toBe('scheduled');
      expect((await read<{ status: string }>(`classes/${later.classId}`))!.status).toBe('scheduled');

      // The credit follows the school's cancellation (the trigger), one for the class.
      await until('the credit of the cancelled class', async () => (await creditsOf(ke.enrollmentId)).length === 1);
      const credit = (await creditsOf(ke.enrollmentId))[0]!;
      expect(credit.id).toBe(creditIdOf(ke.classId));
      expect(credit.get('reason')).toBe('closed');
      const messages = await messagesOf(ke.classId);
      expect(messages.map((m) => m.get('template'))).toEqual(['weekly_class_closed']);
      const mail = await adminDb().collection('mail').doc(messages[0]!.id).get();
      expect(String(mail.get('message.text'))).toContain('Test holiday');

      // Run again (and beside itself): nothing more is cancelled, so no trigger grants or sends again.
      expect(
        await Promise.all([
          cancelClassesOnClosedDays(adminDb(), new Date(), closed),
          cancelClassesOnClosedDays(adminDb(), new Date(), closed),
        ]),
      ).toEqual([0, 0]);
      expect(await creditsOf(ke.enrollmentId)).toHaveLength(1);
      expect(await messagesOf(ke.classId)).toHaveLength(1);
      expect(await creditsOf(ng.enrollmentId)).toHaveLength(0);
    },
    SLOW,
  );
});
