// The web app manifests (src/components/seo/web-manifest.ts): each language's words, the start
// page for a family and for everybody, and the icons Android's install checks ask for.
import { describe, expect, it } from 'vitest';
import { manifestPath, webManifest } from '../../../src/components/seo/web-manifest';
import { APP_ICONS, appIconPng } from '../../../src/components/seo/app-icons';
import { LANGUAGES } from '../../../src/i18n/languages';
import { faviconSvg } from '../../../src/components/seo/favicon';
import { readFileSync, readdirSync } from 'node:fs';

type Manifest = { name: string; lang: string; start_url: string; display: string; icons: { sizes: string; purpose?: string }[] };

describe('the web app manifest', () => {
  it('opens on /dashboard for a family and on the landing page otherwise, in each language', () => {
    expect((webManifest('en', 'family', 'Brand') as Manifest).start_url).toBe('/dashboard');
    expect((webManifest('en', 'public', 'Brand') as Manifest).start_url).toBe('/');
    expect((webManifest('sw', 'family', 'Brand') as Manifest).start_url).toBe('/sw/dashboard');
    expect((webManifest('sw', 'public', 'Brand') as Manifest).start_url).toBe('/sw');
    expect(manifestPath('en')).toBe('/app.webmanifest');
    expect(manifestPath('sw', 'family')).toBe('/sw/app-family.webmanifest');
  });

  it('is in the language of its pages, installable with 192 and 512 pixel icons', () => {
    const descriptions = new Set<unknown>();
    for (const { code } of LANGUAGES) {
      const manifest = webManifest(code, 'public', 'Brand') as Manifest & { description: string };
      expect(manifest.lang).toBe(code);
      expect(manifest.name).toBe('Brand');
      expect(manifest.display).toBe('standalone');
      expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
      expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
      descriptions.add(manifest.description);
    }
    expect(descriptions.size).toBe(LANGUAGES.length);
  });

  it('draws each icon as a PNG of its size', async () => {
    for (const icon of APP_ICONS) {
      const png = await appIconPng(icon);
      const view = new DataView(png.buffer, png.byteOffset);
      expect([...png.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
      expect([view.getUint32(16), view.getUint32(20)]).toEqual([icon.size, icon.size]);
    }
  });
});

describe('the theme colour', () => {
  const source = (file: string) => readFileSync(new URL(`../../../src/${file}`, import.meta.url), 'utf8');
  const token = /--color-brand-700:\s*(#[0-9a-fA-F]{6});/.exec(source('styles/theme.css'))?.[1];

  it("is the brand token of theme.css, in the manifest, the page's meta and the mark alike", () => {
    expect(token).toMatch(/^#[0-9a-fA-F]{6}$/);
    expect((webManifest('en', 'public', 'Brand') as { theme_color: string }).theme_color).toBe(token);
    expect(faviconSvg).toContain(`fill="${token}"`);
    expect(source('layouts/BaseLayout.astro')).toMatch(/<meta name="theme-color" content=\{THEME_COLOUR\}/);
  });

  it('is written out by no page, component, island or script: they read it from theme.css', () => {
    const root = new URL('../../../', import.meta.url);
    const files = ['components', 'layouts', 'pages', 'islands', 'integrations', 'services'].flatMap((folder) =>
      (readdirSync(new URL(`src/${folder}`, root), { recursive: true }) as string[])
        .filter((file) => /\.(astro|tsx?|mjs|js)$/.test(file))
        .map((file) => `src/${folder}/${file}`),
    );
    expect(files).toContain('src/components/seo/favicon.ts');
    for (const file of [...files, 'scripts/make-og-image.mjs'])
      expect(readFileSync(new URL(file, root), 'utf8').toLowerCase(), file).not.toContain(token!.toLowerCase());
  });
});
