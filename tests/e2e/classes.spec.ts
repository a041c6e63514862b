// Weekly classes end to end: a signed-in parent with an active enrollment picks the plan's
// weekly times on /dashboard and sees the next classes with the mentor's first name; the
// mentor (grant-mentor) sees a past class on /mentor and marks it attended with a note;
// the parent then sees the mark and the note; a class the family can't make says so on
// /mentor. Both pages are looked at in two widths.
import { test, expect } from '../support/e2e/fixtures';
import { afterIdle } from '../support/e2e/settled';
import { unique } from '../support/e2e/booking-helpers';
import { enrolledOnDashboard, mentorDesk, shots, teamMentors as team } from '../support/e2e/class-helpers';
import { serveGoogleScripts } from '../support/e2e/gapi-standin';
import { read, where, writeDoc } from '../support/firestore';
import { sitePlans } from '../support/site-plans';
import { words as classMessages } from '../../src/i18n/en/classes';
import { words as moveWords } from '../../src/i18n/en/move';
import type { PlanRuleFields } from '../../src/domain/classes/plan-rules';
import { ruleText } from '../../src/messages/rule-text';
import { words as messages } from '../../src/i18n/en/messages';
import { occurrenceOf, weeklyTimeAt } from '../../src/domain/classes/occurrences';
import { NAIROBI_TZ } from '../../src/domain/slots';
import { minutesOf } from '../../src/domain/classes/hours';
import { wallTime } from '../../src/domain/zone-clock';
import { utcStamp } from '../../src/messages/calendar';

test.beforeEach(async ({ context }) => {
  await serveGoogleScripts(context);
});

test('a parent picks weekly times, the mentor marks a class with a note, the parent reads it', async ({
  page,
  browser,
}, testInfo) => {
  // Sign-ins and functions that may start cold.
  test.setTimeout(300_000);
  const plan = sitePlans.find((p) => (p as { classes?: number }).classes! >= 2) as unknown as PlanRuleFields & {
    id: string;
    classes: number;
  };
  const course = team[0]!.courses![0]!;
  const child = 'Imani Wanjiku';
  const { familyUid, enrollmentId } = await enrolledOnDashboard(page, child, 'cls', {
    whatsapp: '+254712345678',
    course,
    plan: plan.id,
  });
  await page.reload();
  const card = page.locator(`[data-child="${child}"]`);
  const choose = card.getByRole('group', { name: 'Choose class times' });
  await expect(choose).toBeVisible({ timeout: 90_000 });
  const lists = choose.getByRole('combobox');
  await expect(lists).toHaveCount(plan.classes);
  // One class a day: each list takes the first time on a day not picked yet.
  const values = await lists.first().evaluate((s: HTMLSelectElement) => [...s.options].map((o) => o.value).filter(Boolean));
  const days = new Set<string>();
  const picks = values.filter((v) => !days.has(v.split('-')[0]!) && days.add(v.split('-')[0]!)).slice(0, plan.classes);
  // A submit with a list left empty is refused in words, and keeps the first pick.
  await lists.first().selectOption(picks[0]!);
  await card.getByRole('button', { name: 'Save class times' }).click();
  await expect(card.getByRole('alert')).toHaveText(classMessages.wrongCount(plan.classes));
  await expect(lists.first()).toHaveValue(picks[0]!);
  for (const [i, v] of picks.entries()) await lists.nth(i).selectOption(v);
  // A changed pick clears the old refusal.
  await expect(card.getByRole('alert')).toHaveText('');
  await shots(page, 'classes-choose');

  // Another family takes the last pick's hour with every mentor of the course first: the
  // answer offers the times still free, and the other picks stay.
  const last = picks.length - 1;
  const [weekday, time] = picks[last]!.split('-') as [string, string];
  const heldPath = `held.\`${weekday}-${minutesOf(time)}\``;
  const teaching = team.filter((t) => t.courses?.includes(course));
  for (const t of teaching)
    await writeDoc(
      `mentorTimes/${t.id}`,
      { held: { [`${weekday}-${minutesOf(time)}`]: { minutes: 60, enrollmentId: 'another-family' } } },
      { merge: [heldPath] },
    );
  await card.getByRole('button', { name: 'Save class times' }).click();
  await expect(card.getByRole('alert')).toHaveText(classMessages.taken, { timeout: 60_000 });
  for (const [i, v] of picks.slice(0, last).entries()) await expect(lists.nth(i)).toHaveValue(v);
  await expect(lists.nth(last)).toHaveValue('');
  await expect(lists.nth(last).locator(`option[value="${picks[last]}"]`)).toHaveCount(0);
  // That family lets the hour go again (an empty mask deletes the field).
  for (const t of teaching) await writeDoc(`mentorTimes/${t.id}`, {}, { merge: [heldPath] });
  const others = new Set(picks.slice(0, last).map((v) => v.split('-')[0]));
  const fresh = await lists.nth(last).evaluate((s: HTMLSelectElement) => [...s.options].map((o) => o.value).filter(Boolean));
  await lists.nth(last).selectOption(fresh.find((v) => !others.has(v.split('-')[0]))!);
  await card.getByRole('button', { name: 'Save class times' }).click();
  await expect(card.getByRole('status').filter({ hasText: classMessages.chosen })).toBeVisible({ timeout: 60_000 });

  const stored = await read<{ mentorId: string }>(`enrollments/${enrollmentId}`);
  const mentor = team.find((t) => t.id === stored!.mentorId)!;
  // Each weekly time has its mentor (the enrollment's when free then): the next class names its own.
  const scheduled = (await where('classes', 'enrollmentId', enrollmentId))
    .filter((c) => c.status === 'scheduled' && (c.start as Date).getTime() > Date.now())
    .sort((a, b) => (a.start as Date).getTime() - (b.start as Date).getTime());
  const nextMentor = team.find((t) => t.id === scheduled[0]!.mentorId)!;
  const next = card.locator('[data-class]');
  await expect(next.first()).toContainText(`with ${nextMentor.name.split(' ')[0]!}`, { timeout: 30_000 });
  await expect(next.first()).toContainText('EAT');
  // By the move buttons: the plan's rule as its card states it, with its hours before from plans.yaml.
  await expect(card.locator('[data-move-rule]')).toHaveText(moveWords.planIncludes(ruleText(plan, undefined, 'en')!));
  await shots(page, 'classes-dashboard');

  // The parent moves the next class; the family's calendar feed shows it at the new time.
  const moving = next.first();
  await moving.getByRole('button', { name: /^Move/ }).click();
  const moveForm = moving.locator('[data-move-class]');
  const hour = moveForm.getByLabel('New time (your zone)');
  await expect(hour).toBeVisible({ timeout: 60_000 });
  await moveForm.getByRole('button', { name: 'Move the class' }).click();
  await expect(moveForm.getByRole('alert')).toHaveText(classMessages.badTime);
  const target = (await hour.locator('option').nth(1).getAttribute('value'))!;
  await hour.selectOption(target);
  await expect(moveForm.getByRole('alert')).toHaveText('');
  await shots(page, 'classes-move');
  await moveForm.getByRole('button', { name: 'Move the class' }).click();
  await expect(card.getByRole('status').filter({ hasText: classMessages.moved })).toBeVisible({ timeout: 60_000 });
  await page.reload();
  await page.getByRole('button', { name: 'Get the calendar link' }).click({ timeout: 90_000 });
  const feedUrl = (await page.locator('[data-feed-url]').textContent({ timeout: 60_000 }))!;
  await shots(page, 'classes-calendar');
  const ics = await (await page.request.get(new URL(feedUrl).pathname)).text();
  expect(ics).toContain(`DTSTART:${utcStamp(new Date(target))}`);

  // A class that began two hours ago, written as the function writes one.
  const start = new Date(Date.now() - 2 * 3_600_000);
  start.setUTCMinutes(0, 0, 0);
  const weekly = weeklyTimeAt(start);
  const past = occurrenceOf(wallTime(start, NAIROBI_TZ).date, weekly.start);
  const classId = `${enrollmentId}_${past.id}`;
  await writeDoc(`classes/${classId}`, {
    enrollmentId,
    familyUid,
    childFirstName: 'Imani',
    course,
    mentorId: mentor.id,
    start: past.start,
    minutes: 45,
    status: 'scheduled',
    createdAt: new Date(),
    // The family pressed "Can't make it" for it, as functions/src/classes/cant-make.ts records it.
    cantMake: { at: new Date(), via: 'dashboard', start: past.start },
  });

  const { desk, context: mentorContext } = await mentorDesk(browser, testInfo, mentor, classMessages.notMentor);
  const mine = desk.locator(`[data-mentor-class="${classId}"]`);
  await expect(mine).toBeVisible({ timeout: 30_000 });
  await expect(mine).toContainText('Imani');
  await expect(mine.locator('[data-cant-make]')).toHaveText("The family says Imani can't make this class.");
  await mine.getByRole('radio', { name: 'Attended' }).check();
  const note = `Built a maze game today ${unique()}.`;
  await mine.getByLabel('Note to the parent (optional)').fill(note);
  await mine.getByRole('button', { name: 'Save the mark' }).click();
  await expect(desk.locator(`[data-mentor-class="${classId}"]`)).toContainText('Marked: Attended', { timeout: 30_000 });
  await shots(desk, 'classes-mentor');
  await mentorContext.close();

  await page.reload();
  const attended = page.locator(`[data-child="${child}"] [data-attendance="attended"]`);
  await expect(attended).toContainText(note, { timeout: 90_000 });
});

test('no page carries a mentor’s meeting link, and /move without a link says so', async ({ page, request }) => {
  for (const path of ['/dashboard', '/mentor', '/move']) {
    const html = await (await request.get(path)).text();
    for (const t of team) expect(html).not.toContain(t.meetingLink!);
  }
  await page.goto('/move');
  await expect(page.getByRole('alert')).toHaveText(classMessages.moveLinkExpired);
  await shots(page, 'classes-move-page');
});

test('/mentor for a visitor who never signed in: the invitation in static HTML, no script from another origin, no island code', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/mentor', { waitUntil: 'load' });
  await expect(page.getByText('Mentors, please sign in.')).toBeVisible();
  await expect(page.getByRole('button', { name: messages.login.button })).toBeVisible();
  await expect(page.getByText('Loading your classes…')).toBeHidden();
  // Past the largest paint and an idle moment: a page that hydrated on its own would have asked by now.
  await afterIdle(page);
  const origin = new URL(page.url()).origin;
  expect(scripts.filter((url) => !url.startsWith(origin))).toEqual([]);
  expect(scripts.filter((url) => /\/_astro\/(MentorClasses|client)\.[\w-]+\.js$/.test(url))).toEqual([]);
  await shots(page, 'mentor-invitation');
});
