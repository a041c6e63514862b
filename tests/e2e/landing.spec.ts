// The landing page as a parent meets it: each section and count from the spec, the top bar,
// back-to-top, the phone menu, and the content pages that reuse its sections.
import { test, expect, phone } from '../support/e2e/fixtures';
import { frames } from '../support/e2e/settled';
import { scrollTo, contentEntries } from './landing-setup';

test('shows the sections in the spec order, each with as many entries as its data file holds', async ({ page }) => {
  // Editors change how many there are (/admin): the counts come from the files, not from here.
  const team = contentEntries('team');
  await page.goto('/');
  await expect(page.locator('[data-tech]')).toHaveCount(contentEntries('tech').length);
  await expect(page.locator('[data-team-photo]')).toHaveCount(team.length);
  await expect(page.locator('[data-team-card]')).toHaveCount(team.filter((member) => member.card !== false).length);
  await expect(page.locator('#programs [data-course-card]')).toHaveCount(contentEntries('courses').length);
  await expect(page.locator('#pricing [data-plan]')).toHaveCount(contentEntries('plans').length);
  await expect(page.locator('[data-step]')).toHaveCount(4);
  await expect(page.locator('details[data-admissions-faq]')).toHaveCount(
    contentEntries('faqs').filter((faq) => faq.admissions === true).length,
  );

  const order = await page
    .locator('main > section')
    .evaluateAll((sections) => sections.map((s) => s.id || s.getAttribute('aria-labelledby')));
  expect(order).toEqual([
    'hero-title',
    'tech-title',
    'programs',
    'pricing',
    'who-title',
    'faculty-title',
    'admissions-title',
    'projects-title',
    'testimonials-title',
    'contact',
  ]);

  const hero = page.locator('main > section').first();
  await expect(hero.getByRole('listitem')).toHaveCount(4);
  await expect(hero.getByRole('link', { name: 'Book a Free Trial' })).toHaveAttribute('href', '/book-class');
  await expect(page.getByRole('link', { name: /^Learn More/ })).toHaveAttribute('href', '/about');
  await expect(page.getByRole('link', { name: 'See more FAQs' })).toHaveAttribute('href', '/faq');
  await expect(page.getByRole('link', { name: 'Contact Our Admissions Team' })).toHaveAttribute('href', '/contact');
  for (const step of [
    'Fill out the online application form',
    'Schedule a free trial class',
    'Get a personalised program recommendation',
    'Complete enrollment',
  ]) {
    await expect(page.locator('[data-step]', { hasText: step })).toHaveCount(1);
  }
  await expect(page.getByRole('img', { name: 'Rated 5 out of 5' }).first()).toBeVisible();
});

test('each course card carries every field', async ({ page }) => {
  await page.goto('/');
  // The first course of courses.yaml, whatever the editors made it.
  const course = contentEntries('courses')[0] as Record<string, string | number | string[]>;
  const card = page.locator('#programs [data-course-card]', { hasText: String(course.title) });
  const outcomes = course.outcomes as string[];
  for (const text of [
    `Ages ${course.age}`,
    `Grades ${course.grade}`,
    course.activities,
    course.lessons,
    course.duration,
    ...outcomes,
  ]) {
    await expect(card).toContainText(String(text));
  }
  await expect(card.getByRole('link', { name: 'Book a Free Trial' })).toHaveAttribute('href', '/book-class');
  await expect(card.getByRole('link', { name: /View Curriculum/ })).toBeVisible();
  await expect(card.locator('img')).toHaveAttribute('width', '400');
});

test('an admissions FAQ opens and closes without script', async ({ page }) => {
  await page.goto('/');
  const faq = page.locator('details[data-admissions-faq]').first();
  await faq.locator('summary').click();
  await expect(faq).toHaveAttribute('open', '');
  await expect(faq).toContainText('6 to 18');
});

test('contact shows the phone and email as text and the six labelled fields', async ({ page }) => {
  await page.goto('/');
  const contact = page.locator('#contact');
  await expect(contact.locator('[data-contact-phone]')).toHaveText(/^\+\d[\d ]+$/);
  await expect(contact.locator('[data-contact-email]')).toContainText('@');
  for (const label of ['First name', 'Last name', /^Phone/, /^Email/, /^Group or company/, 'How can we help?']) {
    await expect(contact.getByLabel(label)).toHaveCount(1);
  }
  await expect(contact.getByRole('button', { name: 'Send Message' })).toBeVisible();
});

test('the top bar turns solid past 50 px and not before', async ({ page }) => {
  await page.goto('/');
  const bar = page.locator('[data-topbar]');
  await scrollTo(page, 40);
  await frames(page);
  await expect(bar).not.toHaveAttribute('data-solid');
  await scrollTo(page, 60);
  await expect(bar).toHaveAttribute('data-solid', '');
  await expect.poll(() => bar.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  await scrollTo(page, 0);
  await expect(bar).not.toHaveAttribute('data-solid');
});

test('back-to-top appears past 300 px and takes the parent back up', async ({ page }) => {
  await page.goto('/');
  const toTop = page.getByRole('button', { name: 'Back to top' });
  await scrollTo(page, 290);
  await frames(page);
  await expect(toTop).toBeHidden();
  await scrollTo(page, 320);
  await expect(toTop).toBeVisible();
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('at 360 px', () => {
  test.use({ viewport: phone });

  test('the menu opens and closes after choosing a section', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect
      .poll(() => page.locator('#pricing').evaluate((el) => Math.abs(el.getBoundingClientRect().top)))
      .toBeLessThan(120);
  });

  test('nothing is wider than the screen', async ({ page }) => {
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test('the content pages reuse the landing sections under their own header band', async ({ page }) => {
  const pages: [string, string, string, number][] = [
    ['/programs', 'Our Programs', '[data-course-card]', 4],
    ['/pricing', 'Pricing', '[data-plan]', 4],
    ['/projects', 'Student Projects', '[data-project]', 6],
    ['/testimonials', 'Testimonials', '[data-testimonial]', 6],
    ['/contact', 'Contact Us', 'form[data-contact-form] :is(input, textarea)', 6],
  ];
  for (const [path, title, item, count] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator(item)).toHaveCount(count);
    // The band clears the fixed 64 px top bar.
    const top = await page.getByRole('heading', { level: 1 }).evaluate((h) => h.getBoundingClientRect().top);
    expect(top).toBeGreaterThan(64);
  }
});
