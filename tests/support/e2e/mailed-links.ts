// What the glance suites share: a private link read from the family's mail in MailDev, an
// API's answers held back while the page shows what it drew on its own, and a staff action
// posted as the console does.
import { expect, type Page, type Route } from '@playwright/test';

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
