// A missing interface string stops `astro build` naming the language and the key; content
// without its Kiswahili text builds, and the build lists it. Each runs a real build on a copy
// of the project with one text taken out.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCopy } from '../../support/build-copy';

/** A copy of the project with `edit` applied to one file, built; its exit code and output. */
function buildWith(file: string, edit: (text: string) => string) {
  const { status, output } = buildCopy((work) => {
    const target = path.join(work, file);
    const good = readFileSync(target, 'utf8');
    const changed = edit(good);
    expect(changed, `the fixture edit changed ${file}`).not.toBe(good);
    writeFileSync(target, changed);
  });
  return { code: status, output };
}

describe('the build and the languages', () => {
  it('fails on an interface string a language lacks, naming the language and the key', () => {
    const { code, output } = buildWith('src/i18n/sw/shell.ts', (text) => text.replace(/^\s*send: '[^']*',\n/m, ''));
    expect(code, output).not.toBe(0);
    expect(output).toContain('sw: shell.footer.send');
  }, 120_000);

  it('builds content without its Kiswahili text and lists it', () => {
    // The first FAQ loses its Kiswahili answer; the page falls back to the English one.
    const { code, output } = buildWith('src/content/faqs.yaml', (text) => text.replace(/^( {4}answer: .*\n)/m, ''));
    expect(code, output).toBe(0);
    expect(output).toMatch(/sw: faqs\.yaml \S+ answer/);
  }, 120_000);
});
