// The /staff week view end to end: staff block a mentor's day from the console and the
// mentor's week shows it on leave, with the class already on it needing cover; a class
// still unmarked a day after it ended is listed as unmarked; the leave is removed again.
// Looked at in two widths, with axe.
import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { test, expect, axe, desktop, phone } from '../support/e2e/fixtures';
import { serveGoogleScripts } from '../support/e2e/gapi-standin';
import { signInAs } from '../support/e2e/google-sign-in';
import { unique } from '../support/e2e/booking-helpers';
import { staffCli, uniqueEmail } from '../support/e2e/staff-cli';
import { writeDoc } from '../support/firestore';
import { words as staffMessages } from '../../src/i18n/en/console/staff';
import { occurrenceOf } from '../../src/domain/classes/occurrences';
import { addDays, nairobiDate } from '../../src/domain/slots';
import { mondayOf } from '../../src/domain/classes/week';

const team = (
  yaml.load(readFileSync(new URL('../../src/content/team.yaml', import.meta.url), 'utf8')) as {
    id: string;
    name: string;
    mentor?: boolean;
    courses?: string[];
  }[]
).filter((t) => t.mentor);

test.beforeEach(async ({ context }) => {
  await serveGoogleScripts(context);
});

test('staff week view: a blocked day shows as leave with its class needing cover, and an unmarked past class is listed', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // The last mentor, so the weekly-class tests choosing from the first mentors' hours meet no leave.
  const mentor = team.at(-1)!;
  const today = nairobiDate(new Date());
  const tag = unique();
  const child = (name: string) => `${name}${tag.slice(0, 4)}`;
  const writeClass = (id: string, date: string, firstName: string, start = 9 * 60) =>
    writeDoc(`classes/${id}`, {
      enrollmentId: `wk${tag}`,
      familyUid: `family${tag}`,
      childFirstName: firstName,
      course: mentor.courses![0]!,
      mentorId: mentor.id,
      start: occurrenceOf(date, start).start,
      minutes: 60,
      status: 'scheduled',
      createdAt: new Date(),
    });
  await writeClass(`wk${tag}_past`, addDays(today, -2), child('Zawadi'));
  // At midnight, so it has begun whenever the test runs: leave entered now leaves it to staff.
  await writeClass(`wk${tag}_today`, today, child('Nuru'), 0);

  const email = uniqueEmail('staffweek');
  await page.goto('/staff#week');
  await signInAs(page, email, 'Lerato Mokoena');
  await expect(page.getByText(staffMessages.notStaff)).toBeVisible({ timeout: 20_000 });
  await staffCli('grant', email);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Timetable' })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-week]')).toHaveAttribute('data-week', mondayOf(today));

  // The class that ended two days ago is listed as unmarked.
  const unmarked = page.locator('[data-list="unmarked-title"]');
  await expect(unmarked.locator(`[data-row="wk${tag}_past"]`)).toContainText(child('Zawadi'), { timeout: 30_000 });
  await expect(unmarked.locator(`[data-row="wk${tag}_past"]`)).toContainText(mentor.name);

  // Staff block today for the mentor.
  const week = page.locator(`[data-mentor-week="${mentor.id}"]`);
  const todayRow = week.locator(`tr[data-date="${today}"]`);
  await expect(todayRow).toContainText(child('Nuru'));
  await expect(todayRow.locator('[data-leave]')).toHaveCount(0);
  const reason = `Workshop ${tag}`;
  const form = page.getByRole('region', { name: 'Mentor leave' });
  await form.getByLabel('Mentor').selectOption(mentor.id);
  await form.getByLabel('First day (Nairobi)').fill(today);
  await form.getByLabel('Last day (Nairobi)').fill(today);
  // Without a reason the form is refused in words and keeps what was typed.
  await form.getByRole('button', { name: 'Block these days' }).click();
  await expect(form.getByRole('alert')).not.toHaveText('');
  await expect(form.getByLabel('First day (Nairobi)')).toHaveValue(today);
  await form.getByLabel('Reason (staff read it)').fill(reason);
  await form.getByRole('button', { name: 'Block these days' }).click();
  // Today's class has begun, so it is neither covered nor cancelled, and shows as needing cover.
  await expect(form.getByRole('status')).toContainText('Days blocked', { timeout: 30_000 });
  await expect(todayRow.locator('[data-leave]')).toContainText(reason, { timeout: 30_000 });
  await expect(todayRow).toContainText('Needs cover');

  for (const [size, suffix] of [
    [phone, '360'],
    [desktop, '1280'],
  ] as const) {
    await page.setViewportSize(size);
    expect(await axe(page)).toEqual([]);
    await page.screenshot({
      path: `${process.env.PLAYWRIGHT_OUTPUT_DIR ?? 'test-results'}/staff-week-${suffix}.png`,
      fullPage: true,
    });
    for (const [part, name] of [
      [week, 'mentor'],
      [page.locator('[data-list="unmarked-title"]'), 'unmarked'],
      [form, 'leave'],
    ] as const)
      await part.screenshot({ path: `${process.env.PLAYWRIGHT_OUTPUT_DIR ?? 'test-results'}/staff-week-${name}-${suffix}.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
  }

  // The next week is another week; this one comes back.
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page.locator('[data-week]')).toHaveAttribute('data-week', addDays(mondayOf(today), 7));
  await expect(week.locator(`tr[data-date="${today}"]`)).toHaveCount(0);
  await page.getByRole('button', { name: 'This week' }).click();

  // The leave is removed: the day is the mentor's again.
  await form.getByRole('button', { name: new RegExp(`Remove leave of ${mentor.name}`) }).click();
  await expect(todayRow.locator('[data-leave]')).toHaveCount(0, { timeout: 30_000 });
});
