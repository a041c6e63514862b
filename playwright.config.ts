import { defineConfig, devices } from '@playwright/test';

// scripts/test.mjs serves the built site on the Hosting emulator and passes its URL.
const baseURL = process.env.SITE_URL ?? 'http://127.0.0.1:5000';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 8_000 },
  reporter: [['list']],
  outputDir: process.env.PLAYWRIGHT_OUTPUT_DIR ?? 'test-results',
  use: {
    baseURL,
    // Recording a trace costs every test CPU (a snapshot per action) on a 2-core runner. In CI a
    // failure is retried once, and the retry records the trace; locally, with no retries, keep one
    // for each failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    ...devices['Desktop Chrome'],
    // The offline worker would answer requests before page.route() sees them; only
    // tests/e2e/offline.spec.ts, which tests the worker itself, lets it install.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless=new',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
