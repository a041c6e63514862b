// The landing contact form and the footer "Got Questions?" box post to /api/message,
// confirm on the page, keep what was typed when sending fails or is limited, and what a
// hostile parent types comes back as text.
import { test, expect } from '../support/e2e/fixtures';
import { where } from '../support/firestore';
import { KEEP_DAYS } from '../../src/domain/retention';

/** Documents of `collection` with this email, as stored (the time they were written aside). */
async function stored(collection: string, email: string): Promise<Record<string, unknown>[]> {
  return (await where(collection, 'email', email)).map(({ id, createdAt, expiresAt, ...data }) => {
    expect(createdAt).toBeInstanceOf(Date);
    // Kept a year (src/domain/retention.ts), then the TTL policy deletes it.
    expect(expiresAt).toBeInstanceOf(Date);
    const keptDays = ((expiresAt as Date).getTime() - (createdAt as Date).getTime()) / 86_400_000;
    expect(Math.round(keptDays)).toBe(KEEP_DAYS.message);
    return data;
  });
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const toMessageApi = (url: URL) => url.pathname === '/api/message';

test.describe.configure({ timeout: 150_000 });

test('the footer question box stores the email and says thank you', async ({ page }) => {
  const email = `q-${unique()}@example.com`;
  await page.goto('/about');
  const box = page.locator('form[data-question-form]');
  await box.getByRole('textbox').fill('not-an-email');
  await box.getByRole('button', { name: 'Send' }).click();
  await expect(box.getByText('Enter a valid email address.')).toBeVisible();
  await expect(box.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');

  await box.getByRole('textbox').fill(email);
  await box.getByRole('button', { name: 'Send' }).click();
  await expect(box.locator('[data-question-status]')).toHaveText("Thank you! We'll email you soon.", { timeout: 90_000 });
  await expect(box.getByRole('textbox')).toHaveValue('');
  const docs = await stored('questions', email);
  // The page's language is kept, so the reply can go in it.
  expect(docs).toEqual([{ email, handled: false, language: 'en' }]);
});

test('the footer box keeps the email when sending fails', async ({ page }) => {
  await page.route(toMessageApi, (route) => route.abort('internetdisconnected'));
  const email = `q-${unique()}@example.com`;
  await page.goto('/about');
  const box = page.locator('form[data-question-form]');
  await box.getByRole('textbox').fill(email);
  await box.getByRole('button', { name: 'Send' }).click();
  await expect(box.locator('[data-question-status]')).toHaveText('Sorry, that did not send. Please try again.', {
    timeout: 90_000,
  });
  await expect(box.getByRole('textbox')).toHaveValue(email);
});

test('past the limit for one email, the footer box says so and keeps the email', async ({ page, request }) => {
  const email = `q-${unique()}@example.com`;
  // Use up this email's questions for the hour, as a script would.
  for (;;) {
    const res = await request.post('/api/message', { data: { kind: 'question', email } });
    if (res.status() === 429) break;
    expect(res.status()).toBe(200);
  }
  await page.goto('/about');
  const box = page.locator('form[data-question-form]');
  await box.getByRole('textbox').fill(email);
  await box.getByRole('button', { name: 'Send' }).click();
  await expect(box.locator('[data-question-status]')).toHaveText(
    'We have received many questions from you recently. Please try again later.',
    { timeout: 90_000 },
  );
  await expect(box.getByRole('textbox')).toHaveValue(email);
});

test('the landing contact form stores the message, or keeps it on failure', async ({ page }) => {
  const email = `c-${unique()}@example.com`;
  await page.goto('/');
  const form = page.locator('form[data-contact-form]');
  await form.getByLabel('First name').fill('Amina');
  await form.getByLabel('Last name').fill('Otieno');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('How can we help?').fill('Do you teach robotics to 8 year olds?');

  await page.route(toMessageApi, (route) => route.abort('internetdisconnected'));
  await form.getByRole('button', { name: 'Send Message' }).click();
  const status = form.locator('[data-contact-status]');
  await expect(status).toHaveText(/could not be sent/, { timeout: 90_000 });
  await expect(form.getByLabel('How can we help?')).toHaveValue('Do you teach robotics to 8 year olds?');
  await expect(form.getByLabel('First name')).toHaveValue('Amina');

  await page.unroute(toMessageApi);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(status).toHaveText('Thank you! Your message has been sent. We will get back to you soon.', { timeout: 90_000 });
  const docs = await stored('contactMessages', email);
  expect(docs).toEqual([
    {
      firstName: 'Amina',
      lastName: 'Otieno',
      phone: '',
      email,
      company: '',
      message: 'Do you teach robotics to 8 year olds?',
      handled: false,
      language: 'en',
    },
  ]);
});

test('the contact form refuses an invisible name, as the server would', async ({ page }) => {
  await page.goto('/');
  const form = page.locator('form[data-contact-form]');
  await form.getByLabel('First name').fill('\u3164');
  await form.getByLabel('Last name').fill('Otieno');
  await form.getByLabel('Email').fill(`c-${unique()}@example.com`);
  await form.getByLabel('How can we help?').fill('Hello');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Please use letters only for names.')).toBeVisible();
});

test('a hostile message is stored and sent as plain text', async ({ page }) => {
  const email = `x-${unique()}@example.com`;
  const hostile = '\u202E<img src=x onerror=alert(1)>';
  let alerted = false;
  page.on('dialog', (dialog) => {
    alerted = true;
    void dialog.dismiss();
  });
  await page.goto('/');
  const form = page.locator('form[data-contact-form]');
  await form.getByLabel('First name').fill('Amina');
  await form.getByLabel('Last name').fill('Otieno');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Group or company').fill(hostile);
  await form.getByLabel('How can we help?').fill(hostile);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.locator('[data-contact-status]')).toHaveText(/has been sent/, { timeout: 90_000 });
  const [doc] = await stored('contactMessages', email);
  expect(doc?.message).toBe('<img src=x onerror=alert(1)>');
  expect(alerted).toBe(false);
});

test('the footer adds no Firebase code to a page before a submit', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  for (const url of scripts) expect(await (await page.request.get(url)).text()).not.toContain('firestore.googleapis.com');
});
