// `npm test`: every test of the product, on a fresh clone with nothing running.
//   lint       ESLint (zero warnings) and Prettier's check: `npm run lint`
//   unit       vitest unit project (domain rules, islands, content schemas)
//   check      astro check (types across the site, islands and tests)
//   rules      Firestore rules against the real emulator        ┐ inside one
//   functions  verifyPayment and the webhook, emulator + stand-in ├ `firebase emulators:exec`
//   e2e        Playwright in Chromium against the Hosting emulator ┘
// TEST_ONLY=unit,e2e runs a subset; TEST_PORT_OFFSET=100 shifts every port; E2E_GREP filters Playwright;
// VITEST_FILTER=manage filters the rules and functions files by path.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildAll,
  emulatorEnv,
  emulatorsExec,
  fail,
  localSetup,
  root,
  run,
  writeFunctionsEnv,
  writeLocalFirebaseConfig,
} from './lib/local.mjs';

const all = ['lint', 'unit', 'check', 'rules', 'functions', 'e2e'];
const only = (process.env.TEST_ONLY || all.join(',')).split(',').map((s) => s.trim());
const unknown = only.filter((part) => !all.includes(part));
if (unknown.length) fail(`TEST_ONLY names unknown parts: ${unknown.join(', ')} (known: ${all.join(', ')})`);
const setup = localSetup(Number(process.env.TEST_PORT_OFFSET || 0));
const reports = join(root, '.cache', `reports-${setup.offset}`);
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const failures = [];
const step = (name, code) => {
  if (code !== 0) failures.push(name);
};

if (!existsSync(process.env.CHROME_PATH || '/usr/bin/chromium') && only.includes('e2e')) {
  fail('Chromium was not found at /usr/bin/chromium. Install it with: apt-get install -y chromium (or set CHROME_PATH).');
}

if (only.includes('lint')) {
  step('lint', run('npm', ['run', '--silent', 'lint']));
}
if (only.includes('unit')) {
  step(
    'unit',
    run('npx', [
      'vitest',
      'run',
      '--project',
      'unit',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${reports}/unit.json`,
    ]),
  );
}
if (only.includes('check')) {
  step('check', run('npx', ['astro', 'check']));
}

const emulated = only.filter((part) => ['rules', 'functions', 'e2e'].includes(part));
if (emulated.length) {
  if (buildAll(setup) !== 0) {
    failures.push('build');
  } else {
    const config = writeLocalFirebaseConfig(setup);
    writeFunctionsEnv(setup, { testing: true });
    const code = await runBesideEmulators(
      'npx',
      emulatorsExec(
        setup,
        config,
        'auth,firestore,functions,hosting',
        `node scripts/lib/inside-emulators.mjs ${emulated.join(',')}`,
      ),
      { ...emulatorEnv(), ...setup.testEnv, TEST_REPORTS: reports, TEST_PORT_OFFSET: String(setup.offset) },
    );
    step(emulated.join('+'), code);
  }
}

/**
 * Runs `firebase emulators:exec` with the emulators' chatter in reports/emulators.log and
 * the test runners' output (written to TEST_CONSOLE by inside-emulators.mjs) streamed here.
 * When it fails, the log's last lines are shown too, with the file's path.
 */
function runBesideEmulators(command, args, env) {
  const log = join(reports, 'emulators.log');
  const console_ = join(reports, 'console.log');
  writeFileSync(console_, '');
  const logFd = openSync(log, 'w');
  const readFd = openSync(console_, 'r');
  const buffer = Buffer.alloc(64 * 1024);
  const pump = () => {
    for (let n; (n = readSync(readFd, buffer, 0, buffer.length, null)) > 0;) process.stdout.write(buffer.subarray(0, n));
  };
  const colour = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
  return new Promise((done) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', logFd, logFd],
      env: { ...process.env, ...colour, ...env, TEST_CONSOLE: console_ },
    });
    const timer = setInterval(pump, 300);
    const finish = (code) => {
      clearInterval(timer);
      pump();
      closeSync(readFd);
      closeSync(logFd);
      if (code !== 0) {
        const tail = readFileSync(log, 'utf8').trimEnd().split('\n').slice(-60).join('\n');
        console.error(`\n--- last lines of the emulators' log (all of it: ${log}) ---\n${tail}\n---`);
      } else {
        console.log(`(emulators' log: ${log})`);
      }
      done(code);
    };
    child.on('error', () => finish(1));
    child.on('exit', (code) => finish(code ?? 1));
  });
}

// One closing line over every runner, so a reader (or CI) sees the whole count at once.
let passed = 0;
let failed = 0;
let skipped = 0;
for (const name of ['unit', 'rules', 'functions']) {
  const file = join(reports, `${name}.json`);
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}
const e2eFile = join(reports, 'e2e.json');
if (existsSync(e2eFile)) {
  const stats = JSON.parse(readFileSync(e2eFile, 'utf8')).stats ?? {};
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
  skipped += stats.skipped ?? 0;
}
if (failures.length) console.error(`\nFailed steps: ${failures.join(', ')}`);
if (failures.length && failed === 0) failed = failures.length;
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failures.length ? 1 : 0);
