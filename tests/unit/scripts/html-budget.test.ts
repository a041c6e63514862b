// The first round trip's budget over a built site (scripts/lib/html-budget.mjs), on a small
// folder of pages made here: it measures each page as served (gzip), names every one over.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { FIRST_FLIGHT_BYTES, htmlSizes, overFirstFlight } from '../../../scripts/lib/html-budget.mjs';

const dist = mkdtempSync(path.join(tmpdir(), 'html-budget-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

// Random bytes do not compress: a page's gzip size is about its raw size.
const page = (bytes: number) => Buffer.concat([Buffer.from('<!doctype html><p>'), randomBytes(bytes)]);
mkdirSync(path.join(dist, 'sw'));
mkdirSync(path.join(dist, 'admin'));
writeFileSync(path.join(dist, 'index.html'), page(20_000));
writeFileSync(path.join(dist, 'pricing.html'), page(4_000));
writeFileSync(path.join(dist, 'sw', 'pricing.html'), '<!doctype html>' + '<p>same</p>'.repeat(10_000));
writeFileSync(path.join(dist, 'admin', 'index.html'), page(40_000));

describe('the first round trip budget', () => {
  it('measures every page of the site gzip, largest first, leaving out the editors form', async () => {
    const sizes = await htmlSizes(dist);
    expect(sizes.map((s) => s.page)).toEqual(['/', '/pricing', '/sw/pricing']);
    expect(sizes[0]!.gzip).toBeGreaterThan(FIRST_FLIGHT_BYTES);
    expect(sizes[2]!.raw).toBeGreaterThan(FIRST_FLIGHT_BYTES);
    expect(sizes[2]!.gzip).toBeLessThan(1024);
  });

  it('names each page over 14 KB, and only those', async () => {
    const over = overFirstFlight(await htmlSizes(dist));
    expect(over).toHaveLength(1);
    expect(over[0]).toMatch(/^\/: 19\.\d KB gzip \(limit 14 KB\)$/);
  });
});
