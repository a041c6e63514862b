// Adding a country is one edit of src/content/countries.yaml. This builds a copy of the
// project whose countries.yaml also lists Rwanda, then checks that the booking form offers
// it, that its phone numbers validate, that slot times read in its zone's letters, that the
// About page shows it, and that the Cloud Functions' bundle carries it.
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const work = mkdtempSync(path.join(tmpdir(), 'sixth-country-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const run = (args: string[]) =>
  spawnSync(process.execPath, args, {
    cwd: work,
    encoding: 'utf8',
    timeout: 240_000,
    env: { ...process.env, ASTRO_OUT_DIR: path.join(work, 'dist'), ASTRO_CACHE_DIR: path.join(work, 'cache'), NO_COLOR: '1' },
  });

beforeAll(() => {
  for (const item of ['src', 'scripts', 'astro.config.mjs', 'firebase.json', 'tsconfig.json', 'package.json']) {
    cpSync(path.join(root, item), path.join(work, item), { recursive: true });
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(work, 'node_modules'), 'dir');
  mkdirSync(path.join(work, 'functions'));
  for (const item of ['src', 'package.json', 'tsconfig.json']) {
    cpSync(path.join(root, 'functions', item), path.join(work, 'functions', item), { recursive: true });
  }
  symlinkSync(path.join(root, 'functions/node_modules'), path.join(work, 'functions/node_modules'), 'dir');
  // The one edit.
  appendFileSync(
    path.join(work, 'src/content/countries.yaml'),
    '- { id: RW, name: Rwanda, dial: "+250", tz: Africa/Kigali, zone: CAT, flag: "🇷🇼" }\n',
  );
  const build = run(['node_modules/astro/bin/astro.mjs', 'build']);
  expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
  const functions = run(['scripts/build-functions.mjs', '--no-check']);
  expect(functions.status, `${functions.stdout}\n${functions.stderr}`).toBe(0);
}, 280_000);

describe('a sixth country added to countries.yaml', () => {
  it('is offered by the booking form', () => {
    const page = readFileSync(path.join(work, 'dist/book-class.html'), 'utf8');
    expect(page).toMatch(/<option[^>]*value="RW"[^>]*>.{0,80}Rwanda/);
    expect(page).toContain('Africa/Kigali');
  });

  it('has its phone numbers accepted and stored in E.164', async () => {
    const booking = await import(path.join(work, 'src/domain/booking.ts'));
    expect(booking.phoneE164('0788 123 456', 'RW')).toBe('+250788123456');
    expect(booking.phoneE164('0788 123', 'RW')).toBeNull();
    // The real tree does not know Rwanda: the edit, not the library, made the difference.
    const ours = await import('../../../src/domain/booking');
    expect(ours.phoneE164('0788 123 456', 'RW')).toBeNull();
  }, 90_000); // importing the copy's modules is a fresh transform, slow on a busy machine

  it('reads class times in its zone, CAT', async () => {
    const slots = await import(path.join(work, 'src/domain/slots.ts'));
    expect(slots.describeSlot('2025-03-10', '10:00', 'Africa/Kigali')).toBe('Monday 10 March 2025, 09:00 CAT');
  }, 90_000);

  it('appears on the About page and in the structured data', () => {
    const page = readFileSync(path.join(work, 'dist/about.html'), 'utf8');
    expect(page).toContain('Rwanda');
    expect(page).toMatch(/"areaServed":\[[^\]]*"name":"Rwanda"/);
  });

  it('is in the Cloud Functions bundle: the country list and its phone rules', () => {
    const bundle = readFileSync(path.join(work, 'functions/lib/index.js'), 'utf8');
    // esbuild writes JSON as object literals, with or without quotes around keys.
    expect(bundle).toMatch(/"?code"?:\s*"RW",\s*"?name"?:\s*"Rwanda",\s*"?dial"?:\s*"\+250",\s*"?tz"?:\s*"Africa\/Kigali"/);
    expect(bundle).toMatch(/"?RW"?:\s*\[\s*"250"/);
    const ours = readFileSync(path.join(root, 'src/domain/phone-metadata.json'), 'utf8');
    expect(ours).not.toContain('"RW"');
  });
});
