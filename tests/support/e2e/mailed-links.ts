// What the glance suites share: a private link read from the family's mail in MailDev, an
// API's answers held back while the page shows what it drew on its own, a visit that opens
// the link so, and a staff action posted as the console does.
import { expect, type Browser, type Page, type Route } from '@playwright/test';
import { phone } from './fixtures';
import { holdScripts } from './hold-scripts';
import { watchShifts } from './layout-shifts';

const inbox = process.env.MAILDEV_URL ?? 'http://127.0.0.1:1080';

/** The first link matching `pattern` in a mail to `email` (polled: the mail is sent by a trigger). */
export async function mailedLink(email: string, pattern: RegExp): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const all = (await (await fetch(`${inbox}/api/email`)).json()) as { to: { address: string }[]; text: string }[];
        const mail = all.find((m) => m.to.some((to) => to.address === email) && pattern.test(m.text));
        link = mail?.text.match(pattern)?.[0] ?? '';
        return link;
      },
      { timeout: 90_000 },
    )
    .not.toBe('');
  return link;
}

/** Holds every answer of `api` (e.g. "/api/manage") until `release()`; `answered` counts those let through. */
export async function holdAnswers(page: Page, api: string) {
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  const state = { answered: 0, release };
  await page.route(`**${api}`, async (route: Route) => {
    const response = await route.fetch();
    await released;
    await route.fulfill({ response });
    state.answered++;
  });
  return state;
}

/**
 * Opens `link` in a new phone-sized page with every script and `api`'s answers held, its
 * layout shifts watched and its page errors collected: what the page draws on its own.
 */
export async function heldVisit(browser: Browser, baseURL: string, link: string, api: string) {
  const visit = await browser.newPage({ viewport: phone, baseURL });
  const errors: string[] = [];
  visit.on('pageerror', (e) => errors.push(e.message));
  await watchShifts(visit);
  const held = await holdAnswers(visit, api);
  const scripts = await holdScripts(visit);
  await visit.goto(link);
  return { visit, errors, held, scripts };
}

/** A staff action on /api/staffAction with a staff member's ID token; expects it done. */
export async function staffAction(baseURL: string, body: Record<string, unknown>, token: string) {
  const res = await fetch(`${baseURL}/api/staffAction`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}
