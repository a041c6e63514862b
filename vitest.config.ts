/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';
import { yamlModule } from './scripts/lib/yaml-module.mjs';

/** `import data from './x.yaml'` as the functions' build loads it, so tests can import function modules. */
const yamlData = {
  name: 'yaml-data',
  enforce: 'pre' as const,
  transform(source: string, id: string) {
    return /\.ya?ml$/.test(id) ? { code: yamlModule(source, id), map: null } : null;
  },
};

// Three projects: `unit` runs anywhere; `rules` and `functions` need the emulators, so
// scripts/test.mjs runs them inside `firebase emulators:exec`.
export default getViteConfig({
  plugins: [yamlData],
  test: {
    // theme.css is read as text for the colours (src/styles/tokens.ts: the manifest, the mail, the
    // certificate's card), in every project; other CSS stays empty.
    css: { include: [/theme\.css/] },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/unit/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: { name: 'rules', include: ['tests/rules/**/*.test.ts'], testTimeout: 30_000, fileParallelism: false },
      },
      {
        extends: true,
        test: {
          name: 'functions',
          include: ['tests/functions/**/*.test.ts'],
          setupFiles: ['tests/support/functions/setup.ts'],
          testTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
