// A full weekly hour's waiting list as a family walks it: the hour is full (each of its
// mentors holds it for another family's plan), the family joins the list from the weekly-times
// picker and sees its place on /dashboard; staff end one of those plans (the real function frees
// its hours), the job offers the hour, the offer arrives on the WhatsApp stand-in, its link
// takes the hour in one tap, and /dashboard shows the class at that hour. The dashboard's new
// parts are looked at (axe, two widths) with the entry waiting and with the hour held.
import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { test, expect } from '../support/e2e/fixtures';
import { SAVE_WAIT, unique } from '../support/e2e/booking-helpers';
import { enrolledOnDashboard, shots, teamMentors } from '../support/e2e/class-helpers';
import { serveGoogleScripts } from '../support/e2e/gapi-standin';
import { staffAction } from '../support/e2e/mailed-links';
import { read, writeDoc } from '../support/firestore';
import { staffAccount } from '../support/functions/accounts';
import { runJobs } from '../support/functions/mail-helpers';
import { sitePlans } from '../support/site-plans';
import { addMonths } from '../../src/domain/enrollment/paid-until';
import { classMinutes } from '../../src/domain/classes/plan-rules';
import { freeWeeklyTimes } from '../../src/domain/classes/free-times';
import { weeklyTimeIn } from '../../src/domain/classes/shown';
import { NAIROBI_TZ, nairobiDate } from '../../src/domain/slots';
import { words as waitlistWords } from '../../src/i18n/en/waitlist';
import { words as classMessages } from '../../src/i18n/en/classes';

const standin = process.env.MESSAGING_STANDIN_URL ?? 'http://127.0.0.1:5066';
const h = waitlistWords.hour;

test.beforeEach(async ({ context }) => {
  await serveGoogleScripts(context);
});

/** The hour's offer on the WhatsApp stand-in to this number: its link. */
async function offeredLink(to: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const all = (await (await fetch(`${standin}/__standin/messages`)).json()) as {
          to: string;
          template: string | null;
          parameters: string[];
        }[];
        const offer = all.find((m) => m.to.replace(/\D/g, '') === to.replace(/\D/g, '') && m.template === 'hour_offer');
        link = offer?.parameters.find((p) => /\/waitlist\?hour#/.test(p)) ?? '';
        return link;
      },
      { timeout: SAVE_WAIT },
    )
    .not.toBe('');
  return link;
}

test('hour waitlist: a full hour, the family joins from the picker, a plan ends, the offer on WhatsApp, one tap, the class on /dashboard', async ({
  page,
  baseURL,
}) => {
  // Sign-in, staff and functions that may start cold.
  test.setTimeout(300_000);
  const plan = sitePlans.find((p) => (p as { classes?: number }).classes === 1) as unknown as { id: string; features: string[] };
  const course = teamMentors[0]!.courses[0]!;
  const courses = yaml.load(readFileSync('src/content/courses.yaml', 'utf8')) as { id: string; title: string }[];
  const courseName = courses.find((c) => c.id === course)!.title;
  const teaching = teamMentors.filter((t) => t.courses.includes(course)) as unknown as {
    id: string;
    courses: string[];
    hours: string[];
  }[];
  const minutes = classMinutes(plan.features)!;
  // The week's second-latest hour of the course: the pickers of other tests take the earliest.
  const week = freeWeeklyTimes({
    mentors: teaching.map((t) => ({ id: t.id, courses: t.courses, hours: t.hours ?? [] })),
    courseId: course,
    minutes,
    taken: [],
    leave: [],
    firstDate: nairobiDate(new Date()),
  });
  const t = week.at(-2)!;
  const key = `${t.weekday}-${t.start}`;
  // Every mentor of that hour holds it for another family's plan, as a stored choice leaves it.
  const fillers: string[] = [];
  for (const mentorId of t.mentorIds) {
    const id = `hwf${unique()}`.padEnd(20, 'x').slice(0, 20);
    fillers.push(id);
    await writeDoc(`enrollments/${id}`, {
      studentName: 'Otieno Filler',
      email: `filler-${unique()}@example.com`,
      familyUid: `filler${unique()}`,
      plan: plan.id,
      course,
      period: 'monthly',
      currency: 'KES',
      amount: 1,
      status: 'active',
      paidUntil: addMonths(nairobiDate(new Date()), 2),
      classTimes: [{ weekday: t.weekday, start: t.start, minutes, mentorId }],
    });
    await writeDoc(`mentorTimes/${mentorId}`, { held: { [key]: { minutes, enrollmentId: id } } }, { merge: [`held.\`${key}\``] });
  }

  const child = 'Neema Achieng';
  const whatsapp = `+25471${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const { enrollmentId } = await enrolledOnDashboard(page, child, 'hw', { whatsapp, course, plan: plan.id });
  await page.reload();
  const card = page.locator(`[data-child="${child}"]`);
  const full = card.getByLabel(h.fullHours);
  await expect(full).toBeVisible({ timeout: 90_000 });
  const when = weeklyTimeIn(t.weekday, t.start, NAIROBI_TZ, new Date());
  await full.selectOption({ label: when });
  await card.getByRole('button', { name: h.offer }).click();
  await expect(card.getByText(waitlistWords.form.position(1))).toBeVisible({ timeout: SAVE_WAIT });
  const entry = card.locator('[data-hour-entry="waiting"]');
  await expect(entry).toContainText(h.onList(courseName, when));
  await shots(page, 'hour-waitlist-waiting');

  // Staff end one of those plans: the function frees its hours, and the job offers the hour.
  await staffAction(
    baseURL!,
    { enrollmentId: fillers[0], action: 'endEnrollment', reason: 'The family moved away.' },
    (await staffAccount()).token,
  );
  await runJobs();
  const link = await offeredLink(whatsapp);

  // On /dashboard the hour shows as this family's to take, with the hold's end.
  await page.reload();
  await expect(card.locator('[data-hour-entry="offered"]')).toBeVisible({ timeout: 90_000 });
  await expect(card.locator('[data-held-hour]')).toContainText(h.yours);
  await expect(full.locator('option', { hasText: when })).toHaveCount(0);
  await shots(page, 'hour-waitlist-offered');

  await page.goto(link);
  await page.getByRole('button', { name: h.take }).click({ timeout: 90_000 });
  await expect(page.getByText(h.taken)).toBeVisible({ timeout: SAVE_WAIT });
  const stored = await read<{ classTimes: { weekday: number; start: number }[] }>(`enrollments/${enrollmentId}`);
  expect(stored!.classTimes).toMatchObject([{ weekday: t.weekday, start: t.start }]);

  await page.goto('/dashboard');
  const next = card.locator('[data-class]').first();
  await expect(next).toContainText(when.split(' ').slice(1).join(' '), { timeout: 90_000 });
  await expect(card.locator('[data-hour-waitlist]')).toHaveCount(0);
  await expect(card.getByText(classMessages.failed)).toHaveCount(0);
});
