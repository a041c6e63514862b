// Measures what a page costs a parent on first load: each response the browser receives
// before any scroll or touch, compressed with gzip (level 6, as static hosts serve it).
// Used by the byte budget test (tests/e2e/budget.spec.ts, part of npm test). The bench
// (npm run bench) does not use it: it reads Lighthouse's transfer sizes and compresses files itself.
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

export type Kind = 'document' | 'script' | 'stylesheet' | 'image' | 'font' | 'other';

export interface PageBytes {
  /** Compressed bytes by kind; inline <style> counts as stylesheet, not document. */
  bytes: Record<Kind, number>;
  requests: number;
  urls: string[];
}

const kindOf = (resourceType: string): Kind =>
  resourceType === 'document' ||
  resourceType === 'script' ||
  resourceType === 'stylesheet' ||
  resourceType === 'image' ||
  resourceType === 'font'
    ? resourceType
    : 'other';

const gz = (body: Buffer | string) => gzipSync(body, { level: 6 }).length;

/** Loads `path` and collects every response until the network has been quiet. */
export async function measure(page: Page, path: string): Promise<PageBytes> {
  const bodies: Promise<{ kind: Kind; url: string; body: Buffer | null }>[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (url.startsWith('data:')) return;
    const kind = kindOf(response.request().resourceType());
    bodies.push(
      response
        .body()
        .then((body) => ({ kind, url, body }))
        .catch(() => ({ kind, url, body: null })),
    );
  });
  await page.goto(path, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const seen = await Promise.all(bodies);
  const bytes: Record<Kind, number> = { document: 0, script: 0, stylesheet: 0, image: 0, font: 0, other: 0 };
  for (const { kind, body } of seen) {
    if (!body) continue;
    if (kind === 'document') {
      // Inline CSS is CSS: count it there, and the rest of the document as HTML.
      const html = body.toString('utf8');
      const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
      bytes.stylesheet += styles ? gz(styles) : 0;
      bytes.document += gz(html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, ''));
    } else {
      bytes[kind] += gz(body);
    }
  }
  return { bytes, requests: seen.length, urls: seen.map((s) => s.url) };
}

export const KB = 1024;
