// Every package a source file imports is declared in the package.json nearest to it: the site,
// its build steps and scripts in the root's, the Cloud Functions in functions/package.json,
// which is all `npm ci` installs for their deployment. A package that arrives only as another's
// dependency can vanish with that package's next release.
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const sources = /\.(ts|tsx|mts|mjs|js|astro)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(full);
    return sources.test(entry.name) ? [full] : [];
  });
}

/** The bare specifiers a file imports: static, side-effect, re-export and dynamic imports alike. */
export function importedSpecifiers(text: string): string[] {
  const found = ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
  return [...new Set(found)].filter((s) => !s.startsWith('.') && !s.startsWith('/'));
}

/** The package a specifier names (`@scope/name/sub` -> `@scope/name`), or null for a built-in or virtual module. */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith('node:') || /^(astro|virtual):/.test(specifier)) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  return builtinModules.includes(name) ? null : name;
}

function declared(packageJson: string): Set<string> {
  const json = JSON.parse(readFileSync(packageJson, 'utf8')) as Record<string, Record<string, string> | undefined>;
  return new Set([...Object.keys(json.dependencies ?? {}), ...Object.keys(json.devDependencies ?? {})]);
}

// The root's scripts that drive Firebase as an admin require firebase-admin from the functions'
// own install, which declares it.
const functionsRequire = "createRequire(join(root, 'functions/package.json'))";

function undeclared(folders: string[], packageJson: string): string[] {
  const names = declared(path.join(root, packageJson));
  const functionsNames = declared(path.join(root, 'functions/package.json'));
  return folders
    .flatMap((folder) => filesUnder(path.join(root, folder)))
    .flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const also = text.includes(functionsRequire) ? functionsNames : new Set<string>();
      return [...new Set(importedSpecifiers(text).map(packageOf))]
        .filter((name): name is string => name !== null && !names.has(name) && !also.has(name))
        .map((name) => `${path.relative(root, file)} imports ${name}`);
    });
}

describe('declared packages', () => {
  it('reads the specifiers and packages of imports', () => {
    const text = `import type { Response } from 'express';\nimport 'side';\nexport { a } from '@scope/pkg/sub';\nawait import('lazy');\nimport x from './local';\nimport fs from 'node:fs';`;
    expect(importedSpecifiers(text).sort()).toEqual(['@scope/pkg/sub', 'express', 'lazy', 'node:fs', 'side']);
    expect(['express', '@scope/pkg/sub', 'node:fs', 'path', 'astro:content'].map(packageOf)).toEqual([
      'express',
      '@scope/pkg',
      null,
      null,
      null,
    ]);
  });

  it('has every package functions/src imports in functions/package.json', () => {
    expect(undeclared(['functions/src'], 'functions/package.json')).toEqual([]);
  });

  it("has every package the site, its build steps and scripts import in the root's package.json", () => {
    expect(undeclared(['src', 'scripts'], 'package.json')).toEqual([]);
  });
});
