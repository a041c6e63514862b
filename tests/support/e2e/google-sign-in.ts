// Signing in through the Auth emulator's account chooser, as a parent or staff member does
// with Google: the page's button opens the chooser popup, which signs in a new account.
import type { Page } from '@playwright/test';
import { messages } from '../../../src/domain/messages';

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
