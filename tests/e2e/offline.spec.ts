// With no signal, after one visit (docs/offline.md): the pages a parent saw open from the copies
// the offline worker kept, marked with when they were saved; /dashboard shows the family's
// classes from its kept answer; /manage from a mailed link shows the booking; a form sent
// offline says it needs a connection and keeps what was typed. Signing out with no signal
// leaves nothing of the family in Cache Storage, IndexedDB or localStorage. And the site installs
// as an app: Chromium's own installability check finds nothing missing, in each language.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, phone } from '../support/e2e/fixtures';
import { SAVE_WAIT, book, nairobiDay, newParent, phones, seedBooking, unique } from '../support/e2e/booking-helpers';
import { mailedLink } from '../support/e2e/mailed-links';
import { serveGoogleScripts } from '../support/e2e/gapi-standin';
import { signInFromLogin, uidOf } from '../support/e2e/google-sign-in';
import { catalogueIn } from '../../src/i18n/catalogues';
import { LANGUAGES, localePath } from '../../src/i18n/languages';
import { SIGNED_IN_FLAG } from '../../src/layouts/offline-chrome';

test.describe.configure({ timeout: 360_000 });
test.use({ viewport: phone, serviceWorkers: 'allow' });
test.beforeEach(async ({ context }) => {
  await serveGoogleScripts(context);
});

const words = catalogueIn('en').offline;
const keptLine = words.keptAt('').replace(/\.$/, '');
const kenya = { code: 'KE', name: 'Kenya', dial: '+254', tz: 'Africa/Nairobi', flag: '🇰🇪' };

/** Resolves once the worker controls the page and holds a copy of `path`. */
async function kept(page: Page, path: string) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  await expect
    .poll(() => page.evaluate(async (p) => Boolean(await caches.match(new URL(p, location.href).href)), path), {
      timeout: 30_000,
    })
    .toBe(true);
}

/** Every text this origin keeps on the device: each cached response's body, localStorage, IndexedDB. */
async function everythingKept(page: Page): Promise<{ caches: string[]; texts: string }> {
  return page.evaluate(async () => {
    const bodies: string[] = [];
    const names = await caches.keys();
    for (const name of names) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) bodies.push(`${request.url}\n${await (await cache.match(request))!.text()}`);
    }
    const stored = Object.keys(localStorage).map((k) => `${k}=${localStorage.getItem(k)}`);
    const databases: string[] = [];
    for (const { name } of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((done, fail) => {
        const open = indexedDB.open(name!);
        open.onsuccess = () => done(open.result);
        open.onerror = () => fail(open.error);
      });
      for (const store of db.objectStoreNames) {
        const all = await new Promise<unknown[]>((done) => {
          const get = db.transaction(store).objectStore(store).getAll();
          get.onsuccess = () => done(get.result);
          get.onerror = () => done([]);
        });
        databases.push(`${name}/${store}: ${JSON.stringify(all)}`);
      }
      db.close();
    }
    return { caches: names, texts: [...bodies, ...stored, ...databases].join('\n') };
  });
}

test('after one visit, the pages a parent saw open with no signal, and sign-out forgets the family', async ({
  page,
  context,
}) => {
  // A booking made from the form, for its mailed manage link.
  const parent = newParent('KE', 'Achieng Were');
  await book(page, parent, 4, '15:00 EAT');
  const manageLink = await mailedLink(parent.email, /\/manage#[A-Za-z0-9._~-]+/);

  // A signed-in family with a class, on its dashboard.
  const email = `offline.${unique()}@example.com`;
  const child = `Zawadi${unique().slice(-4)}`;
  await signInFromLogin(page, email, 'Achieng Were');
  const number = phones.KE();
  await seedBooking(`offline${unique()}`, {
    studentName: child,
    studentGrade: '3-5',
    parentName: 'Achieng Were',
    email,
    whatsapp: number.e164(number.typed),
    country: kenya,
    date: nairobiDay(4),
    time: '16:00',
    type: 'trial',
    status: 'upcoming',
    parentUid: await uidOf(email),
  });
  const trialCard = page.locator('[data-booking]').filter({ hasText: `${child}'s free trial class` });
  await page.goto('/dashboard');
  await expect(trialCard).toBeVisible({ timeout: SAVE_WAIT });
  await kept(page, '/dashboard');

  // The public pages and the manage link, visited once each.
  await page.goto('/');
  await kept(page, '/');
  await page.goto('/pricing');
  await kept(page, '/pricing');
  await page.goto(manageLink);
  await expect(page.getByRole('heading', { name: `${parent.student}'s free trial class` })).toBeVisible({ timeout: SAVE_WAIT });
  await kept(page, '/manage');

  await context.setOffline(true);
  for (const [path, content] of [
    ['/', page.locator('h1').first()],
    ['/pricing', page.locator('h1').first()],
    [manageLink, page.getByRole('heading', { name: `${parent.student}'s free trial class` })],
    ['/dashboard', trialCard],
  ] as const) {
    await page.goto(path);
    await expect(content, path).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('#kept-note'), path).toContainText(keptLine);
    await expect(page.locator('#kept-note time'), path).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  }
  // The dashboard's own kept answer says when it was given.
  await expect(page.locator('main p[data-kept-at]')).toContainText(/as of/i);

  // A form sent with no connection says so, and keeps what was typed.
  await page.goto('/pricing');
  const question = page.getByLabel(catalogueIn('en').shell.footer.questionsLabel);
  await question.fill('achieng@example.com');
  await page.getByRole('button', { name: catalogueIn('en').shell.footer.send }).click();
  await expect(page.getByRole('alert').filter({ hasText: words.needsConnection })).toBeVisible();
  await expect(question).toHaveValue('achieng@example.com');

  // Still offline, the parent signs out from the kept dashboard: the session cannot be ended,
  // and nothing of the family stays on the device all the same.
  const uid = await uidOf(email);
  await page.goto('/dashboard');
  await expect(trialCard).toBeVisible({ timeout: SAVE_WAIT });
  expect((await everythingKept(page)).texts).toContain(child);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.locator('main').getByRole('link', { name: 'Sign in' })).toBeVisible({ timeout: SAVE_WAIT });
  const left = await everythingKept(page);
  expect(left.caches).not.toContain('jc-family');
  for (const secret of [child, email, uid]) expect(left.texts, secret).not.toContain(secret);
  // The public pages are still kept.
  expect(left.caches).toContain('jc-pages');
  // Back online, the session cookie left behind shows nothing: the dashboard asks to sign in.
  await context.setOffline(false);
  await page.goto('/dashboard');
  await expect(page.locator('main').getByRole('link', { name: 'Sign in' })).toBeVisible({ timeout: SAVE_WAIT });
  await expect(trialCard).toHaveCount(0);
});

/** A PNG's width and height, from its header. */
const pngSize = (png: Buffer) => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;

test('the site installs as an app from each language landing page, opening /dashboard once a family signed in', async ({
  browser,
  launchOptions,
  baseURL,
}) => {
  // Chromium never offers to install from an incognito window, which every test context is: a profile of its own.
  const profile = mkdtempSync(join(tmpdir(), 'installable-'));
  const context = await browser.browserType().launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    viewport: phone,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    /** What Chromium finds missing to install the page, and the manifest it read. */
    const installable = async (path: string) => {
      await page.goto(path);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      const { url, errors, data } = await cdp.send('Page.getAppManifest');
      expect(errors, url).toEqual([]);
      return { installabilityErrors, url, manifest: JSON.parse(data!) };
    };
    for (const { code } of LANGUAGES) {
      const { installabilityErrors, manifest } = await installable(localePath('/', code));
      expect(installabilityErrors, code).toEqual([]);
      expect(manifest).toMatchObject({ lang: code, start_url: localePath('/', code), scope: '/', display: 'standalone' });
      // Android's launcher asks for 192 and 512 pixels, and a maskable icon it may cut to its shape.
      const pngs = (manifest.icons as { src: string; sizes: string; type: string; purpose?: string }[]).filter(
        (icon) => icon.type === 'image/png',
      );
      for (const icon of pngs) {
        const answer = await page.request.get(icon.src);
        expect(answer.headers()['content-type'], icon.src).toBe('image/png');
        expect(pngSize(await answer.body()), icon.src).toBe(icon.sizes);
      }
      const offered = pngs.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
      expect(offered).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    }
    // A device that has signed in links the family's manifest: the installed app opens on the dashboard.
    await page.evaluate((key: string) => localStorage.setItem(key, '1'), SIGNED_IN_FLAG);
    for (const { code } of LANGUAGES) {
      const { installabilityErrors, manifest } = await installable(localePath('/', code));
      expect(installabilityErrors, code).toEqual([]);
      expect(manifest).toMatchObject({ lang: code, start_url: localePath('/dashboard', code), scope: '/' });
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
