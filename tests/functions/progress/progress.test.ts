// Monthly progress against the emulators, MailDev and the messaging stand-in: a mentor writes
// their own children's lines only; the job on the 1st (localJobs with `now`) writes one report
// per child per month with one mail and one WhatsApp message however often it runs (SMS for a
// number not on WhatsApp); staff send a report again, logged; the child's mentor may award a
// certificate, another mentor may not.
import { beforeAll, describe, expect, it } from 'vitest';
import { previousMonth } from '../../../src/domain/progress/month';
import { words as m } from '../../../src/i18n/en/console/progress';
import { read } from '../../support/firestore';

import { teamMentors } from '../../support/functions/class-helpers';
import { certificatesApi } from '../../support/functions/certificate-helpers';
import { mailSettled, runJobs, waitForMail } from '../../support/functions/mail-helpers';
import { messagesSettled, notOnWhatsApp, waitForReceived } from '../../support/functions/whatsapp-helpers';
import { callProgress, child, line, month, reportDay } from '../../support/functions/progress-helpers';
import { WARM_UP_MS, warmUp } from '../../support/functions/helpers';
import { mentorAccount, staffAccount } from '../../support/functions/accounts';

const SLOW = 240_000;
const [first, second] = teamMentors;

beforeAll(() => warmUp(), WARM_UP_MS);

describe('monthly progress', () => {
  it(
    "a mentor writes their own child's line; another mentor, a parent or nobody cannot",
    async () => {
      const c = await child(first!.id);
      const own = await mentorAccount(first!.id);
      const other = await mentorAccount(second!.id);
      expect(await callProgress(line(c.id), own.token)).toMatchObject({ http: 200, body: { message: m.saved } });
      expect(await read(`progressLines/${c.lineId}`)).toMatchObject({
        mentorId: first!.id,
        line: 'Next month: sprites and sound.',
      });
      expect(await callProgress(line(c.id, 'Not mine.'), other.token)).toMatchObject({
        http: 403,
        body: { message: m.notYours },
      });
      expect(await callProgress(line(c.id, 'A parent.'), c.token)).toMatchObject({ http: 403 });
      expect(await callProgress(line(c.id, 'Nobody.'))).toMatchObject({ http: 401 });
      expect((await read<{ line: string }>(`progressLines/${c.lineId}`))?.line).toBe('Next month: sprites and sound.');
      const old = { ...line(c.id), month: previousMonth(previousMonth(month)) };
      expect(await callProgress(old, own.token)).toMatchObject({ http: 400, body: { message: m.badMonth } });
    },
    SLOW,
  );

  it(
    'the job on the 1st, run twice: one report per child, one mail and one WhatsApp message; SMS for a number not on WhatsApp',
    async () => {
      const c = await child(first!.id);
      const smsOnly = await child(first!.id, 'Baraka Otieno');
      await notOnWhatsApp(smsOnly.whatsapp);
      expect((await callProgress(line(c.id), (await mentorAccount(first!.id)).token)).http).toBe(200);

      await runJobs(reportDay);
      await runJobs(reportDay);

      const report = await read<Record<string, unknown>>(`progressReports/${c.reportId}`);
      expect(report).toMatchObject({
        familyUid: c.uid,
        month,
        attended: 2,
        missed: 1,
        cancelled: 1,
      });
      const [course] = report!.courses as { next: string; projects: unknown[]; notes: { note: string }[] }[];
      expect(course).toMatchObject({
        next: 'Next month: sprites and sound.',
        projects: [{ title: 'Maze game', url: 'https://scratch.example/projects/1' }],
      });
      expect(course!.notes.map((n) => n.note)).toEqual(['Built a maze game.', 'The school closed for the holiday.']);
      const [mail] = await waitForMail((x) => x.to.some((t) => t.address === c.email));
      expect(mail!.text).toContain('Next month: sprites and sound.');
      expect(mail!.text).toContain('https://scratch.example/projects/1');
      expect(mail!.text).toContain('/dashboard');
      const [message] = await waitForReceived((x) => x.to === c.whatsapp && x.template === 'progress_report');
      expect(message!.parameters.some((p) => p.endsWith('/dashboard'))).toBe(true);
      await waitForReceived((x) => x.to === smsOnly.whatsapp && x.channel === 'sms');

      // A third run, after the first two were delivered: still one of each.
      await runJobs(reportDay);
      expect(await mailSettled(c.email)).toHaveLength(1);
      expect(await messagesSettled(c.whatsapp)).toHaveLength(1);
      // Once sent, the month's line can no longer change.
      expect(await callProgress(line(c.id, 'Too late.'), (await mentorAccount(first!.id)).token)).toMatchObject({
        http: 409,
        body: { message: m.alreadySent },
      });
    },
    SLOW,
  );

  it(
    'a day other than the 1st writes no report',
    async () => {
      const c = await child(first!.id);
      await runJobs(new Date(Date.parse(reportDay) + 86_400_000).toISOString());
      expect(await read(`progressReports/${c.reportId}`)).toBeNull();
    },
    SLOW,
  );

  it(
    'staff send a report again: a second mail, logged with who asked; nobody else can',
    async () => {
      const c = await child(first!.id);
      await runJobs(reportDay);
      await waitForMail((x) => x.to.some((t) => t.address === c.email));
      expect(await callProgress({ action: 'resend', reportId: c.reportId }, c.token)).toMatchObject({ http: 403 });
      const staff = (await staffAccount()).token;
      expect(await callProgress({ action: 'resend', reportId: c.reportId }, staff)).toMatchObject({
        http: 200,
        body: { message: m.sentAgain },
      });
      await waitForMail((x) => x.to.some((t) => t.address === c.email), 2);
      const log = await read<{ history: { action: string; by: string }[] }>(`progressReportLog/${c.reportId}`);
      expect(log!.history.map((h) => h.action)).toEqual(['sent', 'sent-again']);
      expect(log!.history[1]!.by).toContain('@');
      expect(await callProgress({ action: 'resend', reportId: `none_${month}` }, staff)).toMatchObject({ http: 404 });
    },
    SLOW,
  );
});

describe('certificates from the mentor', () => {
  const award = (enrollmentId: string, token: string) =>
    certificatesApi({ action: 'award', enrollmentId, level: 'Level 1' }, token);

  it(
    "the child's mentor awards a certificate; another mentor is refused, and no mentor revokes",
    async () => {
      const c = await child(first!.id);
      const other = await award(c.id, (await mentorAccount(second!.id)).token);
      expect(other.http).toBe(403);
      const own = await mentorAccount(first!.id);
      const awarded = await award(c.id, own.token);
      expect(awarded).toMatchObject({ http: 200, body: { status: 'awarded' } });
      const number = String(awarded.body.number);
      const record = await read<{ history: { by: string }[] }>(`certificateRecords/${number}`);
      expect(record!.history[0]!.by).toBe(`mentor:${first!.id}`);
      const revoke = await certificatesApi({ action: 'revoke', number, reason: 'Mine to undo?' }, own.token);
      expect(revoke.http).toBe(403);
    },
    SLOW,
  );
});
