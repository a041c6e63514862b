// `npm test`: every test of the product, on a fresh clone with nothing running.
//   lint       ESLint (zero warnings), Prettier's check and the functions' import check: `npm run lint`
//   unit       vitest unit project: domain rules, the functions' pure modules, islands in
//              happy-dom, content files, build steps on fixture sites, scripts, services,
//              the docs' links and paths
//   check      astro check (types across the site, islands and tests)
//   rules      Firestore rules against the real emulator            ┐
//   functions  every function feature against the emulators, MailDev  │ inside one
//              and the Paystack and WhatsApp + SMS stand-ins          ├ `firebase emulators:exec`
//   e2e        Playwright in Chromium against the Hosting emulator,   │
//              and the byte budgets over the built site               ┘
// TEST_ONLY=unit,e2e runs a subset; TEST_PORT_OFFSET=100 shifts every port; E2E_GREP filters Playwright;
// VITEST_FILTER=manage filters the rules and functions files by path.
// After the build, lint, unit and check run beside the rules and functions suites (which mostly
// wait on the emulators); the browser tests start once they are done.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { summarise } from './lib/test-summary.mjs';
import { buildAll, emulatorEnv, emulatorsExec, fail, localSetup, root, run } from './lib/local.mjs';
import { writeFunctionsEnv, writeLocalFirebaseConfig } from './lib/local-config.mjs';

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
  if (code !== 0) failures.push(`${name} (exit code ${code})`);
};

if (!existsSync(process.env.CHROME_PATH || '/usr/bin/chromium') && only.includes('e2e')) {
  fail('Chromium was not found at /usr/bin/chromium. Install it with: apt-get install -y chromium (or set CHROME_PATH).');
}

/** The steps that need no emulator, in order: [name, command, args]. */
const staticSteps = [
  ['lint', 'npm', ['run', '--silent', 'lint']],
  [
    'unit',
    'npx',
    ['vitest', 'run', '--project', 'unit', '--reporter=default', '--reporter=json', `--outputFile=${reports}/unit.json`],
  ],
  ['check', 'npx', ['astro', 'check']],
].filter(([name]) => only.includes(name));

const emulated = only.filter((part) => ['rules', 'functions', 'e2e'].includes(part));
// The site is built before anything runs beside it: `astro check` and the build share
// Astro's generated types.
const built = emulated.length ? buildAll(setup) === 0 : false;
if (emulated.length && !built) failures.push('build');

if (built && staticSteps.length && emulated.some((part) => part !== 'e2e')) {
  // The rules and functions suites mostly wait on the emulators, leaving the CPU free for
  // lint, unit tests and types: those run beside them, and the browser tests, which need
  // the whole machine, wait until they are done (inside-emulators.mjs reads the marker).
  const staticLog = join(reports, 'static.log');
  const staticDone = join(reports, 'static.done');
  const staticCodes = runStaticSteps(staticLog).then((codes) => {
    writeFileSync(staticDone, '');
    return codes;
  });
  await runEmulated({ STATIC_STEPS_DONE: staticDone });
  const codes = await staticCodes;
  console.log(`\n--- lint, unit tests and types (run beside the emulators; also in ${staticLog}) ---`);
  process.stdout.write(readFileSync(staticLog, 'utf8'));
  for (const [name, code] of codes) step(name, code);
} else {
  for (const [name, command, args] of staticSteps) step(name, run(command, args));
  if (built) await runEmulated({});
}

/** Runs the emulator parts (rules, functions, e2e) inside `firebase emulators:exec`. */
async function runEmulated(extraEnv) {
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
    { ...emulatorEnv(), ...setup.testEnv, TEST_REPORTS: reports, TEST_PORT_OFFSET: String(setup.offset), ...extraEnv },
  );
  step(emulated.join('+'), code);
}

/** The static steps one after another, their output in `log`; resolves with each exit code. */
async function runStaticSteps(log) {
  const fd = openSync(log, 'w');
  /** @type {[string, number][]} */
  const codes = [];
  for (const [name, command, args] of staticSteps) {
    const code = await new Promise((done) => {
      const child = spawn(command, args, { cwd: root, stdio: ['ignore', fd, fd], env: process.env });
      child.on('error', () => done(1));
      child.on('exit', (exit) => done(exit ?? 1));
    });
    codes.push([name, code]);
  }
  closeSync(fd);
  return codes;
}

/**
 * Runs `firebase emulators:exec` with the emulators' chatter in .cache/reports-<offset>/emulators.log and
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

// The closing lines over every runner: the whole count, and each failing or flaky test by name.
const { passed, failed: failedTests, skipped, failedNames, flakyNames, skippedNames, outsideErrors } = summarise(reports);
let failed = failedTests;
if (flakyNames.length) console.log(`\nPassed only on retry:\n${flakyNames.map((n) => `  ${n}`).join('\n')}`);
if (skippedNames.length) console.log(`\nNot run:\n${skippedNames.map((n) => `  ${n}`).join('\n')}`);
if (outsideErrors.length) console.error(`\nErrors outside any test:\n${outsideErrors.map((n) => `  ${n}`).join('\n')}`);
if (failedNames.length) console.error(`\nFailed:\n${failedNames.map((n) => `  ${n}`).join('\n')}`);
if (failures.length) console.error(`\nFailed steps: ${failures.join(', ')}`);
if (failures.length && failed === 0) failed = failures.length;
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failures.length ? 1 : 0);
