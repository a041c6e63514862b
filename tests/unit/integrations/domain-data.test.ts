// The domain-data integration (src/integrations/domain-data) on a fixture site built by
// Astro: the build writes src/domain's data modules from the site's own countries.yaml,
// and a broken entry fails the build naming the file, the entry and the field.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildFixture, type FixtureBuild } from '../../support/astro-fixture';

let built: FixtureBuild | undefined;
afterEach(() => built?.remove());

describe('domain-data', () => {
  it("writes src/domain's countries and phone rules for the fixture's two countries", () => {
    built = buildFixture('domain-data');
    expect(built.code, built.output).toBe(0);
    const countries = JSON.parse(readFileSync(path.join(built.site, 'src/domain/countries.json'), 'utf8'));
    expect(countries.map((c: { code: string; utcOffsetMinutes: number }) => [c.code, c.utcOffsetMinutes])).toEqual([
      ['KE', 180],
      ['NG', 60],
    ]);
    const phones = JSON.parse(readFileSync(path.join(built.site, 'src/domain/phone-metadata.json'), 'utf8'));
    expect(Object.keys(phones.countries)).toEqual(['KE', 'NG']);
  }, 130_000);

  it('fails the build on a country with no zone, naming the file, the entry and the field', () => {
    built = buildFixture('domain-data', (site) => {
      writeFileSync(
        path.join(site, 'src/content/countries.yaml'),
        "- { id: KE, name: Kenya, dial: '+254', tz: Africa/Nairobi, flag: '🇰🇪' }\n",
      );
    });
    expect(built.code).not.toBe(0);
    expect(built.output).toContain('src/content/countries.yaml: entry "KE", field "zone": missing');
  }, 130_000);
});
