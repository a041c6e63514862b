// Shared by the payment browser tests: the stand-in's and the site's addresses, how long a
// verification may take, the third-party code a page asks for, and a payment as verified and stored.
import type { Page, Request } from '@playwright/test';
import { expect } from '../support/e2e/fixtures';
import { read } from '../support/firestore';

export const standin = process.env.PAYSTACK_STANDIN_URL ?? 'http://127.0.0.1:5055';
export const site = process.env.SITE_URL ?? 'http://127.0.0.1:5000';

// Verification may meet a cold function instance on a busy machine.
export const verifyTimeout = 90_000;

/** Requests for Paystack or Firebase code, as the page makes them. */
export function watchThirdParty(page: Page) {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = request.url();
    if (url.startsWith(standin) || /firebase|googleapis|gstatic|paystack\.co/i.test(url)) seen.push(url);
  });
  page.on('response', async (response) => {
    const url = response.url();
    if (!url.startsWith(site) || response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    // The Firebase SDK's own code carries its error class; our own pages never need it here.
    if (body.includes('FirebaseError')) seen.push(`firebase sdk in ${url}`);
  });
  return seen;
}

/** The verify call's reference, once the browser makes it. */
export async function verifiedReference(page: Page): Promise<string> {
  const request = await page.waitForRequest((r) => r.url().endsWith('/api/verifyPayment') && r.method() === 'POST', {
    timeout: verifyTimeout,
  });
  return (request.postDataJSON() as { reference: string }).reference;
}

export const popup = (page: Page) => page.getByRole('dialog', { name: 'TEST PAYMENT — local Paystack stand-in' });

export async function storedPayment(reference: string) {
  await expect.poll(() => read(`payments/${reference}`), { timeout: 20_000 }).not.toBeNull();
  const data = (await read(`payments/${reference}`))!;
  return (name: string) => data[name];
}
