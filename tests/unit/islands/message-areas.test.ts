// An English island loads only the messages parts it shows (src/i18n/en/messages/<part>.ts): the
// whole area (its index.ts), the catalogues and every other language's words stay out of its
// static imports, so no English page carries them before the parent acts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const islands = path.join(root, 'src/islands');

/** The module a relative specifier names, as Vite resolves it here (.ts, .tsx, .js, index). */
function resolve(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  return candidates.find((file) => existsSync(file) && !file.endsWith(path.sep) && /\.(ts|tsx|js|mjs|json)$/.test(file)) ?? null;
}

/** Every module `entry` reaches through static value imports (type-only imports and import() left out). */
function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || file.endsWith('.json')) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const [, clause = '', specifier = ''] of text.matchAll(/^(?:import|export)\s+([^;]*?)\s*from\s+'(\.[^']+)'/gms)) {
      if (/^type\s/.test(clause)) continue;
      const target = resolve(file, specifier);
      if (target) visit(target);
    }
  };
  visit(entry);
  return seen;
}

const englishIslands = readdirSync(islands)
  .filter((name) => name.endsWith('.tsx'))
  .map((name) => path.join(islands, name));

describe('English islands and the message catalogue', () => {
  it('finds the English islands', () => {
    expect(englishIslands.length).toBeGreaterThan(5);
  });

  it.each(englishIslands.map((file) => [path.relative(root, file), file]))(
    '%s reaches neither the whole messages area nor another language',
    (_name, file) => {
      const reached = [...staticGraph(file)].map((f) => path.relative(root, f));
      expect(
        reached.filter(
          (f) => f === 'src/i18n/en/messages/index.ts' || f === 'src/i18n/catalogues.ts' || f.startsWith('src/i18n/sw/'),
        ),
      ).toEqual([]);
    },
  );

  it('sees a module that imports another language and the whole area', () => {
    const reached = [...staticGraph(path.join(root, 'src/islands/chosen/sw/LoginCard.tsx'))].map((f) => path.relative(root, f));
    expect(reached).toContain('src/i18n/sw/messages/login.ts');
    const all = [...staticGraph(path.join(root, 'src/i18n/catalogues.ts'))].map((f) => path.relative(root, f));
    expect(all).toContain('src/i18n/en/messages/index.ts');
  });
});
