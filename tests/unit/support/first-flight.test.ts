import { describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { firstFlightHtml } from '../../support/first-flight';

/** A page that does not compress away: numbered lines with varied words. */
const page = Array.from({ length: 4000 }, (_, i) => `<p>${i} ${(i * 7919).toString(36)} ${'ŋũ'.repeat(i % 3)}</p>`).join('\n');

describe('firstFlightHtml', () => {
  it('is the whole page when its gzip fits', () => {
    expect(firstFlightHtml('<p>short</p>', 14 * 1024)).toBe('<p>short</p>');
  });

  it("is a true beginning of the page, as long as that budget's bytes carry", () => {
    expect(gzipSync(page, { level: 6 }).length).toBeGreaterThan(14 * 1024);
    const first = firstFlightHtml(page, 14 * 1024);
    expect(page.startsWith(first)).toBe(true);
    expect(first.length).toBeGreaterThan(10_000);
    expect(first.length).toBeLessThan(page.length);
    // Its own gzip, with the header, stays near the budget.
    expect(gzipSync(first, { level: 6 }).length).toBeLessThan(14 * 1024 + 256);
  });
});
