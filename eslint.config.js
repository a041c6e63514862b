// ESLint (flat config): `npm run lint`, zero warnings allowed. JavaScript and TypeScript
// recommended rules everywhere; eslint-plugin-astro on .astro files; jsx-a11y's recommended
// rules (eslint-plugin-jsx-a11y, registered once through eslint-plugin-astro's set, which
// applies them to .astro and .tsx alike); the rules of hooks on the React islands; and, with
// type information, no promise left unhandled in TypeScript.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import astro from 'eslint-plugin-astro';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      '.cache/',
      'local-runs/',
      '.astro/',
      'node_modules/',
      'functions/lib/',
      'functions/node_modules/',
      'reports/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // `_name` marks a parameter or binding that is there on purpose but unused.
      // A rest pattern that leaves fields out (`({ id, ...rest }) => rest`) names them on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // CommonJS preloads (node --require) load their modules with require().
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // A promise nobody awaits or catches fails silently: with type information, every one must
    // be awaited, caught or marked `void` on purpose, and no async function goes where a
    // plain callback is expected (an event handler, a listener).
    files: ['src/**/*.{ts,tsx}', 'functions/src/**/*.ts', 'tests/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error', '@typescript-eslint/no-misused-promises': 'error' },
  },
  ...astro.configs.recommended,
  ...astro.configs['jsx-a11y-recommended'],
  {
    // The islands' hooks live in .ts files beside the components that use them.
    files: ['src/islands/**/*.{ts,tsx}', 'tests/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
