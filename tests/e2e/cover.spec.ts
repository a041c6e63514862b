// Cover end to end: a mentor presses "Can't make it" on a class of the coming week on /mentor;
// another mentor of the course free then takes it, and the family sees the new mentor's first
// name on the WhatsApp stand-in and on /dashboard.
import { randomInt } from 'node:crypto';
import { test, expect } from '../support/e2e/fixtures';
import { enrolledOnDashboard, mentorDesk, teamMentors as team, type TeamMentor } from '../support/e2e/class-helpers';
import { serveGoogleScripts } from '../support/e2e/gapi-standin';
import { sharedHour } from '../support/cover-hours';
import { read, writeDoc } from '../support/firestore';
import { sitePlans } from '../support/site-plans';
import { words as classMessages } from '../../src/i18n/en/classes';
import { nextDateOn } from '../../src/domain/classes/free-times';
import { occurrenceOf } from '../../src/domain/classes/occurrences';
import { addDays, nairobiDate } from '../../src/domain/slots';

const standin = process.env.MESSAGING_STANDIN_URL ?? 'http://127.0.0.1:5066';

test.beforeEach(async ({ context }) => {
  await serveGoogleScripts(context);
});

test("a mentor can't make a class: another mentor covers it, and the family sees the new mentor on WhatsApp and /dashboard", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const shared = sharedHour(team as (TeamMentor & { hours?: string[] })[]);
  const plan = sitePlans[0] as unknown as { id: string };
  const child = 'Baraka Otieno';
  const whatsapp = `+2547${String(randomInt(10_000_000, 99_999_999))}`;
  // Its weekly time chosen already, with the mentor who will not make one class of it.
  const { familyUid, enrollmentId } = await enrolledOnDashboard(page, child, 'cov', {
    whatsapp,
    course: shared.course,
    plan: plan.id,
    mentorId: shared.a.id,
    classTimes: [{ weekday: shared.weekday, start: shared.start, minutes: 60, mentorId: shared.a.id }],
  });
  // A class of the coming week at that hour, as a weekly time writes it.
  const o = occurrenceOf(nextDateOn(addDays(nairobiDate(new Date()), 1), shared.weekday), shared.start);
  const classId = `${enrollmentId}_${o.id}`;
  await writeDoc(`classes/${classId}`, {
    enrollmentId,
    familyUid,
    childFirstName: 'Baraka',
    course: shared.course,
    mentorId: shared.a.id,
    joinLink: shared.a.meetingLink,
    start: o.start,
    minutes: 60,
    status: 'scheduled',
    createdAt: new Date(),
  });

  const { desk, context } = await mentorDesk(browser, testInfo, shared.a, classMessages.notMentor);
  const mine = desk.locator(`[data-mentor-class="${classId}"]`);
  await mine.getByRole('button', { name: /^Can't make it/ }).click({ timeout: 60_000 });
  await mine.getByRole('button', { name: 'Yes, hand it on' }).click();
  const said = desk.locator('[data-handed-on]');
  await expect(said).toContainText('covers this class', { timeout: 60_000 });
  await expect(mine).toHaveCount(0);
  const stored = await read<{ mentorId: string }>(`classes/${classId}`);
  const cover = team.find((t) => t.id === stored!.mentorId)!;
  expect(shared.others.map((m) => m.id)).toContain(cover.id);
  const first = cover.name.split(' ')[0]!;
  await expect(said).toContainText(first);
  await context.close();

  await expect
    .poll(
      async () => {
        const all = (await (await fetch(`${standin}/__standin/messages`)).json()) as {
          to: string;
          template: string;
          text: string;
        }[];
        return all.find((m) => m.to === whatsapp && m.template === 'weekly_class_covered')?.text ?? '';
      },
      { timeout: 60_000 },
    )
    .toContain(first);

  await page.reload();
  const next = page.locator(`[data-child="${child}"] [data-class="${classId}"]`);
  await expect(next).toContainText(`with ${first}`, { timeout: 90_000 });
});
