// docs/kiswahili.md lists every Kiswahili text for a native speaker's review, built from the
// catalogue (src/i18n/registry.ts `dictionaries`) and the content files' `sw:` fields. The test
// writes the list when KISWAHILI_DOCS=write (node scripts/kiswahili-strings.mjs sets it) and
// otherwise fails naming every line that changed.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { dictionaries } from '../../../src/i18n/registry';
import { areaRows, changedLines, contentRows, listOf, reviewList, withList } from '../../../scripts/lib/kiswahili-strings.mjs';
import { REVIEW_SAMPLES } from './review-samples';

const root = path.resolve(import.meta.dirname, '../../..');
const DOC = path.join(root, 'docs/kiswahili.md');

/** Every content file, parsed, by its path. */
function contentFiles(): Record<string, unknown> {
  const dir = 'src/content';
  const files = readdirSync(path.join(root, dir))
    .filter((name) => name.endsWith('.yaml'))
    .sort();
  return Object.fromEntries(files.map((name) => [`${dir}/${name}`, yaml.load(readFileSync(path.join(root, dir, name), 'utf8'))]));
}

describe('the Kiswahili strings for review', () => {
  it('lists every text of an area, one-word ones included, with the English beside it and functions called', () => {
    const area = {
      en: {
        signOut: 'Sign out',
        code: '42',
        greet: (name: string) => `Hello ${name}`,
        items: (n: number) => (n === 1 ? 'one item' : `${n} items`),
      },
      sw: {
        signOut: 'Ondoka',
        code: '42',
        greet: (name: string) => `Habari ${name}`,
        items: (n: number) => (n === 1 ? 'kitu kimoja' : `vitu ${n}`),
      },
    };
    expect(areaRows(area)).toEqual([
      ['signOut', 'Sign out', 'Ondoka'],
      ['greet()', 'Hello {name}', 'Habari {name}'],
      ['items(1)', 'one item', 'kitu kimoja'],
      ['items(2)', '2 items', 'vitu 2'],
    ]);
  });

  it('pairs each sw: field of a content file with its English field', () => {
    const data = [
      {
        id: 'starter',
        name: 'Starter',
        features: ['Live classes'],
        sw: { name: 'Mwanzo', features: ['Madarasa ya moja kwa moja'] },
      },
    ];
    expect(contentRows(data)).toEqual([
      ['starter.name', 'Starter', 'Mwanzo'],
      ['starter.features.0', 'Live classes', 'Madarasa ya moja kwa moja'],
    ]);
  });

  it('docs/kiswahili.md holds the current list', () => {
    const doc = readFileSync(DOC, 'utf8');
    const list = reviewList(dictionaries, contentFiles(), REVIEW_SAMPLES);
    if (process.env.KISWAHILI_DOCS === 'write') writeFileSync(DOC, withList(doc, list));
    const current = readFileSync(DOC, 'utf8');
    const changed = changedLines(listOf(current), list);
    expect(changed, 'docs/kiswahili.md is stale: run node scripts/kiswahili-strings.mjs').toEqual([]);
    expect(listOf(current)).toBe(list);
  });

  it('calls every catalogue function with sample values', () => {
    const failed = reviewList(dictionaries, {}, REVIEW_SAMPLES)
      .split('\n')
      .filter((line) => line.includes('not callable with sample values'));
    expect(failed).toEqual([]);
  });
});
