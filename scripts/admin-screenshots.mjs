// The screenshots of /admin in docs/editing.md (docs/img/admin-*.png) that show uploading a
// team member's photo, taken with Playwright in Chromium from a running site, e.g. `npm start`:
//   node scripts/admin-screenshots.mjs http://127.0.0.1:5000
// The form works on an origin-private copy of src/content/ (as tests/e2e/admin*.spec.ts do):
// the checkout is not touched. The photo and the oversized file are drawn in the page.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';

const site = process.argv[2] ?? 'http://127.0.0.1:5000';
const out = fileURLToPath(new URL('../docs/img/', import.meta.url));
// The tests' helpers, bundled beside this checkout's content (they find src/content/ from their own file).
const helpers = fileURLToPath(new URL('../tests/support/e2e/admin-folder.ts', import.meta.url));
const bundle = join(mkdtempSync(join(tmpdir(), 'admin-screenshots-')), 'admin-folder.mjs');
await build({
  entryPoints: [helpers],
  outfile: bundle,
  bundle: true,
  format: 'esm',
  platform: 'node',
  logLevel: 'error',
  define: { 'import.meta.url': JSON.stringify(pathToFileURL(helpers).href) },
});
const { withLocalFolder, openCollection } = await import(pathToFileURL(bundle).href);
rmSync(dirname(bundle), { recursive: true, force: true });

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1100, height: 700 }, baseURL: site });
await page.context().route(
  (url) => url.hostname !== '127.0.0.1',
  (route) => route.abort(),
);
await withLocalFolder(page);
await openCollection(page, 'Team');

/** A PNG drawn in the page: a head-and-shoulders figure, or noise (which does not compress). */
const drawn = (size, noise) =>
  page.evaluate(
    async ([size, noise]) => {
      const canvas = new OffscreenCanvas(size, size);
      const g = canvas.getContext('2d');
      if (noise) {
        const pixels = g.createImageData(size, size);
        // getRandomValues fills at most 65,536 bytes a call.
        for (let i = 0; i < pixels.data.length; i += 65536) crypto.getRandomValues(pixels.data.subarray(i, i + 65536));
        for (let i = 3; i < pixels.data.length; i += 4) pixels.data[i] = 255;
        g.putImageData(pixels, 0, 0);
      } else {
        g.fillStyle = '#0f766e';
        g.fillRect(0, 0, size, size);
        g.fillStyle = '#f5d0b5';
        g.beginPath();
        g.arc(size / 2, size * 0.4, size * 0.18, 0, Math.PI * 2);
        g.fill();
        g.fillStyle = '#fbbf24';
        g.beginPath();
        g.ellipse(size / 2, size, size * 0.34, size * 0.3, 0, Math.PI, 0);
        g.fill();
      }
      const blob = await canvas.convertToBlob({ type: 'image/png' });
      return Array.from(new Uint8Array(await blob.arrayBuffer()));
    },
    [size, noise],
  );

await page.getByRole('button', { name: /^Add .?Team.?$/ }).click();
const member = page
  .getByRole('group')
  .filter({ has: page.getByRole('button', { name: 'Reorder Item' }) })
  .last();
await member.getByRole('textbox', { name: 'ID' }).fill('neema-mwangi');
await member.getByRole('textbox', { name: 'Name' }).fill('Neema Mwangi');
await member.getByRole('textbox', { name: 'Title' }).fill('Scratch Mentor');
await member
  .getByRole('textbox', { name: 'Bio' })
  .fill('Primary school teacher from Nyeri who turns stories into first programs.');
await member.getByRole('textbox', { name: 'Image' }).first().fill('#0f766e');
/** Uploads a file into the photo field and inserts it; the form checks its size then. */
const insertPhoto = async (name, bytes) => {
  await member.getByRole('group', { name: /Photo/ }).getByRole('button', { name: 'Browse' }).click();
  const library = page.getByRole('dialog', { name: 'Select Image' });
  const chooser = page.waitForEvent('filechooser');
  await library.getByRole('button', { name: 'Upload' }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: Buffer.from(bytes) });
  await library.getByRole('option', { name }).waitFor();
  await library.getByRole('button', { name: 'Insert' }).click();
};

await insertPhoto('holiday-photo.png', await drawn(640, true));
const refusal = page.getByRole('alertdialog', { name: 'Large File' });
await refusal.waitFor();
await page.screenshot({ path: join(out, 'admin-image-refusal.png') });
await refusal.getByRole('button', { name: 'OK' }).click();

await insertPhoto('neema-mwangi.png', await drawn(256, false));
await member.getByRole('group', { name: /Photo/ }).scrollIntoViewIfNeeded();
await page.screenshot({ path: join(out, 'admin-team-photo.png') });
await browser.close();
console.log('Wrote docs/img/admin-image-refusal.png and docs/img/admin-team-photo.png');
