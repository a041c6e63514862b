// Cover against the emulators: a mentor's "Can't make it" on /mentor hands the class to
// another mentor of the course free then (the family sees the new mentor and is told once),
// or, nobody free, the school cancels it with the contract's `cancelled` mark and the family is
// told of the make-up credit, by SMS when the number is not on WhatsApp. Leave entered after
// classes exist covers or cancels each of them. Presses at once change the class once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextDateOn } from '../../../src/domain/classes/free-times';
import { occurrenceOf } from '../../../src/domain/classes/occurrences';
import { addDays, nairobiDate } from '../../../src/domain/slots';
import { read } from '../../support/firestore';
import { admin, adminDb } from '../../support/functions/booking-helpers';
import { functionsUrl, WARM_UP_MS, warmUp } from '../../support/functions/helpers';
import { callStaffAction } from '../../support/functions/staff-helpers';
import { freshNumber, notOnWhatsApp, waitForReceived } from '../../support/functions/whatsapp-helpers';
import { callClasses, enrolledChild, planList, teamMentors } from '../../support/functions/class-helpers';
import { lonelyHour as lonelyHourOf, sharedHour } from '../../support/cover-hours';
import { mentorAccount, staffAccount } from '../../support/functions/accounts';
import { writeClass } from '../../support/functions/written-class';

const SLOW = 240_000;
const onePerWeek = planList.find((p) => p.classes === 1)!;
const fixtures: string[] = [];

interface Stored {
  mentorId: string;
  status: string;
  joinLink: string;
  moved?: boolean;
  coveredFrom?: { mentorId: string; reason: string };
  cancelled?: { by: string; reason: string; at: Date };
}

// Chosen once the emulator is up (beforeAll): the hours other test files left held are not free.
let shared: ReturnType<typeof sharedHour<(typeof teamMentors)[number]>>;

let lonelyHour: number;

/** Every weekly hour a mentor holds now, as sharedHour reads them. */
async function heldHours(): Promise<Set<string>> {
  const held = new Set<string>();
  for (const doc of (await adminDb().collection('mentorTimes').get()).docs)
    for (const key of Object.keys((doc.get('held') as Record<string, unknown> | undefined) ?? {})) held.add(`${doc.id} ${key}`);
  return held;
}
// Weeks ahead, clear of the paid periods other tests' leave and moves look at.
const farDate = (weeks: number) => nextDateOn(addDays(nairobiDate(new Date()), weeks * 7), shared.weekday);

/** A family (WhatsApp, language) with a scheduled class of `mentorId` on `date` at the shared hour. */
async function familyClass(date: string, mentorId = shared.a.id, language = 'en', start: number = shared.start) {
  const child = await enrolledChild(onePerWeek.id, shared.course);
  const whatsapp = freshNumber();
  await adminDb().doc(`enrollments/${child.id}`).update({ whatsapp, language });
  const o = occurrenceOf(date, start);
  const classId = `${child.id}_${o.id}`;
  await writeClass(
    classId,
    child,
    { course: shared.course, mentorId, start: o.start, minutes: 60 },
    { joinLink: 'https://meet.example/old' },
  );
  return { child, whatsapp, classId, start: o.start };
}

/** Leave written as staffAction writes it, for mentors other than the one under test. */
async function away(mentorIds: string[], date: string) {
  for (const mentorId of mentorIds) {
    const ref = adminDb().collection('mentorLeave').doc();
    await ref.create({ mentorId, from: date, to: date, reason: 'fixture', by: 'test', at: admin.Timestamp.now() });
    fixtures.push(ref.id);
  }
}

const schoolMessages = async (classId: string) =>
  (await adminDb().collection('messages').get()).docs.filter((d) => d.id.startsWith(`class-${classId}-school-`));
const schoolMails = async (classId: string) =>
  (await adminDb().collection('mail').get()).docs.filter((d) => d.id.startsWith(`class-${classId}-school-`));

let staffToken: string;
beforeAll(async () => {
  await warmUp();
  staffToken = (await staffAccount('cover-staff')).token;
  shared = sharedHour(teamMentors, 60, await heldHours());
  lonelyHour = lonelyHourOf(teamMentors, shared);
}, WARM_UP_MS);

afterAll(async () => {
  for (const id of fixtures) await adminDb().doc(`mentorLeave/${id}`).delete();
});

describe("a mentor's Can't make it", () => {
  it(
    'hands the class to another mentor of the course free then; the family is told once and sees the new mentor',
    async () => {
      const date = farDate(8);
      const { whatsapp, classId, child } = await familyClass(date);
      const mentor = await mentorAccount(shared.a.id);

      // Another mentor may not hand it on.
      const other = await mentorAccount(shared.others[0]!.id);
      expect((await callClasses({ action: 'mentorCantMake', classId }, other.token)).http).toBe(409);

      const pressed = await callClasses({ action: 'mentorCantMake', classId }, mentor.token);
      expect(pressed.http).toBe(200);
      expect(pressed.body.outcome).toBe('covered');
      const cls = (await read<Stored>(`classes/${classId}`))!;
      const cover = teamMentors.find((m) => m.id === cls.mentorId)!;
      expect(shared.others.map((o) => o.id)).toContain(cover.id);
      expect(cls).toMatchObject({ status: 'scheduled', moved: true, joinLink: cover.meetingLink });
      expect(cls.coveredFrom).toMatchObject({ mentorId: shared.a.id, reason: 'mentor' });
      const key = occurrenceOf(date, shared.start).id;
      expect((await adminDb().doc(`mentorTimes/${cover.id}`).get()).get(`movedIn.${key}`)).toMatchObject({ classId });

      const firstName = cover.name.split(' ')[0]!;
      expect(String(pressed.body.message)).toContain(firstName);
      const [sent] = await waitForReceived((m) => m.to === whatsapp && m.template === 'weekly_class_covered', 1, 60_000);
      expect(sent!.text).toContain(firstName);
      const mails = await schoolMails(classId);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.get('to')).toBe(child.email);
      expect(mails[0]!.get('message.text')).toContain(firstName);

      // Pressed again (by the old mentor, or a retry): nothing more changes or is sent.
      expect((await callClasses({ action: 'mentorCantMake', classId }, mentor.token)).http).toBe(409);
      expect(await schoolMessages(classId)).toHaveLength(1);
    },
    SLOW,
  );

  it(
    'with no other mentor free, the school cancels the class and the family, not on WhatsApp, hears of the credit by SMS, in Kiswahili',
    async () => {
      const date = farDate(9);
      await away(
        shared.others.map((o) => o.id),
        date,
      );
      const { whatsapp, classId } = await familyClass(date, shared.a.id, 'sw');
      await notOnWhatsApp(whatsapp);
      const mentor = await mentorAccount(shared.a.id);

      const pressed = await callClasses({ action: 'mentorCantMake', classId }, mentor.token);
      expect(pressed.http).toBe(200);
      expect(pressed.body.outcome).toBe('cancelled');
      const cls = (await read<Stored>(`classes/${classId}`))!;
      expect(cls.status).toBe('cancelled');
      expect(cls.mentorId).toBe(shared.a.id);
      expect(cls.cancelled).toMatchObject({ by: 'school', reason: 'mentor' });
      expect(cls.cancelled?.at).toBeInstanceOf(Date);

      const [sms] = await waitForReceived((m) => m.to === whatsapp && m.channel === 'sms', 1, 60_000);
      expect(sms!.text).toContain('fidia');
      const mails = await schoolMails(classId);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.get('message.subject')).toContain('limeghairiwa');
    },
    SLOW,
  );

  it(
    'pressed many times at once: the class changes once and the family is told once',
    async () => {
      const { classId } = await familyClass(farDate(10));
      const mentor = await mentorAccount(shared.a.id);
      const presses = await Promise.all(
        Array.from({ length: 12 }, () => callClasses({ action: 'mentorCantMake', classId }, mentor.token)),
      );
      expect(presses.filter((p) => p.http === 200)).toHaveLength(1);
      expect(presses.filter((p) => p.http === 409)).toHaveLength(11);
      expect(await schoolMessages(classId)).toHaveLength(1);
      expect(await schoolMails(classId)).toHaveLength(1);
    },
    SLOW,
  );
});

describe('leave entered after classes exist', () => {
  it(
    'covers the class another mentor is free for and cancels the one nobody is, telling each family once',
    async () => {
      const date = farDate(11);
      // Two classes of the mentor that day: one at the shared hour, one an hour the others cannot take.
      const free = await familyClass(date);
      const none = await familyClass(date, shared.a.id, 'en', lonelyHour);
      const reply = await callStaffAction(
        functionsUrl(),
        { action: 'blockMentorDays', mentorId: shared.a.id, from: date, to: date, reason: 'Conference' },
        staffToken,
      );
      expect(reply.http).toBe(200);
      const leaveId = String(reply.body.leaveId);
      const covered = reply.body.covered as { id: string; coveredBy: string }[];
      const cancelled = reply.body.cancelled as { id: string }[];
      expect(covered.map((c) => c.id)).toEqual([free.classId]);
      expect(cancelled.map((c) => c.id)).toEqual([none.classId]);
      expect((await read<Stored>(`classes/${free.classId}`))!.mentorId).toBe(covered[0]!.coveredBy);
      expect((await read<Stored>(`classes/${none.classId}`))!.cancelled).toMatchObject({
        by: 'school',
        reason: 'leave',
      });
      await waitForReceived((m) => m.to === free.whatsapp && m.template === 'weekly_class_covered', 1, 60_000);
      await waitForReceived((m) => m.to === none.whatsapp && m.template === 'weekly_class_cancelled', 1, 60_000);

      // The same days entered again: nothing is left on them to cover, nobody is told twice.
      const again = await callStaffAction(
        functionsUrl(),
        { action: 'blockMentorDays', mentorId: shared.a.id, from: date, to: date, reason: 'Entered twice' },
        staffToken,
      );
      expect(again.body).toMatchObject({ covered: [], cancelled: [] });
      expect(await schoolMessages(free.classId)).toHaveLength(1);
      expect(await schoolMessages(none.classId)).toHaveLength(1);
      for (const id of [leaveId, String(again.body.leaveId)])
        await callStaffAction(functionsUrl(), { action: 'endMentorLeave', leaveId: id }, staffToken);
    },
    SLOW,
  );
});
