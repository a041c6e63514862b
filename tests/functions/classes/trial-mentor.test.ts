// The mentor who taught a child's trial, as staff record it when marking the trial attended,
// follows the recommendation and the payment to the enrollment, and is the one the child's
// weekly time goes to when free then, however the mentors' loads would rank them.
import { beforeAll, describe, expect, it } from 'vitest';
import { freeWeeklyTimes } from '../../../src/domain/classes/free-times';
import { clock } from '../../../src/domain/classes/hours';
import { chooseMentor } from '../../../src/domain/classes/mentor-choice';
import { nairobiDate } from '../../../src/domain/slots';
import { read } from '../../support/firestore';
import { uniqueEmail } from '../../support/functions/auth-emulator';
import { callClasses, enrolledChild, freeTimes, minutesOf, planList, teamMentors } from '../../support/functions/class-helpers';
import { callFamily, parentAccount } from '../../support/functions/family-helpers';
import { functionsUrl, seed, verify, WARM_UP_MS, warmUp } from '../../support/functions/helpers';
import { bookTrial, callStaffAction } from '../../support/functions/staff-helpers';
import { staffAccount } from '../../support/functions/accounts';

const SLOW = 240_000;
const COURSE = 'prodigy';
const onePerWeek = planList.find((p) => p.classes === 1)!;
const teaching = teamMentors.filter((m) => m.courses?.includes(COURSE));

/**
 * A weekly time at which two or more of the course's mentors are all free now, and one of
 * them whom the loads alone would not choose: the trial's mentor for this test.
 */
async function timeAndUnlikelyMentor(): Promise<{ weekday: number; time: string; mentorId: string }> {
  const offered = await freeTimes(await enrolledChild(onePerWeek.id, COURSE));
  const all = freeWeeklyTimes({
    mentors: teaching.map((m) => ({ id: m.id, courses: m.courses ?? [], hours: m.hours ?? [] })),
    courseId: COURSE,
    minutes: minutesOf(onePerWeek.id),
    taken: [],
    leave: [],
    firstDate: nairobiDate(new Date()),
  });
  // The latest such time: other tests choose the first free ones.
  const shared = all
    .filter((f) => f.mentorIds.length > 1)
    .filter((f) => offered.some((o) => o.weekday === f.weekday && o.time === clock(f.start) && o.mentors === f.mentorIds.length))
    .at(-1);
  if (!shared) throw new Error('no weekly time with two free mentors of the course');
  const loads = await Promise.all(
    shared.mentorIds.map(async (id) => {
      const doc = await read(`mentorTimes/${id}`);
      return { id, load: Number(doc?.load ?? 0), lastAssigned: Number(doc?.lastAssigned ?? 0) };
    }),
  );
  const byLoad = chooseMentor(shared.mentorIds, loads);
  return { weekday: shared.weekday, time: clock(shared.start), mentorId: shared.mentorIds.find((id) => id !== byLoad)! };
}

let staff: string;
beforeAll(async () => {
  await warmUp();
  staff = (await staffAccount()).token;
}, WARM_UP_MS);

describe('the trial’s mentor', () => {
  it(
    'recorded when staff mark the trial attended, is given the child’s weekly time when free then',
    async () => {
      const target = await timeAndUnlikelyMentor();
      const email = uniqueEmail('trial-mentor');
      const parent = await parentAccount(email);
      expect((await callFamily({ action: 'load' }, parent.token)).http).toBe(200);
      const studentName = 'Wanjiku Mwangi';
      const booked = await bookTrial(functionsUrl(), { email, token: parent.token, studentName });

      const attended = { bookingId: booked.id, action: 'attended', mentorId: target.mentorId };
      expect((await callStaffAction(functionsUrl(), attended, staff)).http).toBe(200);
      const recommend = { bookingId: booked.id, action: 'recommend', course: COURSE, note: 'Loves puzzles.' };
      const r = { plan: onePerWeek.id, period: 'monthly', currency: 'KES' };
      const recommended = await callStaffAction(functionsUrl(), { ...recommend, ...r }, staff);
      expect(recommended.http).toBe(200);
      const recommendationId = String(recommended.body.recommendationId);

      const amount = Number((await read(`recommendations/${recommendationId}`))?.amount);
      const metadata = { kind: 'plan', ...r, studentName, recommendationId };
      const reference = await seed({ amount: amount * 100, currency: r.currency, email, metadata });
      expect((await verify({ reference, studentName })).body.status).toBe('success');
      const enrollmentId = String((await read(`payments/${reference}`))?.enrollmentId);

      const times = [{ weekday: target.weekday, time: target.time }];
      const chosen = await callClasses({ action: 'choose', enrollmentId, times }, parent.token);
      expect(chosen.http).toBe(200);
      expect((chosen.body.chosen as { mentorId: string }[])[0]!.mentorId).toBe(target.mentorId);
    },
    SLOW,
  );

  it(
    'must be one of the school’s mentors, and is named only with "attended"',
    async () => {
      const booked = await bookTrial(functionsUrl());
      for (const body of [
        { bookingId: booked.id, action: 'attended', mentorId: 'nobody-we-know' },
        { bookingId: booked.id, action: 'no-show', mentorId: teaching[0]!.id },
      ]) {
        const reply = await callStaffAction(functionsUrl(), body, staff);
        expect(reply).toMatchObject({ http: 400, body: { field: 'mentorId' } });
      }
      expect((await read(`bookings/${booked.id}`))?.status).toBe('upcoming');
    },
    SLOW,
  );
});
