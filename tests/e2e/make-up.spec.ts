// A make-up credit end to end: the school cancels a child's class (the class's `cancelled` mark,
// as the cover work writes it), the credit follows (the trigger), the parent sees it on
// /dashboard with its last day and the plan's rule, books a make-up hour, and finds the class in
// the list and in the family's calendar feed.
import { test, expect } from '../support/e2e/fixtures';
import { enrolledOnDashboard, teamMentors as team } from '../support/e2e/class-helpers';
import { serveGoogleScripts } from '../support/e2e/gapi-standin';
import { read, writeDoc } from '../support/firestore';
import { sitePlans } from '../support/site-plans';
import { words as credits } from '../../src/i18n/en/credits';
import { makeUpText } from '../../src/messages/make-up-text';
import { expiresAt, lastDay, type MakeUpRule } from '../../src/domain/credits/rule';
import { addMonths } from '../../src/domain/enrollment/paid-until';
import { calendarDate } from '../../src/domain/zone-clock';
import { occurrenceOf } from '../../src/domain/classes/occurrences';
import { addDays, nairobiDate } from '../../src/domain/slots';
import { utcStamp } from '../../src/messages/calendar';

test.beforeEach(async ({ context }) => {
  await serveGoogleScripts(context);
});

test('a class the school cancels gives a credit the parent books from /dashboard, and the class is in the feed', async ({
  page,
}) => {
  // Sign-in, the trigger and the functions may start cold.
  test.setTimeout(300_000);
  const plan = sitePlans[0] as unknown as { id: string; makeUp: MakeUpRule };
  const mentor = team.find((t) => t.courses?.length)!;
  const course = mentor.courses![0]!;
  const child = 'Baraka Odhiambo';
  // The weekly time is 07:00 on a day three days ahead: outside every mentor's hours.
  const o = occurrenceOf(addDays(nairobiDate(new Date()), 3), 7 * 60);
  const weekday = new Date(`${o.date}T00:00:00Z`).getUTCDay();
  const paidUntil = addMonths(nairobiDate(new Date()), 1);
  const { familyUid, enrollmentId } = await enrolledOnDashboard(page, child, 'mku', {
    whatsapp: '+254712345679',
    course,
    plan: plan.id,
    classTimes: [{ weekday, start: 7 * 60, minutes: 60, mentorId: mentor.id }],
    paidUntil,
  });
  const classId = `${enrollmentId}_${o.id}`;
  const cls = { enrollmentId, familyUid, childFirstName: 'Baraka', course, mentorId: mentor.id, start: o.start, minutes: 60 };
  await writeDoc(`classes/${classId}`, { ...cls, status: 'scheduled' });
  await writeDoc(
    `classes/${classId}`,
    { status: 'cancelled', cancelled: { by: 'school', reason: 'mentor', at: new Date() } },
    { merge: ['status', 'cancelled'] },
  );

  // The trigger grants the credit; the dashboard reads it when it opens.
  await expect.poll(() => read(`makeUpCredits/class-${classId}`), { timeout: 90_000 }).not.toBeNull();
  await page.reload();
  const card = page.locator(`[data-child="${child}"]`);
  const credit = card.locator('[data-credit]');
  await expect(credit).toHaveCount(1, { timeout: 90_000 });
  // Its last day: the paid period's end plus the plan's days (plans.yaml).
  await expect(credit).toContainText(credits.credit('Baraka', calendarDate(lastDay(expiresAt(plan.makeUp, paidUntil)))));
  await expect(card.locator('[data-make-up-rule]')).toHaveText(makeUpText(plan.makeUp, 'en'));

  await credit.getByRole('button', { name: credits.book }).click();
  const form = credit.locator('[data-make-up-form]');
  const hour = form.getByLabel(credits.chooseHour);
  await expect(hour).toBeVisible({ timeout: 60_000 });
  const target = (await hour.locator('option').nth(1).getAttribute('value'))!;
  await hour.selectOption(target);
  await form.getByRole('button', { name: credits.confirm }).click();
  await expect(card.getByRole('status').filter({ hasText: credits.booked })).toBeVisible({ timeout: 60_000 });
  await expect(card.locator('[data-credit]')).toHaveCount(0);
  await expect(card.locator(`[data-class^="${enrollmentId}_"]`)).not.toHaveCount(0);

  await page.getByRole('button', { name: 'Get the calendar link' }).click({ timeout: 90_000 });
  const feedUrl = (await page.locator('[data-feed-url]').textContent({ timeout: 60_000 }))!;
  const ics = await (await page.request.get(new URL(feedUrl).pathname)).text();
  expect(ics).toContain(`DTSTART:${utcStamp(new Date(target))}`);
});
