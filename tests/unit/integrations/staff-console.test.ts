// The staff-console integration (src/integrations/staff-console) on a fixture site built by
// Astro: /staff's script is bundled on its own with the site's astro:env values, the page
// points at its hashed file, and no other page names it.
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildFixture, type FixtureBuild } from '../../support/astro-fixture';

let built: FixtureBuild | undefined;
afterEach(() => built?.remove());

describe('staff-console', () => {
  it("bundles the console's entry into a hashed file that only staff.html loads", () => {
    built = buildFixture('staff-console');
    expect(built.code, built.output).toBe(0);
    const [bundle] = readdirSync(path.join(built.dist, '_astro')).filter((f) => /^staff-console\.\w+\.js$/.test(f));
    expect(bundle).toBeDefined();
    expect(built.read('staff.html')).toContain(`<script type="module" src="/_astro/${bundle}"></script>`);
    expect(built.read('staff.html')).not.toContain('/staff-console.js');
    expect(built.read('index.html')).not.toContain('staff-console');
    // astro:env/client resolved to the values the site is built with.
    expect(built.read(`_astro/${bundle}`)).toContain('https://fixture.example');
  }, 130_000);

  it('fails the build when /staff no longer loads the console', () => {
    built = buildFixture('staff-console', (site) => {
      writeFileSync(
        path.join(site, 'src/pages/staff.astro'),
        '<html lang="en"><head><title>s</title></head><body></body></html>\n',
      );
    });
    expect(built.code).not.toBe(0);
    expect(built.output).toContain('staff.html does not load /staff-console.js');
  }, 130_000);
});
