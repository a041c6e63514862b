// `npm run staff -- grant|revoke|list [email] [--project <id>]`: who may open /staff.
// A staff member is an Auth user with the custom claim `staff: true`. By default this talks
// to the local Auth emulator that `npm start` runs (PORT_OFFSET shifts it, as for npm start);
// with --project it talks to that real Firebase project with the machine's Google
// credentials (`gcloud auth application-default login`).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { localSetup, root } from './lib/local.mjs';

// firebase-admin lives with the functions, which already depend on it.
const require = createRequire(join(root, 'functions/package.json'));

const usage = `Usage:
  npm run staff -- grant <email> [--project <id>]   give an account the staff claim
  npm run staff -- revoke <email> [--project <id>]  take it away
  npm run staff -- list [--project <id>]            show who has it
Without --project this uses the local Auth emulator started by \`npm start\`.`;

/** Exit with a message a newcomer can act on. */
function stop(message, code = 1) {
  console.error(message);
  process.exit(code);
}

function parseArgs(argv) {
  const rest = [];
  let project = null;
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--project') {
      project = argv[i + 1];
      if (!project || project.startsWith('-')) stop(`--project needs a Firebase project id.\n\n${usage}`);
      i += 1;
    } else if (argv[i].startsWith('--project=')) {
      project = argv[i].slice('--project='.length);
    } else if (argv[i] === '--help' || argv[i] === '-h') {
      stop(usage, 0);
    } else {
      rest.push(argv[i]);
    }
  }
  const [command, email, ...extra] = rest;
  if (!['grant', 'revoke', 'list'].includes(command)) stop(usage);
  if (command !== 'list' && !email) stop(`${command} needs an email address.\n\n${usage}`);
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) stop(`"${email}" is not an email address.`);
  if (extra.length) stop(`Unexpected arguments: ${extra.join(' ')}\n\n${usage}`);
  return { command, email: email?.trim().toLowerCase(), project };
}

/** Where this run points: a real project, or the emulator (env from `npm test`, else npm start's ports). */
function target(project) {
  if (project) {
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    return { projectId: project, label: `project ${project}` };
  }
  const setup = localSetup(Number(process.env.PORT_OFFSET || 0));
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST || `127.0.0.1:${setup.ports.auth}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = host;
  const projectId = process.env.GCLOUD_PROJECT || setup.projectId;
  return { projectId, label: `the local Auth emulator at ${host} (${projectId})`, host };
}

async function emulatorUp(host) {
  try {
    const res = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(3000) });
    return res.status < 500;
  } catch {
    return false;
  }
}

async function userByEmail(auth, email, where) {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if (error?.code === 'auth/user-not-found') {
      stop(
        `No account with the email ${email} in ${where}.\n` +
          'Ask them to sign in once with Google (at /login or /staff) so the account exists, then run this again.',
      );
    }
    throw error;
  }
}

async function staffList(auth) {
  const found = [];
  let pageToken;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users) if (user.customClaims?.staff === true) found.push(user.email ?? `(no email) ${user.uid}`);
    pageToken = page.pageToken;
  } while (pageToken);
  return found.sort();
}

const { command, email, project } = parseArgs(process.argv.slice(2));
const where = target(project);
if (where.host && !(await emulatorUp(where.host))) {
  stop(
    `The Auth emulator is not answering at ${where.host}. Start the product with \`npm start\` first (or pass --project <id>).`,
  );
}

const { initializeApp } = require('firebase-admin/app');
const { getAuth } = require('firebase-admin/auth');
const auth = getAuth(initializeApp({ projectId: where.projectId }));

try {
  if (command === 'list') {
    const emails = await staffList(auth);
    console.log(emails.length ? emails.join('\n') : `Nobody has the staff claim in ${where.label}.`);
  } else {
    const user = await userByEmail(auth, email, where.label);
    const claims = { ...(user.customClaims ?? {}) };
    const had = claims.staff === true;
    if (command === 'grant') claims.staff = true;
    else delete claims.staff;
    await auth.setCustomUserClaims(user.uid, claims);
    // Signs a revoked member out everywhere: their current token still carries the claim
    // until it expires (within the hour), and staffAction refuses revoked tokens at once.
    if (command === 'revoke' && had) await auth.revokeRefreshTokens(user.uid);
    const now = command === 'grant' ? 'is staff' : 'is no longer staff';
    const note = had === (command === 'grant') ? ' (no change)' : '';
    console.log(`${email} ${now}${note} in ${where.label}.`);
    if (!note) console.log('It takes effect when they next open /staff (the page refreshes their token).');
  }
} catch (error) {
  stop(`Could not ${command} in ${where.label}: ${error?.message ?? error}`);
}
