// On a phone, the floating WhatsApp and back-to-top buttons never cover a form's control: on
// every page with a form, at 360, 390 and 414 px, each control (field, list, button, the label
// of a box or a radio) is scrolled to the bottom, the middle and the top of the screen, as a
// parent scrolling past it sees it, and no floating button that can be seen lies over any
// control then on screen.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/e2e/fixtures';
import { nairobiDay, seedBooking, unique } from '../support/e2e/booking-helpers';
import { serveGoogleScripts } from '../support/e2e/gapi-standin';
import { signInFromLogin } from '../support/e2e/google-sign-in';
import { writeDoc } from '../support/firestore';

test.describe.configure({ timeout: 240_000 });

const phones = [
  { width: 360, height: 800 },
  { width: 390, height: 844 },
  { width: 414, height: 896 },
];

/** The first entry of an editors' file (a plan, a course), whatever it is called and costs. */
const firstOf = (file: string) => (load(readFileSync(`src/content/${file}`, 'utf8')) as { id: string }[])[0]!.id;

// A manage link's token and the hash a booking keeps, as functions/src/bookings/token.ts makes them.
const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const tokenOfSeed = (seed: string) =>
  createHmac('sha256', process.env.MANAGE_LINK_KEY!).update(`manage-link:${seed}`, 'utf8').digest('base64url');

const kenya = { code: 'KE', name: 'Kenya', dial: '+254', tz: 'Africa/Nairobi', flag: '🇰🇪' };

/** Controls under a floating button, at every scroll position a control of the page asks for. */
async function coveredControls(page: Page): Promise<string[]> {
  // The page as a parent meets it a moment after it shows: its own scripts have run (they load
  // after the first paint; the buttons' corner says when it watches), and the sections after
  // the first are laid out at their full height. Not a quiet network: /dashboard keeps talking.
  await page.waitForLoadState('load');
  await page.waitForSelector('aside[aria-label="Quick help"][data-watching]', { state: 'attached' });
  await page.waitForFunction(() => !document.querySelector('main > .section:not(:first-child):not([data-laid-out])'));
  return page.evaluate(async () => {
    document.documentElement.style.scrollBehavior = 'auto';
    const frame = () => new Promise<void>((done) => requestAnimationFrame(() => done()));
    const seen = (el: Element) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return style.visibility !== 'hidden' && style.display !== 'none' && box.width > 1 && box.height > 1;
    };
    const corner = document.querySelector('aside[aria-label="Quick help"]')!;
    const floating = () => [...corner.querySelectorAll('a, button')].filter(seen);
    const controls = () =>
      [...document.querySelectorAll('input:not([type="hidden"]), select, textarea, button, label')].filter((el) => {
        if (corner.contains(el) || !seen(el)) return false;
        if (!(el instanceof HTMLLabelElement)) return true;
        const control = el.control;
        return control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');
      });
    const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.getAttribute('name') ? `[name=${el.getAttribute('name')}]` : ''} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30)}"`;
    const covered = () => {
      const hits: string[] = [];
      const buttons = floating().map((b) => [b, b.getBoundingClientRect()] as const);
      for (const el of controls()) {
        const box = el.getBoundingClientRect();
        for (const [b, bBox] of buttons) if (overlap(box, bBox)) hits.push(`${name(el)} under ${name(b)}`);
      }
      return hits;
    };

    const bar = document.querySelector('[data-topbar]')?.getBoundingClientRect().bottom ?? 0;
    const view = document.documentElement.clientHeight;
    const most = document.documentElement.scrollHeight - view;
    const positions = new Set<number>();
    for (const el of controls()) {
      const box = el.getBoundingClientRect();
      const top = box.top + scrollY;
      // Its bottom at the screen's bottom, its middle in the middle, its top under the top bar.
      for (const y of [top + box.height - view, top + box.height / 2 - view / 2, top - Math.max(0, bar)]) {
        positions.add(Math.round(Math.min(most, Math.max(0, y))));
      }
    }
    const problems: string[] = [];
    for (const y of [...positions].sort((a, b) => a - b)) {
      window.scrollTo(0, y);
      // The buttons may take a few frames to step aside (an observer's report, a short fade).
      let hits = covered();
      for (let i = 0; hits.length && i < 40; i++) {
        await frame();
        hits = covered();
      }
      problems.push(...hits.map((hit) => `at ${window.innerWidth} px, scrolled to ${y}: ${hit}`));
    }
    window.scrollTo(0, 0);
    return problems;
  });
}

/** Every width, on the page as `open` leaves it. */
async function checkEveryPhone(page: Page, open: () => Promise<void>) {
  await page.setViewportSize(phones[0]!);
  await open();
  const problems: string[] = [];
  for (const size of phones) {
    await page.setViewportSize(size);
    problems.push(...(await coveredControls(page)));
  }
  expect(problems).toEqual([]);
}

const staticForms = ['/', '/book-class', '/contact', '/donate', '/donatepay', '/pay', '/pricing', '/login'];
for (const path of staticForms) {
  test(`floating buttons cover no control on ${path}`, async ({ page }) => {
    await checkEveryPhone(page, async () => {
      await page.goto(path);
      // The form as the parent uses it: with its code, which arrives on the parent's first move
      // (a tap into a field), once the island has taken over.
      if (path === '/book-class') {
        await page.locator('#booking-form input').first().focus();
        await expect(page.locator('#booking-form [data-hydrated]')).toBeAttached({ timeout: 30_000 });
        await page.locator('#booking-form input').first().blur();
      }
    });
  });
}

test('floating buttons cover no control on /enroll (a recommendation) and its renewal page', async ({ page }) => {
  const plan = firstOf('plans.yaml');
  // A recommendation's private link, as the school's mail carries it.
  const enrollToken = randomBytes(32).toString('base64url');
  await writeDoc(`recommendations/float${unique()}`, {
    enrollTokenHash: hashToken(enrollToken),
    studentName: 'Zawadi',
    email: `enroll.${unique()}@example.com`,
    course: firstOf('courses.yaml'),
    plan,
    period: 'monthly',
    currency: 'KES',
    note: 'A natural at Scratch.',
    createdAt: new Date(),
  });
  await checkEveryPhone(page, async () => {
    await page.goto(`/enroll#${enrollToken}`);
    await expect(page.locator('[data-payment-card="plan"][data-ready]')).toBeVisible({ timeout: 60_000 });
  });

  // A renewal reminder's link to an enrollment paid until soon.
  const enrollmentId = randomBytes(16).toString('hex');
  const renewToken = randomBytes(32).toString('base64url');
  await writeDoc(`enrollments/${enrollmentId}`, {
    studentName: 'Zawadi',
    email: `renew.${unique()}@example.com`,
    plan,
    period: 'monthly',
    currency: 'KES',
    status: 'active',
    paidUntil: nairobiDay(5),
  });
  await writeDoc(`renewalLinks/${hashToken(renewToken)}`, { enrollmentId, expiresAt: new Date(Date.now() + 30 * 86_400_000) });
  await checkEveryPhone(page, async () => {
    await page.goto(`/enroll#${renewToken}`);
    await expect(page.getByRole('heading', { name: 'Renew Zawadi' })).toBeVisible({ timeout: 60_000 });
  });
});

test('floating buttons cover no control on /manage', async ({ page }) => {
  const seed = randomBytes(16).toString('base64url');
  const token = tokenOfSeed(seed);
  await seedBooking(`float${unique()}`, {
    studentName: 'Baraka',
    studentGrade: '3-5',
    parentName: 'Amina Otieno',
    email: `manage.${unique()}@example.com`,
    whatsapp: '+254712000111',
    country: kenya,
    date: nairobiDay(4),
    time: '16:00',
    type: 'trial',
    status: 'upcoming',
    manageTokenSeed: seed,
    manageTokenHash: hashToken(token),
  });
  await checkEveryPhone(page, async () => {
    await page.goto(`/manage#${token}`);
    await expect(page.getByRole('button', { name: 'Move my class' })).toBeVisible({ timeout: 60_000 });
  });
});

test("floating buttons cover no control on /dashboard's Add a child", async ({ page, context }) => {
  await serveGoogleScripts(context);
  await signInFromLogin(page, `float.${unique()}@example.com`, 'Amina Otieno');
  await checkEveryPhone(page, async () => {
    await page.goto('/dashboard');
    await expect(page.getByRole('button', { name: 'Add child' })).toBeVisible({ timeout: 90_000 });
  });
});
