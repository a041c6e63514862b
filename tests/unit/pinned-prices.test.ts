// No test writes today's plan prices (src/content/plans.yaml) as literals: a test of a rule
// uses the made-up plans of tests/support/plans.ts, and a test of the real site reads a price
// through tests/support/site-plans.ts, so an editor's consistent new price turns no test red.
//
// The rule, and why it is narrow: small numbers such as 45 or 97 turn up everywhere (minutes,
// ages, made-up amounts), so a literal counts only when
//  - the file can see the site's plans: it names plans.yaml, site-plans or the 'plans'
//    collection, or runs the built site or functions (tests/e2e, tests/functions, tests/budget
//    and their helpers); any other test's amounts are its own inputs, whatever their value;
//  - and it stands where a price stands: money as the site writes it ("KES 6,000", "$45"),
//    a plan period's { kes, usd } pair, an `amount:` (whole units or subunits), a quoted
//    number ('1053', as a form field holds it), or an array of three or more prices.
// Whole-line comments are skipped: an example in prose pins nothing.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sitePlans } from '../support/site-plans';

const root = path.resolve(import.meta.dirname, '../..');
const PERIODS = ['monthly', 'quarterly', 'yearly'] as const;

interface Prices {
  USD: Set<number>;
  KES: Set<number>;
  /** "kes|usd" of each plan and period. */
  pairs: Set<string>;
}

function pricesOf(plans: typeof sitePlans): Prices {
  const prices: Prices = { USD: new Set(), KES: new Set(), pairs: new Set() };
  for (const plan of plans) {
    for (const period of PERIODS) {
      prices.USD.add(plan[period].usd);
      prices.KES.add(plan[period].kes);
      prices.pairs.add(`${plan[period].kes}|${plan[period].usd}`);
    }
  }
  return prices;
}

/** Files that can see the site's plans: they name them, or run the built site or functions. */
function seesSitePlans(file: string, text: string): boolean {
  return (
    /^tests\/(e2e|functions|budget|support\/(e2e|functions))\//.test(file) || /plans\.yaml|site-plans|['"]plans['"]/.test(text)
  );
}

// A number as a test writes it: 6000, 6,000 or 45.5, not part of a longer number.
const N = String.raw`(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?![\d.,]*\d)`;
const value = (whole: string, fraction = '') => Number(whole.replace(/,/g, '') + fraction);

const CONTEXTS: { re: RegExp; pins: (m: RegExpMatchArray, p: Prices) => boolean }[] = [
  // Money as the site writes it.
  {
    re: new RegExp(String.raw`\b(USD|KES|KSh)\s?${N}`, 'gi'),
    pins: (m, p) => (m[1]!.toUpperCase() === 'USD' ? p.USD : p.KES).has(value(m[2]!, m[3])),
  },
  { re: new RegExp(String.raw`\$${N}`, 'g'), pins: (m, p) => p.USD.has(value(m[1]!, m[2])) },
  // A plan period's prices, in either order.
  {
    re: new RegExp(String.raw`\bkes['"]?\s*:\s*${N}\s*,\s*usd['"]?\s*:\s*${N}`, 'gi'),
    pins: (m, p) => p.pairs.has(`${value(m[1]!, m[2])}|${value(m[3]!, m[4])}`),
  },
  {
    re: new RegExp(String.raw`\busd['"]?\s*:\s*${N}\s*,\s*kes['"]?\s*:\s*${N}`, 'gi'),
    pins: (m, p) => p.pairs.has(`${value(m[3]!, m[4])}|${value(m[1]!, m[2])}`),
  },
  // An amount, in whole units or in subunits.
  {
    re: new RegExp(String.raw`\bamount['"]?\s*:\s*['"]?${N}`, 'gi'),
    pins: (m, p) => [value(m[1]!, m[2]), value(m[1]!, m[2]) / 100].some((n) => p.USD.has(n) || p.KES.has(n)),
  },
  // A number in quotes, as a form field holds it.
  {
    re: new RegExp(String.raw`(['"\x60])${N}\1`, 'g'),
    pins: (m, p) => p.USD.has(value(m[2]!, m[3])) || p.KES.has(value(m[2]!, m[3])),
  },
  // A list of prices.
  {
    re: /\[\s*\d[\d\s,._]*\]/g,
    pins: (m, p) =>
      (m[0].match(/\d[\d_]*(\.\d+)?/g) ?? []).filter((n) => {
        const x = Number(n.replace(/_/g, ''));
        return p.USD.has(x) || p.KES.has(x);
      }).length >= 3,
  },
];

/** The lines of `text` that write one of the prices where a price stands, as "line: literal". */
function pinnedPrices(text: string, prices: Prices): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, i) => {
    if (/^\s*(\/\/|\/\*|\*)/.test(line)) return;
    for (const { re, pins } of CONTEXTS) {
      for (const m of line.matchAll(re)) if (pins(m, prices)) found.push(`${i + 1}: ${m[0]}`);
    }
  });
  return found;
}

function testFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((e) => {
    const file = `${folder}/${e.name}`;
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : testFiles(file);
    return /\.(ts|tsx|mts|mjs|js|cjs)$/.test(e.name) ? [file] : [];
  });
}

const site = pricesOf(sitePlans);

describe('the rule', () => {
  // Built from today's prices, so it holds whatever an editor sets.
  const plan = sitePlans[0]!;
  const { kes, usd } = plan.monthly;
  const grouped = kes.toLocaleString('en-US');

  it('finds a price list, money text, a { kes, usd } pair, an amount and a quoted number', () => {
    const allUsd = sitePlans.flatMap((p) => PERIODS.map((t) => p[t].usd));
    expect(pinnedPrices(`expect(usd).toEqual([${allUsd.join(', ')}]);`, site)).toHaveLength(1);
    expect(pinnedPrices(`toHaveText('KES ${grouped}')`, site)).toEqual([`1: KES ${grouped}`]);
    expect(pinnedPrices(`toContainText('$${usd}')`, site)).toEqual([`1: $${usd}`]);
    expect(pinnedPrices(`e.monthly = { kes: ${kes}, usd: ${usd} };`, site)).toEqual([`1: kes: ${kes}, usd: ${usd}`]);
    expect(pinnedPrices(`{ amount: ${usd * 100} }`, site)).toEqual([`1: amount: ${usd * 100}`]);
    expect(pinnedPrices(`toHaveValue('${kes}')`, site)).toEqual([`1: '${kes}'`]);
  });

  it('leaves a lone number, a longer number, a made-up pair and a comment alone', () => {
    expect(pinnedPrices(`const minutes = ${usd};`, site)).toEqual([]);
    expect(pinnedPrices(`toHaveText('KES ${grouped}5')`, site)).toEqual([]);
    expect(pinnedPrices(`toHaveText('$${usd}.5')`, site)).toEqual([]);
    expect(pinnedPrices(`{ kes: 0, usd: ${usd} }`, site)).toEqual([]);
    expect(pinnedPrices(`  // e.g. "KES ${grouped}"`, site)).toEqual([]);
  });

  it('counts a file that can see the site plans', () => {
    expect(seesSitePlans('tests/e2e/pay.spec.ts', '')).toBe(true);
    expect(seesSitePlans('tests/unit/a.test.ts', "import { sitePrice } from '../support/site-plans';")).toBe(true);
    expect(seesSitePlans('tests/unit/a.test.ts', "import { plans } from '../support/plans';")).toBe(false);
  });
});

describe('tests pin no plan price', () => {
  it.each(testFiles('tests'))('%s', (file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    if (!seesSitePlans(file, text)) return;
    // A hit: read the price from tests/support/site-plans.ts, or use the made-up plans.
    expect(pinnedPrices(text, site)).toEqual([]);
  });
});
