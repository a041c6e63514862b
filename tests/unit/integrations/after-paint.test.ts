// The build step that moves a page's own module scripts behind its first paint (src/integrations/lean-pages/after-paint.mjs).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_LOADER, scriptsAfterPaint } from '../../../src/integrations/lean-pages/after-paint.mjs';

const page = (body: string) => `<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`;

describe('scriptsAfterPaint', () => {
  it('replaces the module script tags with one loader that lists them, once each, at the end of the body', () => {
    const html = page(
      '<main>hi</main><script type="module" src="/_astro/A.js"></script><p>x</p><script type="module" src="/_astro/B.js"></script><script type="module" src="/_astro/A.js"></script>',
    );
    const out = scriptsAfterPaint(html);
    expect(out).not.toContain('type="module"');
    expect(out).toContain(
      `<main>hi</main><p>x</p><script data-after-paint="/_astro/A.js /_astro/B.js">${AFTER_PAINT_LOADER}</script></body>`,
    );
  });

  it('leaves pages without module scripts, inline scripts, JSON data and scripts from elsewhere alone', () => {
    const html = page(
      '<script>1</script><script type="application/ld+json">{}</script><script is:inline type="module" src="/staff-console.js"></script>',
    );
    expect(scriptsAfterPaint(html)).toBe(html);
  });

  it('is the one inline loader the CSP allows by hash', () => {
    const hash = createHash('sha256').update(AFTER_PAINT_LOADER).digest('base64');
    expect(readFileSync('firebase.json', 'utf8')).toContain(`'sha256-${hash}'`);
  });
});
