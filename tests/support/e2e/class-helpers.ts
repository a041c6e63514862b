// What the weekly-classes and monthly-progress end-to-end tests share: the site's mentors
// (team.yaml), screenshots and axe at both widths, a signed-in parent who added a child on
// /dashboard and has an active enrollment of that child (as a plan payment leaves it), and a
// second browser signed in as a mentor, refused until `grant-mentor` lets them in.
import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { addMonths } from '../../../src/domain/enrollment/paid-until';
import { nairobiDate } from '../../../src/domain/slots';
import { writeDoc } from '../firestore';
import { expect, axe, desktop, phone } from './fixtures';
import { newParent, unique, type Parent } from './booking-helpers';
import { serveGoogleScripts } from './gapi-standin';
import { signInAs, signInFromLogin, uidOf } from './google-sign-in';
import { staffCli, uniqueEmail } from './staff-cli';

export interface TeamMentor {
  id: string;
  name: string;
  courses: string[];
  meetingLink: string;
}

/** The site's mentors (team.yaml `mentor: true`), in file order. */
export const teamMentors = (
  yaml.load(readFileSync(new URL('../../../src/content/team.yaml', import.meta.url), 'utf8')) as (TeamMentor & {
    mentor?: boolean;
  })[]
).filter((t) => t.mentor);

/** Axe, no sideways scroll, and a full-page screenshot, at 360 and 1280 wide. */
export async function shots(page: Page, name: string) {
  for (const [size, suffix] of [
    [phone, '360'],
    [desktop, '1280'],
  ] as const) {
    await page.setViewportSize(size);
    expect(await axe(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await page.screenshot({
      path: `${process.env.PLAYWRIGHT_OUTPUT_DIR ?? 'test-results'}/${name}-${suffix}.png`,
      fullPage: true,
    });
  }
}

export interface EnrolledFamily {
  parent: Parent;
  familyUid: string;
  enrollmentId: string;
}

/**
 * A parent signs in, adds `child` on /dashboard, and gets an active enrollment of that child
 * paid two months ahead (`fields` add to or replace what a plan payment writes).
 */
export async function enrolledOnDashboard(
  page: Page,
  child: string,
  idPrefix: string,
  fields: { course: string; plan: string; whatsapp: string } & Record<string, unknown>,
): Promise<EnrolledFamily> {
  const parent = newParent('KE', 'Amina Otieno');
  await signInFromLogin(page, parent.email, parent.parent);
  await page.goto('/dashboard');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Add child' }) });
  await expect(form).toBeVisible({ timeout: 90_000 });
  await form.getByLabel("Child's name").fill(child);
  await form.getByLabel('Grade').selectOption('K-2');
  await form.getByRole('button', { name: 'Add child' }).click();
  await expect(page.locator(`[data-child="${child}"]`)).toBeVisible({ timeout: 60_000 });

  const familyUid = await uidOf(parent.email);
  const enrollmentId = `${idPrefix}${unique()}`.padEnd(20, 'x').slice(0, 20);
  await writeDoc(`enrollments/${enrollmentId}`, {
    studentName: child,
    email: parent.email,
    familyUid,
    period: 'monthly',
    currency: 'KES',
    amount: 1,
    status: 'active',
    paidUntil: addMonths(nairobiDate(new Date()), 2),
    ...fields,
  });
  return { parent, familyUid, enrollmentId };
}

/** A second browser on /mentor: refused with `notMentor` (given the brand), then let in by `grant-mentor`. Close its context when done. */
export async function mentorDesk(browser: Browser, testInfo: TestInfo, mentor: TeamMentor, notMentor: (brand: string) => string) {
  const { brandName } = (yaml.load(readFileSync('src/content/settings.yaml', 'utf8')) as { site: { brandName: string } }).site;
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  await serveGoogleScripts(context);
  const desk = await context.newPage();
  const email = uniqueEmail('mentor');
  await desk.goto('/mentor');
  await signInAs(desk, email, mentor.name);
  await expect(desk.getByText(notMentor(brandName))).toBeVisible({ timeout: 30_000 });
  await staffCli('grant-mentor', email, mentor.id);
  await desk.reload();
  return { desk, context };
}
