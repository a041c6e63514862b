// The build step that trims each page to the CSS it uses and moves its own scripts after its
// first paint (src/integrations/lean-pages): its parts, then the integration on a fixture site.
import { chromium } from '@playwright/test';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leanPage } from '../../../src/integrations/lean-pages/index.mjs';
import { classTokens, cssForPage } from '../../../src/integrations/lean-pages/css-per-page.mjs';
import { AFTER_PAINT_LOADER } from '../../../src/integrations/lean-pages/after-paint.mjs';
import { buildFixture, serveFolder, type FixtureBuild } from '../../support/astro-fixture';

const css = [
  ':root,:host{--color-brand-700:#6d28d9;--color-unused:#000;--font-sans:system-ui;--default-font-family:var(--font-sans)}',
  'html{font-family:var(--default-font-family)}',
  '.flex{display:flex}',
  '.grid{display:grid}',
  '.bg-brand-700{background-color:var(--color-brand-700)}',
  '.md\\:grid-cols-2{grid-template-columns:repeat(2,minmax(0,1fr))}',
  '.btn:disabled,.btn[aria-disabled=true]{opacity:.55}',
  '.space-y-2>:not(:last-child){margin-bottom:.5rem}',
  '.group-open\\:rotate-45:is(:where(.group):is([open]) *){rotate:45deg}',
  '.card:not(.quiet){box-shadow:0 1px 2px #0001}',
  '@media (width>=48rem){.md\\:flex{display:flex}.hidden-on-page{display:none}}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-unread{syntax:"*";inherits:false}',
  '.shadow{--tw-shadow:0 1px 3px #0001;box-shadow:var(--tw-shadow)}',
].join('');

const page = '<div class="flex md:grid-cols-2 bg-brand-700 btn group card"><p class="group-open:rotate-45"></p></div>';

describe('cssForPage', () => {
  const out = cssForPage(css, classTokens([page, 'el.classList.add("md:flex")']), page);

  it('keeps the rules whose classes the page or its scripts carry', () => {
    for (const kept of [
      '.flex{',
      '.bg-brand-700{',
      '.md\\:grid-cols-2{',
      '.btn:disabled',
      '.group-open\\:rotate-45',
      '.card:not(.quiet)',
      '.md\\:flex{',
      'html{',
    ]) {
      expect(out).toContain(kept);
    }
  });

  it('drops rules for classes the page never uses, inside media queries too', () => {
    for (const dropped of ['.grid{', '.space-y-2', '.hidden-on-page', '.shadow{']) expect(out).not.toContain(dropped);
  });

  it('drops custom properties nothing reads, and keeps the ones read through other properties', () => {
    expect(out).toContain('--color-brand-700:');
    expect(out).toContain('--font-sans:');
    expect(out).toContain('--default-font-family:');
    expect(out).not.toContain('--color-unused');
    expect(out).not.toContain('@property --tw-unread');
    expect(out).not.toContain('@property --tw-shadow');
  });

  it('keeps a custom property that a script on the page reads', () => {
    const withScript = cssForPage(css, classTokens([page]), `${page}<script>getPropertyValue('--color-unused')</script>`);
    expect(withScript).toContain('--color-unused:#000');
  });
});

describe('classTokens', () => {
  it('splits class lists, quotes and template literals into words', () => {
    const tokens = classTokens(['<a class="btn btn-primary !min-h-10">', 'className:`card ${x?"pricing-popular":"p-6"}`']);
    for (const word of ['btn', 'btn-primary', '!min-h-10', 'card', 'pricing-popular', 'p-6']) expect(tokens.has(word)).toBe(true);
  });
});

describe('leanPage', () => {
  it('keeps CSS for classes that only the scripts an island loads later will add', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'lean-'));
    mkdirSync(join(dist, '_astro'));
    writeFileSync(join(dist, '_astro/Island.js'), 'const m=["_astro/Later.js"];const x=()=>import(`./Card.js`);');
    writeFileSync(join(dist, '_astro/Later.js'), 'e.className="from-preload-list"');
    writeFileSync(join(dist, '_astro/Card.js'), 'jsx("div",{className:"from-lazy-card"})');
    writeFileSync(join(dist, 'console.js'), 'el.className="from-plain-script"');
    const html =
      '<html><head><style>.from-preload-list{color:red}.from-lazy-card{color:blue}.from-plain-script{color:navy}.nowhere{color:green}</style></head><body><astro-island component-url="/_astro/Island.js"></astro-island><script type="module" src="/console.js"></script></body></html>';
    const out = await leanPage(dist, html);
    expect(out).toContain('.from-preload-list{');
    expect(out).toContain('.from-lazy-card{');
    expect(out).toContain('.from-plain-script{');
    expect(out).not.toContain('.nowhere');
  });
});

describe('the lean-pages integration on a fixture site built by Astro', () => {
  let built: FixtureBuild;
  beforeAll(() => {
    built = buildFixture('lean-pages');
  }, 130_000);
  afterAll(() => built?.remove());
  const style = (page: string) => /<style>([\s\S]*?)<\/style>/.exec(built.read(page))?.[1] ?? '';

  it('builds', () => {
    expect(built.code, built.output).toBe(0);
    expect(built.output).toContain('2 pages trimmed to the CSS they use');
  });

  it("keeps each page's own rules, and those its script and island add later, and drops the rest", () => {
    expect(style('index.html')).toContain('.kept{');
    expect(style('index.html')).toContain('.added-later{');
    expect(style('index.html')).toContain('.from-island-open{');
    expect(style('index.html')).not.toContain('.nowhere');
    expect(style('plain.html')).toContain('.kept{');
    for (const dropped of ['.added-later', '.from-island-open', '.nowhere', '--unread'])
      expect(style('plain.html')).not.toContain(dropped);
  });

  it("lists the page's own module script on the after-paint loader instead of loading it with the document", () => {
    const html = built.read('index.html');
    expect(html).not.toMatch(/<script type="module" src=/);
    // The page's script, then Astro's island runtime in its own file (island-runtime-file.mjs).
    expect(html).toMatch(/<script data-after-paint="\/_astro\/[\w.-]+\.js \/_astro\/island-runtime\.[\w-]+\.js">/);
    expect(html).not.toContain('customElements.define("astro-island"');
    expect(html).toContain(AFTER_PAINT_LOADER);
    expect(built.read('plain.html')).not.toContain('data-after-paint');
  });

  it('runs that script once the page has painted', async () => {
    const site = await serveFolder(built.dist);
    const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium' });
    try {
      const page = await browser.newPage();
      await page.goto(site.url);
      await expect.poll(() => page.locator('body.added-later script[data-loaded]').count(), { timeout: 10_000 }).toBe(1);
      // The island runtime came from its file and hydrated the island (Astro drops `ssr` then).
      await expect.poll(() => page.locator('astro-island:not([ssr])').count(), { timeout: 10_000 }).toBe(1);
    } finally {
      await browser.close();
      site.server.close();
    }
  });
});
