// "Book a make-up" on WhatsApp, through the messaging stand-in and the signed webhook: the
// message telling a family the school cancelled its class carries the quick reply; the tap is
// answered with a list of free hours of the course's mentors; a row picked books that hour through
// the same redemption as /dashboard (the credit used, one class written), and picking rows again,
// even three at once, books nothing more and is answered with the class booked.
import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ClosedDaySettings } from '../../../src/domain/closed-days';
import { addDays, nairobiDate } from '../../../src/domain/slots';
import { creditIdOf } from '../../../src/domain/stored/credits';
import { readMakeUpChoice } from '../../../src/messages/whatsapp/make-up-reply';
import { cancelClassesOnClosedDays } from '../../../functions/src/classes/closed-days';
import { read } from '../../support/firestore';
import { adminDb } from '../../support/functions/booking-helpers';
import { planList, teamMentors } from '../../support/functions/class-helpers';
import { WARM_UP_MS, warmUp } from '../../support/functions/helpers';
import { until } from '../../support/functions/wait';
import { writtenClass } from '../../support/functions/written-class';
import { freshNumber, reply, waitForReceived, type StandinMessage } from '../../support/functions/whatsapp-helpers';

const SLOW = 300_000;
const COURSE = 'prodigy';
const mentorId = teamMentors.find((m) => m.courses?.includes(COURSE))!.id;
const plan = planList.find((p) => p.classes === 1)!;
// A day years ahead no other test writes classes on, closed for Kenya in this test's settings.
const date = addDays(nairobiDate(new Date()), 3500 + randomInt(0, 400));
const closed: ClosedDaySettings = { closedDates: [], closedDays: [{ date, name: 'Make-up test day', countries: ['KE'] }] };

beforeAll(() => warmUp(), WARM_UP_MS);

const answersTo = (whatsapp: string) => (m: StandinMessage) => m.to === whatsapp && m.template === null;
const makeUpClasses = async (creditId: string) =>
  (await adminDb().collection('classes').where('makeUpOf', '==', creditId).get()).docs;

describe('"Book a make-up" on WhatsApp', () => {
  it(
    'offers the free hours as a list and books the one picked, once',
    async () => {
      const whatsapp = freshNumber();
      const { classId } = await writtenClass({ planId: plan.id, course: COURSE, mentorId, whatsapp, date, minuteOfDay: 7 * 60 });
      expect(await cancelClassesOnClosedDays(adminDb(), new Date(), closed)).toBeGreaterThanOrEqual(1);
      const [told] = await waitForReceived((m) => m.to === whatsapp && m.template === 'weekly_class_closed', 1, 60_000);
      expect(told!.buttons).toEqual([`makeup:${classId}`]);
      const creditId = creditIdOf(classId);
      await until('the credit of the cancelled class', async () => (await read(`makeUpCredits/${creditId}`)) !== null);

      await reply(whatsapp, { payload: told!.buttons[0]! });
      const [offer] = await waitForReceived((m) => answersTo(whatsapp)(m) && !!m.list, 1, 60_000);
      const rows = offer!.list!;
      expect(rows.length).toBeGreaterThan(1);
      expect(rows.length).toBeLessThanOrEqual(10);
      const starts = rows.map((r) => readMakeUpChoice(r.id)!.start.getTime());
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      expect(starts.every((s) => s > Date.now())).toBe(true);

      // Three picks at once (two of one row, one of another): one class, the credit used.
      await Promise.all([
        reply(whatsapp, { listReply: rows[0]!.id }),
        reply(whatsapp, { listReply: rows[0]!.id }),
        reply(whatsapp, { listReply: rows[1]!.id }),
      ]);
      await waitForReceived((m) => answersTo(whatsapp)(m) && !m.list, 3, 60_000);
      const credit = await read<{ status: string; usedClassId?: string }>(`makeUpCredits/${creditId}`);
      expect(credit!.status).toBe('used');
      const booked = await makeUpClasses(creditId);
      expect(booked.map((d) => d.id)).toEqual([credit!.usedClassId]);
      const start = (booked[0]!.get('start') as { toMillis(): number }).toMillis();
      expect([starts[0], starts[1]]).toContain(start);
      expect(booked[0]!.get('status')).toBe('scheduled');

      // Picked again later: nothing more is booked; the answer names the class booked, as the others did.
      await reply(whatsapp, { listReply: rows[2]?.id ?? rows[1]!.id });
      const answers = await waitForReceived((m) => answersTo(whatsapp)(m) && !m.list, 4, 60_000);
      expect(new Set(answers.map((a) => a.text)).size).toBe(1);
      expect(await makeUpClasses(creditId)).toHaveLength(1);
    },
    SLOW,
  );
});
