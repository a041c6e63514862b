// A parent on a slow phone who starts typing the moment the payment form shows: Slow 4G and
// a 4x slower CPU (Chromium's own throttling), no scripts held back. Nothing typed is lost.
import { test, expect, phone } from '../support/e2e/fixtures';
import { hydrated } from '../support/e2e/hold-scripts';
import { slowPhone } from '../../scripts/lib/slow-phone.mjs';

test.setTimeout(150_000);

test.describe('payments: typed at once on a slow phone', () => {
  test('/donatepay under Slow 4G and a 4x slower CPU keeps every key typed from the first moment', async ({ page }) => {
    await page.setViewportSize(phone);
    await slowPhone(page);
    await page.goto('/donatepay?amount=1000&currency=KES&planName=Donation', { waitUntil: 'commit' });
    const card = page.locator('[data-payment-card="donation"]');
    const name = card.getByLabel('Full name');
    await name.waitFor({ state: 'visible', timeout: 60_000 });
    await name.pressSequentially('Mũthoni Kariuki', { delay: 40 });
    await card.getByLabel('Email').pressSequentially('muthoni@example.com', { delay: 40 });
    await hydrated(card, 60_000);
    await expect(name).toHaveValue('Mũthoni Kariuki');
    await expect(card.getByLabel('Email')).toHaveValue('muthoni@example.com');
    await expect(card.getByLabel('Email')).toBeFocused();
    await expect(card.locator('[data-amount]')).toHaveText('KES 1,000');
    await expect(card.getByRole('button', { name: 'Donate Now (KES)' })).toBeEnabled();
  });
});
