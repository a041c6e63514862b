// The monthly progress report end to end: a mentor marks a class on /mentor with a note and
// writes the month's line with a project; the job runs with `now` on the 1st (localJobs, as
// the schedule would); the parent reads the report in MailDev, on the WhatsApp stand-in and
// on /dashboard, opened there at two widths; staff send it again from /staff.
import { test, expect, desktop, phone } from '../support/e2e/fixtures';
import { unique } from '../support/e2e/booking-helpers';
import { enrolledOnDashboard, mentorDesk, shots, teamMentors } from '../support/e2e/class-helpers';
import { serveGoogleScripts } from '../support/e2e/gapi-standin';
import { signInAs } from '../support/e2e/google-sign-in';
import { staffCli, uniqueEmail } from '../support/e2e/staff-cli';
import { need, writeDoc } from '../support/firestore';
import { runJobs } from '../support/functions/mail-helpers';
import { sitePlans } from '../support/site-plans';
import { monthName, monthOf, monthSpan, nextMonth } from '../../src/domain/progress/month';
import { words as progressMessages } from '../../src/i18n/en/console/progress';
import { words as staffMessages } from '../../src/i18n/en/console/staff';
import { words as classMessages } from '../../src/i18n/en/classes';

const mentor = teamMentors[0]!;

test.beforeEach(async ({ context }) => {
  await serveGoogleScripts(context);
});

test('a mentor writes the month, the job sends it on the 1st, the parent reads it by mail, WhatsApp and on /dashboard', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const child = 'Zawadi Achieng';
  const whatsapp = `+2547${String(Math.floor(10_000_000 + Math.random() * 89_999_999))}`;
  // An enrollment whose classes are with `mentor`, and two classes of this month: one the
  // mentor marks below, one already marked absent.
  const { parent, familyUid, enrollmentId } = await enrolledOnDashboard(page, child, 'prg', {
    whatsapp,
    course: mentor.courses[0]!,
    plan: sitePlans[0]!.id,
    mentorId: mentor.id,
  });
  const now = new Date();
  const owned = {
    enrollmentId,
    familyUid,
    childFirstName: 'Zawadi',
    course: mentor.courses[0]!,
    mentorId: mentor.id,
    minutes: 45,
  };
  const marked = `${enrollmentId}_a`;
  await writeDoc(`classes/${marked}`, { ...owned, start: new Date(now.getTime() - 2 * 3_600_000), status: 'scheduled' });
  await writeDoc(`classes/${enrollmentId}_b`, {
    ...owned,
    start: new Date(now.getTime() - 3 * 3_600_000),
    status: 'absent',
    note: '',
  });
  const month = monthOf(new Date(now.getTime() - 3 * 3_600_000));

  const { desk, context: mentorContext } = await mentorDesk(browser, testInfo, mentor, classMessages.notMentor);
  const mine = desk.locator(`[data-mentor-class="${marked}"]`);
  await expect(mine).toBeVisible({ timeout: 60_000 });
  await mine.getByRole('radio', { name: 'Attended' }).check();
  const note = `Built a maze game ${unique()}.`;
  await mine.getByLabel('Note to the parent (optional)').fill(note);
  await mine.getByRole('button', { name: 'Save the mark' }).click();
  await expect(desk.locator(`[data-mentor-class="${marked}"]`)).toContainText('Marked: Attended', { timeout: 30_000 });

  const monthCard = desk.locator(`[data-month-line="${enrollmentId}"]`);
  await monthCard.getByLabel('What comes next for Zawadi').fill('Next: sprites and sound.');
  await monthCard.getByRole('button', { name: 'Attach a project' }).click();
  await monthCard.getByLabel('Title').fill('Maze game');
  // A link that is not https is refused in words, and the form keeps what was typed.
  await monthCard.getByLabel('Link (https://…)').fill('http://scratch.example/maze');
  await monthCard.getByRole('button', { name: "Save Zawadi's month" }).click();
  await expect(monthCard.getByRole('alert')).toHaveText(progressMessages.projectLink);
  await expect(monthCard.getByLabel('Title')).toHaveValue('Maze game');
  await monthCard.getByLabel('Link (https://…)').fill('https://scratch.example/maze');
  await monthCard.getByRole('button', { name: "Save Zawadi's month" }).click();
  await expect(monthCard.getByRole('status')).toHaveText(progressMessages.saved, { timeout: 30_000 });
  await shots(desk, 'progress-mentor');
  await mentorContext.close();

  // The 1st of the next month, 09:00 in Nairobi: the schedule's run.
  await runJobs(new Date(monthSpan(nextMonth(month)).from.getTime() + 9 * 3_600_000).toISOString());

  const inbox = need('MAILDEV_URL');
  let mail: { subject: string; text: string; html: string } | undefined;
  await expect
    .poll(
      async () => {
        const all = (await (await fetch(`${inbox}/api/email`)).json()) as {
          subject: string;
          text: string;
          html: string;
          to: { address: string }[];
        }[];
        mail = all.find((m) => m.to.some((t) => t.address === parent.email) && m.subject.includes('progress report'));
        return Boolean(mail);
      },
      { timeout: 90_000 },
    )
    .toBe(true);
  expect(mail!.subject).toContain(monthName(month));
  for (const words of [
    'Classes attended: 1',
    'Classes missed: 1',
    note,
    'Next: sprites and sound.',
    'https://scratch.example/maze',
    '/dashboard',
  ])
    expect(mail!.text).toContain(words);
  await page.setContent(mail!.html);
  await page.setViewportSize(phone);
  await page.screenshot({ path: `${process.env.PLAYWRIGHT_OUTPUT_DIR ?? 'test-results'}/progress-mail-360.png`, fullPage: true });

  let text = '';
  await expect
    .poll(
      async () => {
        const all = (await (await fetch(`${need('MESSAGING_STANDIN_URL')}/__standin/messages`)).json()) as {
          to: string;
          template: string;
          text: string;
        }[];
        text = all.find((m) => m.to === whatsapp && m.template === 'progress_report')?.text ?? '';
        return text;
      },
      { timeout: 60_000 },
    )
    .toContain('/dashboard');
  expect(text).toContain(monthName(month));

  await page.goto('/dashboard');
  const report = page.locator(`[data-child="${child}"] [data-report="${month}"]`);
  await expect(report).toBeVisible({ timeout: 90_000 });
  await report.locator('summary').click();
  await expect(report).toContainText(note);
  await expect(report).toContainText('Next: sprites and sound.');
  await expect(report.getByRole('link', { name: 'Maze game' })).toHaveAttribute('href', 'https://scratch.example/maze');
  await shots(page, 'progress-dashboard');

  // Staff send it again from /staff#reports: the family gets a second mail.
  const staffContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  await serveGoogleScripts(staffContext);
  const console = await staffContext.newPage();
  const staffEmail = uniqueEmail('staff');
  await console.goto('/staff');
  await signInAs(console, staffEmail, 'Baraka Mwangi');
  await expect(console.getByText(staffMessages.notStaff)).toBeVisible({ timeout: 30_000 });
  await staffCli('grant', staffEmail);
  await console.goto('/staff#reports');
  await console.reload();
  const row = console.locator(`[data-report$="_${month}"]`).filter({ hasText: child });
  await expect(row).toBeVisible({ timeout: 60_000 });
  await row.getByRole('button', { name: 'Send again' }).click();
  await expect(row.getByRole('status')).toHaveText(progressMessages.sentAgain, { timeout: 30_000 });
  await expect
    .poll(
      async () =>
        ((await (await fetch(`${inbox}/api/email`)).json()) as { subject: string; to: { address: string }[] }[]).filter(
          (m) => m.to.some((t) => t.address === parent.email) && m.subject.includes('progress report'),
        ).length,
      { timeout: 60_000 },
    )
    .toBe(2);
  await console.setViewportSize(desktop);
  await console.screenshot({
    path: `${process.env.PLAYWRIGHT_OUTPUT_DIR ?? 'test-results'}/progress-staff-1280.png`,
    fullPage: true,
  });
  await staffContext.close();
});
