// Each local run's own copy of firebase.json (its ports, build folder and a CSP that lets
// the loopback stand-ins in) and its own functions folder with env and secrets.
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LOCAL_CHALLENGE_KEY, LOCAL_MANAGE_LINK_KEY, root, STANDIN_SECRET } from './local.mjs';
import { LOCAL_MESSAGING } from './local-messaging.mjs';

/** Loopback origins the local build talks to, added to the production CSP for local runs only. */
function widenCsp(csp, setup) {
  const loopback = [`http://127.0.0.1:${setup.ports.auth}`, `http://127.0.0.1:${setup.ports.firestore}`, setup.paystackUrl].join(
    ' ',
  );
  return csp
    .replace(/script-src ([^;]+)/, `script-src $1 ${setup.paystackUrl}`)
    .replace(/connect-src ([^;]+)/, `connect-src $1 ${loopback}`)
    .replace(/frame-src ([^;]+)/, `frame-src $1 http://127.0.0.1:${setup.ports.auth}`)
    .replace(/; upgrade-insecure-requests/, '');
}

/**
 * firebase.json as production has it, with this run's ports, its build folder and the
 * loopback origins in the CSP. Written beside firebase.json so relative paths still hold.
 */
export function writeLocalFirebaseConfig(setup) {
  const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
  config.hosting.public = setup.distDir;
  for (const rule of config.hosting.headers) {
    for (const header of rule.headers) {
      if (header.key === 'Content-Security-Policy') header.value = widenCsp(header.value, setup);
      // HSTS on plain-http loopback would only confuse a developer's browser.
      if (header.key === 'Strict-Transport-Security') header.value = 'max-age=0';
    }
  }
  // Every emulator entry is named as in setup.ports.
  for (const [name, emulator] of Object.entries(config.emulators)) {
    if (setup.ports[name]) emulator.port = setup.ports[name];
  }
  config.emulators.firestore.websocketPort = setup.ports.firestoreWs;
  for (const codebase of config.functions) codebase.source = setup.functionsDir;
  writeFileSync(join(root, setup.configFile), `${JSON.stringify(config, null, 2)}\n`);
  return setup.configFile;
}

/**
 * This run's functions folder: the built functions (functions/lib, its package.json and
 * node_modules, linked) beside this run's own env and secrets. The Functions emulator reads
 * `.secret.local` and `.env.<project>` from the source folder each time it starts a worker,
 * so a run sharing functions/ with another would take up the other's secrets (its SMTP port,
 * hence its inbox) as soon as that one wrote them. Outside `.cache/`: the emulator watches
 * no folder under a dot-named one, and it reloads the functions when functions/lib is built.
 */
function linkFunctionsDir(setup) {
  const dir = join(root, setup.functionsDir);
  mkdirSync(dir, { recursive: true });
  for (const name of ['package.json', 'lib', 'node_modules']) {
    const link = join(dir, name);
    rmSync(link, { recursive: true, force: true });
    symlinkSync(relative(dir, join(root, 'functions', name)), link);
  }
  return dir;
}

/**
 * The functions read these in the emulator (params and secrets), never from the browser,
 * from this run's functions folder (linkFunctionsDir).
 * Locally no proxy appends to X-Forwarded-For, so its last entry stands for the address
 * Hosting would append (FORWARDED_HOPS=1): a test or the load run can act as many clients.
 * The emulator hands each request to the function over a local socket, so a caller that
 * sends no X-Forwarded-For (a browser here) has the address 'unknown'. `testing` exempts
 * that caller from the per-address limits, so the many requests of the test suites meet
 * only the per-family limits; `npm start` and the load run exempt nobody.
 */
export function writeFunctionsEnv(setup, { testing = false } = {}) {
  const dir = linkFunctionsDir(setup);
  writeFileSync(
    join(dir, `.env.${setup.projectId}`),
    [
      `PAYSTACK_API_URL=${setup.paystackUrl}`,
      `ALLOWED_ORIGINS=${setup.siteUrl},http://localhost:${setup.ports.hosting}`,
      `SITE_URL=${setup.siteUrl}`,
      `WHATSAPP_API_URL=${setup.messagingUrl}/v21.0`,
      `AT_API_URL=${setup.messagingUrl}`,
      'FORWARDED_HOPS=1',
      `RATE_LIMIT_EXEMPT_ADDRESSES=${testing ? 'unknown,127.0.0.1,::1' : ''}`,
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(dir, '.secret.local'),
    [
      `PAYSTACK_SECRET_KEY=${STANDIN_SECRET}`,
      `SMTP_URL=${setup.mail.smtpUrl}`,
      `WHATSAPP_TOKEN=${LOCAL_MESSAGING.token}`,
      `WHATSAPP_APP_SECRET=${LOCAL_MESSAGING.appSecret}`,
      `WHATSAPP_PHONE_NUMBER_ID=${LOCAL_MESSAGING.phoneNumberId}`,
      `WHATSAPP_VERIFY_TOKEN=${LOCAL_MESSAGING.verifyToken}`,
      `AT_USERNAME=${LOCAL_MESSAGING.atUsername}`,
      `AT_API_KEY=${LOCAL_MESSAGING.atApiKey}`,
      `AT_REPORT_SECRET=${LOCAL_MESSAGING.reportSecret}`,
      `MANAGE_LINK_KEY=${LOCAL_MANAGE_LINK_KEY}`,
      `CHALLENGE_KEY=${LOCAL_CHALLENGE_KEY}`,
      '',
    ].join('\n'),
  );
}
