// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { loadEnv } from 'vite';

// `site` drives canonical URLs, Open Graph and the sitemap; set PUBLIC_SITE_URL per deployment.
const env = loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), 'PUBLIC_');
const site = env.PUBLIC_SITE_URL || process.env.PUBLIC_SITE_URL || 'https://jengacode.example';

export default defineConfig({
  site,
  // Separate output and cache folders let several builds (e.g. test runs) share one checkout.
  outDir: process.env.ASTRO_OUT_DIR || './dist',
  cacheDir: process.env.ASTRO_CACHE_DIR || './node_modules/.astro',
  trailingSlash: 'never',
  build: { format: 'file', inlineStylesheets: 'always' },
  // Astro only hints the prefetch of links the visitor is about to open; no JS for it on the page.
  prefetch: false,
  integrations: [
    react(),
    sitemap({
      // Result screens, the dashboard and the donation checkout step are not pages to find through search.
      filter: (page) => !/\/(success|error|paysuccess|payerror|dashboard|donatepay|404)$/.test(page.replace(/\/$/, '')),
    }),
  ],
  vite: {
    plugins: [tailwindcss()],
    // Scripts stay external files (cached, and allowed by the CSP's 'self'); nothing inline
    // but Astro's fixed island loader, whose hashes firebase.json lists.
    build: { assetsInlineLimit: 0 },
  },
});
