// What the local scripts (start, test, bench, load, staff, paystack, messaging,
// attach-payments) share to run the whole product on one machine: ports, the local keys and
// stand-in secrets, the Firestore emulator JAR, the build, MailDev, the messaging stand-in and
// `firebase emulators:exec`. Each run's copy of firebase.json and its functions folder are
// written by local-config.mjs.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_MESSAGING } from './local-messaging.mjs';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The local-only Paystack test secret (the stand-in accepts it; real keys live in Functions secrets). */
export const STANDIN_SECRET = 'sk_test_local_standin_secret';
/** The local key manage links are made with (production sets its own MANAGE_LINK_KEY secret). */
export const LOCAL_MANAGE_LINK_KEY = 'local-manage-link-key-not-for-production';
/** The local key booking challenges are signed with (production sets its own CHALLENGE_KEY secret). */
export const LOCAL_CHALLENGE_KEY = 'local-challenge-key-not-for-production';

/**
 * What a local build uses in place of real Firebase and Paystack keys. The stand-in
 * accepts any public key; `demo-` projects need no real Firebase project.
 */
export const LOCAL_KEYS = {
  projectId: 'demo-jengacode',
  firebaseApiKey: 'demo-api-key',
  firebaseAppId: 'demo-app-id',
  paystackPublicKey: 'pk_test_local_standin',
};

/** The local stand-ins' ports: Paystack, MailDev's SMTP, web inbox and control API, and
 *  WhatsApp + SMS (firebase.json holds the emulators' ports). */
const LOCAL_SERVICE_PORTS = { paystack: 5055, smtp: 1025, mailWeb: 1080, mailControl: 1090, messaging: 5066 };

/** The emulators' ports as firebase.json sets them: their one home. */
function emulatorPorts() {
  const { emulators } = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
  const ports = Object.fromEntries(
    Object.entries(emulators)
      .filter(([, e]) => typeof e === 'object' && e && 'port' in e)
      .map(([name, e]) => [name, e.port]),
  );
  return { ...ports, firestoreWs: emulators.firestore.websocketPort };
}

const SYSTEM_FIRESTORE_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

/**
 * Every port, shifted by `offset` so several runs can share a machine. Bases closer than
 * 1000 to each other differ modulo 100, so runs offset by multiples of 100 (up to 900)
 * never take each other's ports.
 */
export function localSetup(offset = 0) {
  const projectId = offset ? `${LOCAL_KEYS.projectId}-${offset}` : LOCAL_KEYS.projectId;
  const ports = Object.fromEntries(
    Object.entries({ ...emulatorPorts(), ...LOCAL_SERVICE_PORTS }).map(([name, base]) => [name, base + offset]),
  );
  const host = '127.0.0.1';
  const siteUrl = `http://${host}:${ports.hosting}`;
  const paystackUrl = `http://${host}:${ports.paystack}`;
  const mail = {
    smtpUrl: `smtp://${host}:${ports.smtp}`,
    inboxUrl: `http://${host}:${ports.mailWeb}`,
    controlUrl: `http://${host}:${ports.mailControl}`,
  };
  const messagingUrl = `http://${host}:${ports.messaging}`;
  const distDir = offset ? `.cache/dist-${offset}` : 'dist';
  return {
    offset,
    projectId,
    ports,
    siteUrl,
    paystackUrl,
    messagingUrl,
    mail,
    distDir,
    configFile: `firebase.local-${offset}.json`,
    /** The functions' source folder of this run (writeFunctionsEnv), so its env and secrets are its own. */
    functionsDir: `local-runs/${offset}/functions`,
    /** What the browser build needs to talk to these emulators. */
    buildEnv: {
      PUBLIC_SITE_URL: siteUrl,
      PUBLIC_FIREBASE_PROJECT_ID: projectId,
      PUBLIC_FIREBASE_API_KEY: LOCAL_KEYS.firebaseApiKey,
      PUBLIC_FIREBASE_APP_ID: LOCAL_KEYS.firebaseAppId,
      PUBLIC_PAYSTACK_PUBLIC_KEY: LOCAL_KEYS.paystackPublicKey,
      PUBLIC_USE_EMULATORS: 'true',
      PUBLIC_AUTH_EMULATOR_URL: `http://${host}:${ports.auth}`,
      PUBLIC_FIRESTORE_EMULATOR_HOST: host,
      PUBLIC_FIRESTORE_EMULATOR_PORT: String(ports.firestore),
      PUBLIC_PAYSTACK_SCRIPT_URL: `${paystackUrl}/v2/inline.js`,
      ASTRO_OUT_DIR: join(root, distDir),
      ASTRO_CACHE_DIR: join(root, offset ? `.cache/astro-${offset}` : 'node_modules/.astro'),
    },
    /** What tests and tools running beside the emulators need. */
    testEnv: {
      SITE_URL: siteUrl,
      // The run's own build, for tests that read the built files.
      DIST_DIR: join(root, distDir),
      GCLOUD_PROJECT: projectId,
      FIRESTORE_EMULATOR_HOST: `${host}:${ports.firestore}`,
      FIREBASE_AUTH_EMULATOR_HOST: `${host}:${ports.auth}`,
      FUNCTIONS_URL: `http://${host}:${ports.functions}/${projectId}/us-central1`,
      PAYSTACK_STANDIN_URL: paystackUrl,
      PAYSTACK_SECRET_KEY: STANDIN_SECRET,
      MANAGE_LINK_KEY: LOCAL_MANAGE_LINK_KEY,
      CHALLENGE_KEY: LOCAL_CHALLENGE_KEY,
      MAILDEV_URL: mail.inboxUrl,
      MAIL_CONTROL_URL: mail.controlUrl,
      MESSAGING_STANDIN_URL: messagingUrl,
      WHATSAPP_APP_SECRET: LOCAL_MESSAGING.appSecret,
      WHATSAPP_VERIFY_TOKEN: LOCAL_MESSAGING.verifyToken,
      AT_REPORT_SECRET: LOCAL_MESSAGING.reportSecret,
    },
  };
}

/**
 * The offset of a second run that a test starts beside the run at `offset`: half-way to the
 * next hundred, where no base port lands, so it takes no port of any run at a hundred.
 */
export const secondRunOffset = (offset) => offset + 50;

/** Says what is missing in words a newcomer can act on, then stops. */
export function fail(message) {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

/**
 * The Firestore emulator: Debian's JAR through a tiny wrapper JAR (its own main class is
 * not the Firestore one), or null to let firebase-tools download its own.
 */
export function firestoreJar() {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error) {
    fail(
      'Java is needed for the Firestore emulator and was not found. Install it with: apt-get install -y openjdk-17-jre-headless',
    );
  }
  if (!existsSync(SYSTEM_FIRESTORE_JAR)) {
    console.warn(
      `! ${SYSTEM_FIRESTORE_JAR} not found: firebase-tools will try to download its own Firestore emulator.\n` +
        '  Offline, install it instead: apt-get install -y google-cloud-cli-firestore-emulator',
    );
    return null;
  }
  const dir = join(root, '.cache/firestore-emulator');
  const jar = join(dir, 'firestore-wrapper.jar');
  if (!existsSync(jar)) {
    mkdirSync(dir, { recursive: true });
    const manifest = join(dir, 'MANIFEST.MF');
    writeFileSync(
      manifest,
      `Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\nClass-Path: ${SYSTEM_FIRESTORE_JAR}\n`,
    );
    const jarTool = spawnSync('jar', ['cfm', jar, manifest], { cwd: dir, encoding: 'utf8' });
    if (jarTool.error || jarTool.status !== 0) {
      fail(
        "The JDK's `jar` tool is needed to wrap the Firestore emulator. Install it with: apt-get install -y openjdk-17-jdk-headless",
      );
    }
  }
  return jar;
}

/** MailDev for this run's ports (scripts/mail-catcher.mjs). */
export async function startLocalMail(setup) {
  const { startMailCatcher } = await import('../mail-catcher.mjs');
  return startMailCatcher({
    root,
    smtpPort: setup.ports.smtp,
    webPort: setup.ports.mailWeb,
    controlPort: setup.ports.mailControl,
  });
}

/** The WhatsApp and SMS stand-in (scripts/messaging-standin.mjs), calling this run's webhooks. */
export async function startLocalMessaging(setup) {
  const { startMessagingStandin } = await import('../messaging-standin.mjs');
  const { loadTs } = await import('./load-ts.mjs');
  const { TEMPLATES, numberedBody, templateBody } = await loadTs('src/messages/whatsapp/templates.ts');
  const { TEMPLATE_WORDS } = await loadTs('src/messages/whatsapp/template-language.ts');
  const { schoolName } = await import('./school-name.mjs');
  const school = schoolName();
  return startMessagingStandin({
    ...LOCAL_MESSAGING,
    port: setup.ports.messaging,
    webhookUrl: `${setup.siteUrl}/api/whatsappWebhook`,
    smsReportUrl: `${setup.siteUrl}/api/smsReport/${LOCAL_MESSAGING.reportSecret}`,
    // As the template manager holds them: numbered in the order of each template's parameters,
    // English under the name, each translation under "name:<language>".
    templates: Object.fromEntries(
      Object.keys(TEMPLATE_WORDS).flatMap((language) =>
        Object.values(TEMPLATES).map((t) => [
          language === 'en' ? t.name : `${t.name}:${language}`,
          numberedBody({ ...t, body: templateBody(t.name, language, school) }),
        ]),
      ),
    ),
    log: (line) => console.warn(line),
  });
}

/** Runs an npm script or binary from node_modules with extra env; resolves to its exit code. */
export function run(command, args, env = {}, options = {}) {
  const child = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env }, ...options });
  if (child.error) throw child.error;
  return child.status ?? 1;
}

/** `npx` arguments that run `script` inside these emulators (`only`), on this run's config. */
export function emulatorsExec(setup, config, only, script) {
  return ['firebase', 'emulators:exec', '--config', config, '--project', setup.projectId, '--only', only, script];
}

/** Builds the site (for these emulators) and the functions. */
export function buildAll(setup) {
  const site = run('npx', ['astro', 'build'], setup.buildEnv);
  if (site !== 0) return site;
  return run('npm', ['run', 'build:functions']);
}

/** The emulators' environment: the Firestore JAR, and scripts/lib/no-powered-by.cjs preloaded. */
export function emulatorEnv() {
  const jar = firestoreJar();
  // The Functions emulator starts one worker process per concurrent request (many parents
  // confirming one slot at once); on a busy machine loading one takes longer than its
  // default 30 s, after which it answers 500.
  const functions = { FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT || '180' };
  const preload = `--require=${join(root, 'scripts/lib/no-powered-by.cjs')}`;
  const nodeOptions = [process.env.NODE_OPTIONS, preload].filter(Boolean).join(' ');
  return { ...functions, NODE_OPTIONS: nodeOptions, ...(jar ? { FIRESTORE_EMULATOR_BINARY_PATH: jar } : {}) };
}
