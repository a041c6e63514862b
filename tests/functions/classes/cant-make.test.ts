// "Can't make it" tells the class's mentor, whether pressed on /dashboard (POST /api/classes
// `cantMake`) or sent as the WhatsApp reminder's quick reply: the class records it for that
// start (as /mentor shows it) and each account of the mentor gets one mail, however often it
// is pressed; another family's press tells nobody.
import { beforeAll, describe, expect, it } from 'vitest';
import { read } from '../../support/firestore';
import { adminDb } from '../../support/functions/booking-helpers';

import { runJobs } from '../../support/functions/mail-helpers';
import { reply, waitForReceived } from '../../support/functions/whatsapp-helpers';
import { callClasses, childWithClass, enrolledChild, planList } from '../../support/functions/class-helpers';
import { WARM_UP_MS, warmUp } from '../../support/functions/helpers';
import { mentorAccount } from '../../support/functions/accounts';

const SLOW = 240_000;
const HOUR = 3_600_000;

interface CantMakeMark {
  via: string;
  start: Date;
}

/** The mails queued to `to` about a family's "Can't make it". */
async function mentorMails(to: string) {
  const snap = await adminDb().collection('mail').where('to', '==', to).get();
  return snap.docs.map((d) => d.data()).filter((m) => m.template === 'class-cant-make-notice');
}

beforeAll(() => warmUp(), WARM_UP_MS);

describe('"Can\'t make it" tells the mentor', () => {
  it(
    'pressed on the dashboard: the class is marked, the mentor mailed once, and the move hours listed',
    async () => {
      const { child, mentor, next } = await childWithClass();
      const account = await mentorAccount(mentor.id);

      // Another family's press tells nobody.
      const stranger = await enrolledChild(planList[0]!.id, String(next.course));
      expect((await callClasses({ action: 'cantMake', classId: next.id }, stranger.token)).http).toBe(404);
      expect((await read<{ cantMake?: unknown }>(`classes/${next.id}`))!.cantMake).toBeUndefined();

      const pressed = await callClasses({ action: 'cantMake', classId: next.id }, child.token);
      expect(pressed.http).toBe(200);
      expect((pressed.body.times as unknown[]).length).toBeGreaterThan(0);
      const mark = (await read<{ cantMake: CantMakeMark; start: Date }>(`classes/${next.id}`))!;
      expect(mark.cantMake.via).toBe('dashboard');
      expect(mark.cantMake.start.getTime()).toBe(next.start.getTime());

      const mails = await mentorMails(account.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.message.subject).toContain(String(next.childFirstName));
      expect(mails[0]!.message.text).toContain(mentor.name.split(' ')[0]);

      expect((await callClasses({ action: 'cantMake', classId: next.id }, child.token)).http).toBe(200);
      expect(await mentorMails(account.email)).toHaveLength(1);
    },
    SLOW,
  );

  it(
    'pressed many times at once: the class is marked once and the mentor mailed once',
    async () => {
      const { child, mentor, next } = await childWithClass();
      const account = await mentorAccount(mentor.id);
      const presses = await Promise.all(
        Array.from({ length: 8 }, () => callClasses({ action: 'cantMake', classId: next.id }, child.token)),
      );
      expect(presses.map((p) => p.http)).toEqual(Array(8).fill(200));
      expect(await mentorMails(account.email)).toHaveLength(1);
    },
    SLOW,
  );

  it(
    'with more than five accounts for the mentor, the five most recently granted are mailed',
    async () => {
      const { child, mentor, next } = await childWithClass();
      // Granted one after another, so the first is the oldest of the six, and every account
      // other tests granted this mentor is older still.
      const accounts = [];
      for (let i = 0; i < 6; i++) accounts.push(await mentorAccount(mentor.id));

      expect((await callClasses({ action: 'cantMake', classId: next.id }, child.token)).http).toBe(200);
      expect(await mentorMails(accounts[0]!.email)).toHaveLength(0);
      for (const account of accounts.slice(1)) expect(await mentorMails(account.email)).toHaveLength(1);
    },
    SLOW,
  );

  it(
    'sent as the WhatsApp quick reply: the class is marked and the mentor mailed',
    async () => {
      const { whatsapp, mentor, next } = await childWithClass();
      const account = await mentorAccount(mentor.id);
      await runJobs(new Date(next.start.getTime() - 24 * HOUR + 60_000).toISOString());
      await waitForReceived((m) => m.to === whatsapp && m.template === 'weekly_class_24h', 1, 60_000);

      await reply(whatsapp, { payload: `cant:${next.id}` });
      await waitForReceived((m) => m.to === whatsapp && m.template === null, 1, 60_000);
      const mark = (await read<{ cantMake: CantMakeMark }>(`classes/${next.id}`))!;
      expect(mark.cantMake.via).toBe('whatsapp');
      const mails = await mentorMails(account.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.message.text).toContain(String(next.childFirstName));
    },
    SLOW,
  );
});
