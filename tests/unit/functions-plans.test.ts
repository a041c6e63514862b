// The functions read the plans data file with the site's own schema.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { parsePlans } from '../../functions/src/payments/plans';

const real = yaml.load(readFileSync(new URL('../../src/content/plans.yaml', import.meta.url), 'utf8')) as Record<
  string,
  unknown
>[];

describe('parsePlans (functions)', () => {
  it('accepts the plans data file', () => {
    expect(parsePlans(real).map((p) => p.id)).toEqual(real.map((p) => p.id));
  });

  it('refuses a file that is not a price list, naming the entry and field', () => {
    expect(() => parsePlans([])).toThrow(/plans\.yaml/);
    expect(() => parsePlans({ plans: real })).toThrow(/plans\.yaml/);
    const broken = structuredClone(real);
    (broken[1]!.yearly as Record<string, unknown>).usd = '810';
    expect(() => parsePlans(broken)).toThrow(/plans\.yaml: 1\.yearly\.usd: /);
    const negative = structuredClone(real);
    (negative[0]!.monthly as Record<string, unknown>).kes = -1;
    expect(() => parsePlans(negative)).toThrow(/0\.monthly\.kes/);
  });
});
