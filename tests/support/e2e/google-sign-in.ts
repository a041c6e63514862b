// Signing in through the Auth emulator's account chooser, as a parent or staff member does
// with Google: the page's button opens the chooser popup, which signs in a new account.
import type { Page } from '@playwright/test';
import { words as messages } from '../../../src/i18n/en/messages';
import { projectId } from './fixtures';

/** Signs in through the emulator's account chooser with a new account. */
export async function signInAs(page: Page, email: string, name: string) {
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: messages.login.button }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState('domcontentloaded');
  await popup.getByText('Add new account').click();
  await popup.locator('#email-input').fill(email);
  await popup.locator('#display-name-input').fill(name);
  // The popup closes itself once the SDK has the result, which can end the click early.
  await popup
    .locator('#sign-in')
    .click()
    .catch(() => {});
}

/** Opens /login and signs in with a new account; resolves once the site has sent the parent on. */
export async function signInFromLogin(page: Page, email: string, name: string) {
  await page.goto('/login');
  await signInAs(page, email, name);
  await page.waitForURL(/\/(book-class|dashboard)$/, { timeout: 60_000 });
}

/** The Auth emulator's uid for an email (admin query, bypassing the browser). */
export async function uidOf(email: string): Promise<string> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
  const res = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:query`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ returnUserInfo: true }),
  });
  if (!res.ok) throw new Error(`auth emulator query: ${res.status}`);
  const body = (await res.json()) as { userInfo?: { localId: string; email?: string }[] };
  const user = body.userInfo?.find((u) => u.email === email);
  if (!user) throw new Error(`no emulator account for ${email}`);
  return user.localId;
}
