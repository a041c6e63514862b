// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { localSetup } from './scripts/lib/local.mjs';
import { PUBLIC_ENV_SCHEMA, clientEnvModule } from './scripts/lib/public-env.mjs';
import { domainData } from './src/integrations/domain-data/index.mjs';
import { staffConsole } from './src/integrations/staff-console/index.mjs';
import { leanPages } from './src/integrations/lean-pages/index.mjs';
import { intentDirective } from './src/integrations/client-intent/index.mjs';
import { firstPaint } from './src/integrations/first-paint/index.mjs';
import { adminCms } from './src/integrations/admin-cms/index.mjs';
import { cspHashes } from './src/integrations/csp-hashes/index.mjs';
import { offlineWorker } from './src/integrations/offline/index.mjs';
import { languageCheck } from './src/integrations/language-check/index.mjs';
import { i18nRouting, sitemapI18n, withDefaultAlternate } from './src/integrations/language-check/routing.mjs';

// `site` drives canonical URLs, Open Graph and the sitemap; set PUBLIC_SITE_URL per deployment.
const env = loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), 'PUBLIC_');
/** @param {string} name */
const setting = (name) => process.env[name] || env[name] || '';
const site = setting('PUBLIC_SITE_URL') || PUBLIC_ENV_SCHEMA.PUBLIC_SITE_URL.default;

// With no Firebase project configured, the build talks to the local emulators and the
// Paystack stand-in as scripts/lib/local.mjs sets them up (their ports and keys live there
// and in firebase.json). Vite reads PUBLIC_* values from process.env as well as .env files.
if (!setting('PUBLIC_FIREBASE_PROJECT_ID')) {
  for (const [name, value] of Object.entries(localSetup(0).buildEnv)) {
    if (name.startsWith('PUBLIC_') && name !== 'PUBLIC_SITE_URL' && !setting(name)) process.env[name] = value;
  }
}

// A build for a real Firebase project (not a demo- one) must carry its own configuration:
// the local defaults (emulators, the Paystack stand-in) would quietly break payments.
const projectId = setting('PUBLIC_FIREBASE_PROJECT_ID');
if (projectId && !projectId.startsWith('demo-') && setting('PUBLIC_USE_EMULATORS') !== 'true') {
  const required = [
    'PUBLIC_SITE_URL',
    'PUBLIC_FIREBASE_API_KEY',
    'PUBLIC_FIREBASE_APP_ID',
    'PUBLIC_PAYSTACK_PUBLIC_KEY',
    'PUBLIC_PAYSTACK_SCRIPT_URL',
  ];
  const missing = required.filter((name) => !setting(name));
  const loopback = required.filter((name) => /127\.0\.0\.1|localhost|standin/.test(setting(name)));
  if (missing.length || loopback.length) {
    throw new Error(
      `Building for Firebase project "${projectId}" needs real values (see .env.example): ` +
        [...missing.map((n) => `${n} is missing`), ...loopback.map((n) => `${n} points at the local stand-in`)].join('; '),
    );
  }
}

export default defineConfig({
  site,
  // Separate output and cache folders let several builds (e.g. test runs) share one checkout.
  outDir: process.env.ASTRO_OUT_DIR || './dist',
  cacheDir: process.env.ASTRO_CACHE_DIR || './node_modules/.astro',
  trailingSlash: 'never',
  // English at today's addresses, every other language under its prefix (src/i18n/languages.ts).
  i18n: i18nRouting,
  // The browser's PUBLIC_* configuration, typed, with defaults (scripts/lib/public-env.mjs).
  env: { schema: PUBLIC_ENV_SCHEMA },
  build: { format: 'file', inlineStylesheets: 'always' },
  // No prefetching: a page loads when the parent opens it, not on a hover, saving their data.
  prefetch: false,
  integrations: [
    domainData(),
    // Fails the build on an interface string some language lacks; lists content still in English only.
    languageCheck(),
    react(),
    // Before leanPages, which then trims /staff's CSS against the console's script too.
    staffConsole({
      entry: fileURLToPath(new URL('./src/islands/staff/main.tsx', import.meta.url)),
      clientEnv: clientEnvModule(setting),
    }),
    intentDirective(),
    // The inline scripts that draw a parent's own data at first paint (/manage's glance).
    firstPaint(),
    sitemap({
      // Result screens, the dashboard, the manage, waiting-list and move-a-class pages, the staff console, the mentors' page and the donation checkout step are not pages to find through search.
      filter: (page) =>
        !/\/(success|error|paysuccess|payerror|dashboard|manage|waitlist|move|donatepay|staff|mentor|404)$/.test(
          page.replace(/\/$/, ''),
        ),
      // Each address lists its twin in every language, and English as the default.
      i18n: sitemapI18n,
      serialize: withDefaultAlternate,
    }),
    leanPages(),
    // After leanPages: /admin is the editors' form, not a page of the site.
    adminCms(),
    // Last: the worker precaches the files every step before it wrote (docs/offline.md).
    offlineWorker(),
    // After every step that writes a page: the CSP's script hashes follow the pages as they ship.
    cspHashes(),
  ],
  vite: {
    plugins: [
      tailwindcss(),
      // Another language's island entry (src/i18n/<language>/islands/) imports its English island:
      // an entry that may export more than its default is shared as it is, so the English page
      // loads no re-export chunk.
      {
        name: 'island-entries-shared',
        configEnvironment(name, config) {
          if (name === 'client')
            config.build = {
              ...config.build,
              rolldownOptions: { ...config.build?.rolldownOptions, preserveEntrySignatures: 'allow-extension' },
            };
        },
      },
    ],
    // Scripts stay external files (cached, and allowed by the CSP's 'self'); nothing inline
    // but Astro's fixed island loader, whose hashes firebase.json lists.
    build: { assetsInlineLimit: 0 },
  },
});
