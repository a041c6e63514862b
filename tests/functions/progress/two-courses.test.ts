// A child enrolled in two courses gets one monthly report (once per child per month):
// the classes of both enrollments counted, each course named with its mentor's notes,
// projects and line, in one mail and one WhatsApp message, however often the job runs.
import { beforeAll, describe, expect, it } from 'vitest';
import { read } from '../../support/firestore';

import { teamMentors } from '../../support/functions/class-helpers';
import { mailSettled, runJobs, waitForMail } from '../../support/functions/mail-helpers';
import { messagesSettled, waitForReceived } from '../../support/functions/whatsapp-helpers';
import { callProgress, child, line, reportDay } from '../../support/functions/progress-helpers';
import { siteCourses } from '../../support/site-plans';
import { WARM_UP_MS, warmUp } from '../../support/functions/helpers';
import { mentorAccount } from '../../support/functions/accounts';

const SLOW = 240_000;
const [first, second] = teamMentors;
const firstName = (name: string) => name.split(' ')[0]!;

beforeAll(() => warmUp(), WARM_UP_MS);

describe('a child in two courses', () => {
  it(
    'gets one report covering both courses, by one mail and one message',
    async () => {
      const [one, two] = siteCourses;
      const a = await child(first!.id, 'Wanjiku Mwangi', undefined, one!.id);
      const b = await child(second!.id, 'Wanjiku Mwangi', a, two!.id);
      expect(b.reportId).toBe(a.reportId);
      expect((await callProgress(line(a.id, 'Sprites next.'), (await mentorAccount(first!.id)).token)).http).toBe(200);
      expect((await callProgress(line(b.id, 'Loops next.'), (await mentorAccount(second!.id)).token)).http).toBe(200);

      await runJobs(reportDay);
      await runJobs(reportDay);

      const report = await read<Record<string, unknown>>(`progressReports/${a.reportId}`);
      // Each enrollment has two attended, one absent and one cancelled class this month.
      expect(report).toMatchObject({ attended: 4, missed: 2, cancelled: 2 });
      const courses = report!.courses as { course: string; mentorName: string; next: string; attended: number }[];
      expect(courses.map((c) => [c.course, c.mentorName, c.next, c.attended]).sort()).toEqual(
        [
          [one!.title, firstName(first!.name), 'Sprites next.', 2],
          [two!.title, firstName(second!.name), 'Loops next.', 2],
        ].sort(),
      );

      const [mail] = await waitForMail((x) => x.to.some((t) => t.address === a.email));
      for (const text of [one!.title, two!.title, 'Sprites next.', 'Loops next.', firstName(second!.name)])
        expect(mail!.text).toContain(text);
      await waitForReceived((x) => x.to === a.whatsapp && x.template === 'progress_report');
      await runJobs(reportDay);
      expect(await mailSettled(a.email)).toHaveLength(1);
      expect(await messagesSettled(a.whatsapp)).toHaveLength(1);
    },
    SLOW,
  );
});
