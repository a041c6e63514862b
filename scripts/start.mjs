// `npm start`: the whole product on this machine. Builds the site and the functions, then
// runs the Firebase emulators (Hosting, Auth, Firestore with our rules, Functions; ports in
// firebase.json), the local Paystack stand-in, MailDev and the WhatsApp + SMS stand-in (ports in scripts/lib/local.mjs).
// Scheduled functions do not fire in the emulator: once a minute this script asks the
// functions' local jobs endpoint to run them (class and renewal reminders, expiries, mail and
// message retries), as production's schedules would. The Paystack plans are synced into the
// stand-in (scripts/lib/local-plans.mjs) so cards can renew by themselves. Before it says the site is ready it loads every HTTP function once
// (scripts/lib/warm-up.mjs), so the first booking does not wait for it. PORT_OFFSET shifts
// every port. A save under src/content/ or public/ (the editors' form at /admin works on this checkout) rebuilds
// the site and the functions while it runs (scripts/lib/content-watch.mjs). Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import { renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildAll,
  emulatorEnv,
  fail,
  localSetup,
  root,
  STANDIN_SECRET,
  startLocalMail,
  startLocalMessaging,
} from './lib/local.mjs';
import { writeFunctionsEnv, writeLocalFirebaseConfig } from './lib/local-config.mjs';
import { startPaystackStandin } from './paystack-standin/server.mjs';
import { syncLocalPlans } from './lib/local-plans.mjs';
import { warmFirestore, warmFunctions } from './lib/warm-up.mjs';
import { watchContent } from './lib/content-watch.mjs';

const setup = localSetup(Number(process.env.PORT_OFFSET || 0));
if (buildAll(setup) !== 0) fail('The build failed; the messages above say where.');
const config = writeLocalFirebaseConfig(setup);
writeFunctionsEnv(setup);

const standin = await startPaystackStandin({
  port: setup.ports.paystack,
  secretKey: STANDIN_SECRET,
  webhookUrl: `${setup.siteUrl}/api/paystackWebhook`,
});
const mail = await startLocalMail(setup);
const messaging = await startLocalMessaging(setup);

// `firebase` straight from node_modules/.bin (npm puts it first on PATH): through `npx`
// the stop signal would not reach it.
const emulators = spawn(
  'firebase',
  ['emulators:start', '--config', config, '--project', setup.projectId, '--only', 'auth,firestore,functions,hosting'],
  { cwd: root, stdio: ['inherit', 'pipe', 'inherit'], env: { ...process.env, ...emulatorEnv() } },
);

let announced = false;
let ready = false;
emulators.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (!announced && /All emulators ready/.test(String(chunk))) {
    announced = true;
    prepare().then(welcome, (error) => {
      console.warn(`! ${error.message}`);
      welcome();
    });
    stopWatching = watchContent({ dirs: [join(root, 'src/content'), join(root, 'public')], rebuild });
  }
});

/** The plans /enroll reads, and every function loaded once, before anyone is let in. */
async function prepare() {
  // The stand-in's Paystack plans, recorded where /enroll reads them (card renewal).
  process.env.FIRESTORE_EMULATOR_HOST ||= `127.0.0.1:${setup.ports.firestore}`;
  await syncLocalPlans(standin.url, setup.projectId).then(
    (t) => console.log(`  Paystack plans synced: ${t.created} created, ${t.found} found.`),
    (error) => console.warn(`! Paystack plans: ${error.message}`),
  );
  console.log('  Loading every function once, so the first booking does not wait for it…');
  const started = Date.now();
  await warmFirestore(setup);
  const warmed = await warmFunctions(setup);
  console.log(`  ${warmed.length} functions loaded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

/** A command's exit, without blocking the emulators' output meanwhile. */
const runAsync = (command, args, env = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => resolve(code ?? 1));
  });

/**
 * After an editor saves (scripts/lib/content-watch.mjs), side by side: the site, built beside
 * the one being served and swapped in whole so no page is missing meanwhile; and the
 * functions, which carry the prices /pay accepts (bundled without the type check: a data
 * file cannot change a type, its contents are checked when the functions load). Then the
 * stand-in's plans.
 */
async function rebuild(changed) {
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  console.log(`\n  Rebuilding after a change to ${changed.join(', ')}…`);
  const served = join(root, setup.distDir);
  const next = `${served}.next`;
  rmSync(next, { recursive: true, force: true });
  const site = runAsync('npx', ['astro', 'build'], { ...setup.buildEnv, ASTRO_OUT_DIR: next }).then((code) => {
    if (code !== 0) return console.warn('! The site was not rebuilt: the message above names the file, the entry and the field.');
    rmSync(`${served}.old`, { recursive: true, force: true });
    renameSync(served, `${served}.old`);
    renameSync(next, served);
    rmSync(`${served}.old`, { recursive: true, force: true });
    console.log(`  The site is rebuilt (${seconds()} s).`);
  });
  const functions = runAsync('node', ['scripts/build-functions.mjs', '--no-check']).then((code) => {
    if (code === 0) console.log(`  The functions are rebuilt (${seconds()} s).`);
  });
  await Promise.all([site, functions]);
  await syncLocalPlans(standin.url, setup.projectId).catch((error) => console.warn(`! Paystack plans: ${error.message}`));
}

function welcome() {
  if (stopping) return;
  ready = true;
  console.log(
    `\n  ▶ The site:            ${setup.siteUrl}\n` +
      `    Firestore emulator:  http://127.0.0.1:${setup.ports.firestore}\n` +
      `    Auth emulator:       http://127.0.0.1:${setup.ports.auth}\n` +
      `    Paystack stand-in:   ${standin.url}\n` +
      `    Mail inbox:          ${mail.inboxUrl}  (every mail the site sends)\n` +
      `    WhatsApp + SMS:      ${messaging.url}  (every WhatsApp message and SMS the site sends)\n` +
      '    Press Ctrl-C to stop everything.\n',
  );
}

// firebase-tools can sit silently if a port is taken or Java fails; say so instead of hanging.
const patience = setTimeout(() => {
  if (!announced)
    console.error('\n! The emulators have not started after 120 s. Check the messages above (a port in use? Java?).');
}, 120_000);

// What production's schedules do, once a minute (the emulator never fires them).
const jobs = setInterval(() => {
  if (!ready) return;
  fetch(`${setup.testEnv.FUNCTIONS_URL}/localJobs`, { method: 'POST' })
    .then((res) => res.arrayBuffer())
    .catch((error) => console.warn(`! local jobs: ${error.message}`));
}, 60_000);

let stopping = false;
let stopWatching = () => {};
const stop = async () => {
  if (stopping) return;
  stopping = true;
  stopWatching();
  clearTimeout(patience);
  clearInterval(jobs);
  emulators.kill('SIGINT');
  await standin.close();
  await mail.close();
  await messaging.close();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
emulators.on('exit', async (code) => {
  clearTimeout(patience);
  clearInterval(jobs);
  await standin.close().catch(() => {});
  await mail.close().catch(() => {});
  await messaging.close().catch(() => {});
  process.exit(code ?? 0);
});
