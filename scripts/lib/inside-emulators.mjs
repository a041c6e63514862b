// Runs under `firebase emulators:exec`: starts the Paystack stand-in, MailDev and the
// WhatsApp + SMS stand-in, then the test parts that need the emulators (rules, functions,
// e2e), and stops them.
import { spawn } from 'node:child_process';
import { existsSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { localSetup, root, STANDIN_SECRET, startLocalMail, startLocalMessaging } from './local.mjs';
import { syncLocalPlans } from './local-plans.mjs';
import { warmFirestore, warmFunctions } from './warm-up.mjs';

const parts = (process.argv[2] || 'rules,functions,e2e').split(',');
const setup = localSetup(Number(process.env.TEST_PORT_OFFSET || 0));
const reports = process.env.TEST_REPORTS;

const { startPaystackStandin } = await import('../paystack-standin/server.mjs');
const standin = await startPaystackStandin({
  port: setup.ports.paystack,
  secretKey: STANDIN_SECRET,
  webhookUrl: `${setup.siteUrl}/api/paystackWebhook`,
});
const mail = await startLocalMail(setup);
const messaging = await startLocalMessaging(setup);

// Paid once here rather than inside the first test of each suite (scripts/lib/warm-up.mjs).
await warmFirestore(setup);

// The stand-in's Paystack plans, recorded where /enroll reads them (card renewal).
const synced = await syncLocalPlans(standin.url, setup.projectId);
console.log(`Paystack plans synced: ${synced.created} created, ${synced.found} found, ${synced.skipped} skipped.`);

// The emulators' own log fills this process's stdout; scripts/test.mjs shows the test
// runners' output from TEST_CONSOLE instead, so a reader sees the results alone.
const out = process.env.TEST_CONSOLE ? openSync(process.env.TEST_CONSOLE, 'a') : 'inherit';

// Async, so this process stays free to serve the Paystack stand-in while tests run.
const run = (args, env = {}) =>
  new Promise((done) => {
    const child = spawn('npx', args, { cwd: root, stdio: ['ignore', out, out], env: { ...process.env, ...env } });
    child.on('error', () => done(1));
    child.on('exit', (code) => done(code ?? 1));
  });

// VITEST_FILTER=manage,book runs only the rules and functions test files whose path holds one of those words.
const filters = (process.env.VITEST_FILTER || '').split(',').filter(Boolean);
let failed = false;
for (const project of ['rules', 'functions']) {
  if (!parts.includes(project)) continue;
  const code = await run([
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${join(reports, `${project}.json`)}`,
    ...(filters.length ? ['--passWithNoTests', ...filters] : []),
  ]);
  failed ||= code !== 0;
}
if (parts.includes('e2e') && process.env.STATIC_STEPS_DONE) {
  // Lint, unit tests and types ran beside the suites above (scripts/test.mjs): the browser
  // tests wait for the machine to be theirs.
  if (!existsSync(process.env.STATIC_STEPS_DONE)) console.log('Waiting for lint, unit tests and types before the browser tests…');
  while (!existsSync(process.env.STATIC_STEPS_DONE)) await new Promise((r) => setTimeout(r, 1000));
}
if (parts.includes('e2e')) {
  // The browser suites book seats in the same 7-day window as the functions suites did:
  // they start from an empty database, as a fresh `npm start` does.
  const wiped = await fetch(
    `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${setup.projectId}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  if (!wiped.ok) console.warn(`! Could not empty the Firestore emulator before e2e: ${wiped.status}`);
  // As `npm start` has them: the Paystack plans' codes, recorded again in the empty database.
  await syncLocalPlans(standin.url, setup.projectId);
  // A function's first load takes longer than a browser test waits for the seats of a day.
  const started = Date.now();
  const warmed = await warmFunctions(setup);
  console.log(`${warmed.length} functions loaded for the browser tests in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  const grep = process.env.E2E_GREP ? ['--grep', process.env.E2E_GREP] : [];
  const code = await run(['playwright', 'test', '--reporter=list,json', ...grep], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'e2e.json'),
    PLAYWRIGHT_OUTPUT_DIR: join(root, '.cache', `test-results-${setup.offset}`),
  });
  failed ||= code !== 0;
}
await standin.close();
await mail.close();
await messaging.close();
process.exit(failed ? 1 : 0);
