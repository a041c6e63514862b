// Family messages reach each guardian once, in their own language and by their own channels:
// one weekly-class reminder, the job run twice, gives the first parent one mail and one WhatsApp
// message in English and the second guardian one of each in Kiswahili, at their own address and
// number; so does the monthly progress report. A guardian who turns mail off gets the WhatsApp
// message only.
import { beforeAll, describe, expect, it } from 'vitest';
import { whatsappLanguage } from '../../../src/messages/whatsapp/template-language';
import { read } from '../../support/firestore';
import { adminDb } from '../../support/functions/booking-helpers';
import { callFamily } from '../../support/functions/family-helpers';
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
import { joinWith, whatsappInvite } from '../../support/functions/guardian-helpers';
import { WARM_UP_MS, warmUp } from '../../support/functions/helpers';
import { child, reportDay } from '../../support/functions/progress-helpers';

const SLOW = 300_000;
const HOUR = 3_600_000;
const onePerWeek = planList.find((p) => p.classes === 1)!;

beforeAll(() => warmUp(), WARM_UP_MS);

/** A family with one weekly class more than a day ahead, and a second guardian who joined from a Kiswahili page with their number. */
async function familyWithGuardian() {
  const first = await enrolledChild(onePerWeek.id, 'prodigy');
  const whatsapp = freshNumber();
  await adminDb().doc(`enrollments/${first.id}`).update({ whatsapp });
  expect((await callFamily({}, first.token)).http).toBe(200);
  const [time] = onDifferentDays(await freeTimes(first), 1);
  const chosen = await callClasses(
    { action: 'choose', enrollmentId: first.id, times: [{ weekday: time!.weekday, time: time!.time }] },
    first.token,
  );
  expect(chosen.http).toBe(200);
  const next = (await classesOf(first.id)).find((c) => c.start.getTime() > Date.now() + 25 * HOUR)!;
  const number = freshNumber();
  const guardian = await joinWith(await whatsappInvite(first.token), { language: 'sw', phone: number, country: 'KE' });
  expect(guardian.joined.http).toBe(200);
  return { first, whatsapp, guardian: { ...guardian, number }, next };
}

/** The documents of `collection` sent to `to` for this reminder. */
async function sent(collection: 'mail' | 'messages', to: string, reminderId: string) {
  const found = await adminDb().collection(collection).where('to', '==', to).get();
  return found.docs.filter((d) => d.id.startsWith(reminderId));
}

describe('a family message to both guardians', () => {
  it(
    'one class reminder, the job run twice: each guardian once by mail and once by WhatsApp, each in their own language',
    async () => {
      const { first, whatsapp, guardian, next } = await familyWithGuardian();
      const start = next.start.getTime();
      const at = new Date(start - 24 * HOUR + 60_000).toISOString();
      await runJobs(at);
      await runJobs(at);
      const id = `class-${next.id}-reminder-day-${start}`;

      const [firstMail, guardianMail] = [await sent('mail', first.email, id), await sent('mail', guardian.email, id)];
      expect(firstMail).toHaveLength(1);
      expect(guardianMail).toHaveLength(1);
      expect(firstMail[0]!.get('message.html')).toContain('lang="en"');
      expect(guardianMail[0]!.get('message.html')).toContain('lang="sw"');

      const [firstMessage, guardianMessage] = [await sent('messages', whatsapp, id), await sent('messages', guardian.number, id)];
      expect(firstMessage).toHaveLength(1);
      expect(guardianMessage).toHaveLength(1);
      expect(firstMessage[0]!.get('language')).toBe(whatsappLanguage('en'));
      expect(guardianMessage[0]!.get('language')).toBe(whatsappLanguage('sw'));
      // The guardian's own dashboard switch governs their copy, not the family's.
      expect(guardianMessage[0]!.get('guardianUid')).toBe(guardian.uid);
      expect(guardianMessage[0]!.get('familyUid')).toBeUndefined();
    },
    SLOW,
  );

  it(
    "a guardian's own switch: mail off on their dashboard, their WhatsApp message only; the family's mail still goes",
    async () => {
      const { first, guardian, next } = await familyWithGuardian();
      expect((await callFamily({ action: 'notify', notify: { mail: false } }, guardian.token)).http).toBe(200);
      expect((await read<{ notify: unknown }>(`families/${first.uid}`))?.notify).toBeUndefined();
      const start = next.start.getTime();
      await runJobs(new Date(start - 24 * HOUR + 60_000).toISOString());
      const id = `class-${next.id}-reminder-day-${start}`;
      expect(await sent('mail', guardian.email, id)).toHaveLength(0);
      expect(await sent('messages', guardian.number, id)).toHaveLength(1);
      expect(await sent('mail', first.email, id)).toHaveLength(1);
    },
    SLOW,
  );

  it(
    'the monthly progress report, the job run twice: the guardian gets one mail and one message, in Kiswahili',
    async () => {
      const c = await child(teamMentors[0]!.id);
      expect((await callFamily({}, c.token)).http).toBe(200);
      const number = freshNumber();
      const guardian = await joinWith(await whatsappInvite(c.token), { language: 'sw', phone: number, country: 'KE' });
      expect(guardian.joined.http).toBe(200);
      await runJobs(reportDay);
      await runJobs(reportDay);
      const id = `progress-${c.reportId}`;
      const mails = await sent('mail', guardian.email, id);
      expect(mails.map((d) => d.id)).toEqual([`${id}-guardian-${guardian.uid}`]);
      expect(mails[0]!.get('message.html')).toContain('lang="sw"');
      const messages = await sent('messages', number, id);
      expect(messages).toHaveLength(1);
      expect(messages[0]!.get('language')).toBe(whatsappLanguage('sw'));
      expect(await sent('mail', c.email, id)).toHaveLength(1);
    },
    SLOW,
  );
});
