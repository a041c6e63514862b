// The weekly reminders' quick replies through the WhatsApp stand-in and the webhook: the 24 h
// reminder carries "I'll be there" and "Can't make it" for its class; "I'll be there" records
// a confirmation; "Can't make it" is answered with a move link that, without signing in,
// lists the hours and moves the class; the link works for that class only.
import { beforeAll, describe, expect, it } from 'vitest';
import { read } from '../../support/firestore';

import { runJobs } from '../../support/functions/mail-helpers';
import { reply, waitForReceived } from '../../support/functions/whatsapp-helpers';
import { callClasses, childWithClass } from '../../support/functions/class-helpers';
import { adminDb } from '../../support/functions/booking-helpers';
import { classMessagesSw } from '../../../src/domain/classes/messages.sw';
import { WARM_UP_MS, warmUp } from '../../support/functions/helpers';

const SLOW = 240_000;
const HOUR = 3_600_000;

beforeAll(() => warmUp(), WARM_UP_MS);

describe("weekly reminders' quick replies", () => {
  it(
    '"Can\'t make it" is answered with a move link, and the link moves the class without signing in',
    async () => {
      const { whatsapp, next } = await childWithClass();
      await runJobs(new Date(next.start.getTime() - 24 * HOUR + 60_000).toISOString());
      const [reminder] = await waitForReceived((m) => m.to === whatsapp && m.template === 'weekly_class_24h', 1, 60_000);
      expect(reminder!.buttons).toEqual([`attend:${next.id}`, `cant:${next.id}`]);

      await reply(whatsapp, { payload: `attend:${next.id}` });
      await expect
        .poll(async () => (await read<{ confirmation?: unknown }>(`classes/${next.id}`))?.confirmation, { timeout: 30_000 })
        .toMatchObject({
          via: 'whatsapp',
        });

      await reply(whatsapp, { payload: `cant:${next.id}` });
      const [answer] = await waitForReceived((m) => m.to === whatsapp && m.template === null, 1, 60_000);
      const link = /\/move#([A-Za-z0-9_-]{43})/.exec(answer!.text);
      expect(link).not.toBeNull();
      const token = link![1]!;

      const listed = await callClasses({ action: 'move', token });
      expect(listed.http).toBe(200);
      const target = (listed.body.times as { start: string }[])[0]!.start;
      const moved = await callClasses({ action: 'move', token, start: target });
      expect(moved.http).toBe(200);
      expect((await read<{ start: Date }>(`classes/${next.id}`))!.start.toISOString()).toBe(target);

      // A token nobody was sent opens nothing.
      const guess = `${token.slice(0, 42)}${token.endsWith('A') ? 'B' : 'A'}`;
      expect((await callClasses({ action: 'move', token: guess })).http).toBe(404);
    },
    SLOW,
  );

  it(
    '"Can\'t make it" from a family whose language is Kiswahili is answered in Kiswahili with the /sw/move link',
    async () => {
      const { child, whatsapp, next } = await childWithClass();
      await adminDb().doc(`enrollments/${child.id}`).update({ language: 'sw' });
      await reply(whatsapp, { payload: `cant:${next.id}` });
      const [answer] = await waitForReceived((m) => m.to === whatsapp && m.template === null, 1, 60_000);
      const link = /https?:\/\/[^\s]+\/sw\/move#([A-Za-z0-9_-]{43})/.exec(answer!.text);
      expect(link, answer!.text).not.toBeNull();
      expect(answer!.text).toBe(classMessagesSw.cantMakeIt(link![0]));
      expect((await callClasses({ action: 'move', token: link![1]! })).http).toBe(200);
    },
    SLOW,
  );
});
