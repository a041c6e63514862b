// Weekly-class reminders through localJobs with `now`: 24 hours and 1 hour before, by mail
// and WhatsApp, each once however often the job runs; the family's mail switch is honoured.
import { beforeAll, describe, expect, it } from 'vitest';
import { ruleText } from '../../../src/messages/rule-text';
import { read } from '../../support/firestore';
import { adminDb } from '../../support/functions/booking-helpers';

import { runJobs } from '../../support/functions/mail-helpers';
import { freshNumber } from '../../support/functions/whatsapp-helpers';
import {
  callClasses,
  classesOf,
  enrolledChild,
  freeTimes,
  onDifferentDays,
  planList,
  teamMentors,
} from '../../support/functions/class-helpers';
import { WARM_UP_MS, warmUp } from '../../support/functions/helpers';

const SLOW = 240_000;
const HOUR = 3_600_000;
const onePerWeek = planList.find((p) => p.classes === 1)!;

beforeAll(() => warmUp(), WARM_UP_MS);

/** A child with one weekly class chosen and a WhatsApp number; its first class more than a day ahead. */
async function childWithClass() {
  const child = await enrolledChild(onePerWeek.id, 'prodigy');
  const whatsapp = freshNumber();
  await adminDb().doc(`enrollments/${child.id}`).update({ whatsapp });
  const [time] = onDifferentDays(await freeTimes(child), 1);
  const chosen = await callClasses(
    { action: 'choose', enrollmentId: child.id, times: [{ weekday: time!.weekday, time: time!.time }] },
    child.token,
  );
  expect(chosen.http).toBe(200);
  const mentorId = (chosen.body.chosen as { mentorId: string }[])[0]!.mentorId;
  const next = (await classesOf(child.id)).find((c) => c.start.getTime() > Date.now() + 25 * HOUR)!;
  return { child, whatsapp, mentor: teamMentors.find((m) => m.id === mentorId)!, next };
}

describe('weekly class reminders', () => {
  it(
    'a day before and an hour before: one mail and one WhatsApp message each, with the mentor and the join link',
    async () => {
      const { whatsapp, mentor, next } = await childWithClass();
      const start = next.start.getTime();
      const dayAt = new Date(start - 24 * HOUR + 60_000).toISOString();
      await runJobs(dayAt);
      await runJobs(dayAt);
      const dayId = `class-${next.id}-reminder-day-${start}`;
      const mail = await read<{ message: { subject: string; text: string } }>(`mail/${dayId}`);
      expect(mail?.message.text).toContain(mentor.meetingLink!);
      // The plan's rule as its card states it, with the hours before from plans.yaml.
      expect(mail?.message.text).toContain(ruleText(onePerWeek, undefined, 'en')!);
      const message = await read<{ to: string; template: string; parameters: Record<string, string> }>(`messages/${dayId}`);
      expect(message).toMatchObject({ to: whatsapp, template: 'weekly_class_24h' });
      expect(message?.parameters.join_link).toBe(mentor.meetingLink);
      expect(mail?.message.subject).toContain(message!.parameters.mentor_name!);

      await runJobs(new Date(start - 30 * 60_000).toISOString());
      const hourId = `class-${next.id}-reminder-hour-${start}`;
      expect(await read(`mail/${hourId}`)).not.toBeNull();
      expect((await read<{ template: string }>(`messages/${hourId}`))?.template).toBe('weekly_class_1h');
      expect((await read<{ reminders: Record<string, unknown> }>(`classes/${next.id}`))?.reminders).toHaveProperty('day');
    },
    SLOW,
  );

  it(
    'a family with mail turned off on the dashboard gets the WhatsApp message only',
    async () => {
      const { child, next } = await childWithClass();
      await adminDb()
        .doc(`families/${child.uid}`)
        .set({ notify: { mail: false } }, { merge: true });
      const start = next.start.getTime();
      await runJobs(new Date(start - 24 * HOUR + 60_000).toISOString());
      const id = `class-${next.id}-reminder-day-${start}`;
      expect(await read(`mail/${id}`)).toBeNull();
      expect(await read(`messages/${id}`)).not.toBeNull();
    },
    SLOW,
  );
});
