// The landing contact form and the footer "Got Questions?" box write through the rules,
// confirm on the page, and keep what was typed when sending fails.
import { test, expect, emulatorList } from './fixtures';

type Doc = { fields: Record<string, { stringValue?: string; timestampValue?: string }> };

async function stored(collection: string, email: string) {
  const docs = (await emulatorList(collection)) as unknown as Doc[];
  return docs.filter((d) => d.fields.email?.stringValue === email);
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const firestorePort = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':')[1];
/** Requests to the Firestore emulator (one function, so unroute removes this very route). */
const toFirestore = (url: URL) => url.port === firestorePort;

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
  expect(docs).toHaveLength(1);
  expect(Object.keys(docs[0]!.fields).sort()).toEqual(['createdAt', 'email']);
});

test('the footer box keeps the email when sending fails', async ({ page }) => {
  await page.route(toFirestore, (route) => route.abort('internetdisconnected'));
  const email = `q-${unique()}@example.com`;
  await page.goto('/about');
  const box = page.locator('form[data-question-form]');
  await box.getByRole('textbox').fill(email);
  await box.getByRole('button', { name: 'Send' }).click();
  await expect(box.locator('[data-question-status]')).toHaveText('Sorry, that did not send. Please try again.', { timeout: 90_000 });
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

  await page.route(toFirestore, (route) => route.abort('internetdisconnected'));
  await form.getByRole('button', { name: 'Send Message' }).click();
  const status = form.locator('[data-contact-status]');
  await expect(status).toHaveText(/could not be sent/, { timeout: 90_000 });
  await expect(form.getByLabel('How can we help?')).toHaveValue('Do you teach robotics to 8 year olds?');
  await expect(form.getByLabel('First name')).toHaveValue('Amina');

  await page.unroute(toFirestore);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(status).toHaveText('Thank you! Your message has been sent. We will get back to you soon.', { timeout: 90_000 });
  const docs = await stored('contactMessages', email);
  expect(docs).toHaveLength(1);
  const fields = Object.fromEntries(Object.entries(docs[0]!.fields).map(([k, v]) => [k, v.stringValue ?? 'timestamp']));
  expect(fields).toEqual({
    firstName: 'Amina',
    lastName: 'Otieno',
    phone: '',
    email,
    company: '',
    message: 'Do you teach robotics to 8 year olds?',
    createdAt: 'timestamp',
  });
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
