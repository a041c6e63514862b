// `npm run staff -- grant|revoke|list [email] [--project <id>]`: who may open /staff; and
// `grant-mentor <email> <mentor-id>` / `revoke-mentor <email>`: who may open /mentor. A mentor
// is an Auth user with the claim `mentor: <team.yaml id>` and a document mentors/{uid}
// naming the same id, granted and revoked the same way as staff.
// A staff member is an Auth user with the custom claim `staff: true` and a Firestore
// document staff/{uid}; the rules and staffAction ask for both. The claim travels in the ID
// token for up to an hour, the document is read on every request: revoke deletes it, so a
// revoked member reads nothing from that moment. By default this talks to the local Auth
// and Firestore emulators that `npm start` runs (PORT_OFFSET shifts them, as for npm start);
// with --project it talks to that real Firebase project with the machine's Google
// credentials (`gcloud auth application-default login`).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { localSetup, root } from './lib/local.mjs';

// firebase-admin lives with the functions, which already depend on it.
const require = createRequire(join(root, 'functions/package.json'));

const usage = `Usage:
  npm run staff -- grant <email> [--project <id>]   make an account staff (claim + staff/{uid} record)
  npm run staff -- revoke <email> [--project <id>]  take both away; reads stop at once
  npm run staff -- list [--project <id>]            show who is staff, and any half-made member
  npm run staff -- grant-mentor <email> <mentor-id> [--project <id>]
                                                    let a mentor (their id in src/content/team.yaml) open /mentor
  npm run staff -- revoke-mentor <email> [--project <id>]  take it away; reads stop at once
Without --project this uses the local Auth and Firestore emulators started by \`npm start\`.`;

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
  const [command, email, ...more] = rest;
  if (!['grant', 'revoke', 'list', 'grant-mentor', 'revoke-mentor'].includes(command)) stop(usage);
  const mentorId = command === 'grant-mentor' ? more.shift() : undefined;
  if (command === 'grant-mentor' && email && !mentorId) stop(`grant-mentor needs the mentor's id from team.yaml.\n\n${usage}`);
  if (mentorId && !mentorIds().includes(mentorId)) {
    stop(`"${mentorId}" is not a mentor in src/content/team.yaml. Mentors: ${mentorIds().join(', ')}.`);
  }
  const extra = more;
  if (command !== 'list' && !email) stop(`${command} needs an email address.\n\n${usage}`);
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) stop(`"${email}" is not an email address.`);
  if (extra.length) stop(`Unexpected arguments: ${extra.join(' ')}\n\n${usage}`);
  return { command, email: email?.trim().toLowerCase(), project, mentorId };
}

/** The ids of team.yaml's mentors (`mentor: true`). */
function mentorIds() {
  const team = yaml.load(readFileSync(join(root, 'src/content/team.yaml'), 'utf8')) ?? [];
  return team.filter((member) => member?.mentor === true).map((member) => String(member.id));
}

/** Where this run points: a real project, or the emulator (env from `npm test`, else npm start's ports). */
function target(project) {
  if (project) {
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    delete process.env.FIRESTORE_EMULATOR_HOST;
    return { projectId: project, label: `project ${project}` };
  }
  const setup = localSetup(Number(process.env.PORT_OFFSET || 0));
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST || `127.0.0.1:${setup.ports.auth}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = host;
  process.env.FIRESTORE_EMULATOR_HOST ||= `127.0.0.1:${setup.ports.firestore}`;
  const projectId = process.env.GCLOUD_PROJECT || setup.projectId;
  return { projectId, label: `the local Auth emulator at ${host} (${projectId})`, host };
}

async function emulatorUp(host) {
  try {
    const res = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(10_000) });
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

/**
 * Everyone with the claim or a staff/{uid} record. A full member is listed by email alone;
 * one with only half (a grant interrupted, or a claim set before records existed) is named
 * with what is missing, since the rules refuse them until `grant` is run again.
 */
async function staffList(auth, members) {
  const claimed = new Map();
  let pageToken;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users)
      if (user.customClaims?.staff === true) claimed.set(user.uid, user.email ?? `(no email) ${user.uid}`);
    pageToken = page.pageToken;
  } while (pageToken);
  const recorded = new Map((await members.get()).docs.map((doc) => [doc.id, doc.get('email') ?? `(no email) ${doc.id}`]));
  const lines = [];
  for (const [uid, email] of claimed) {
    lines.push(recorded.has(uid) ? email : `${email}  (claim only, no staff record: reads refused; run grant again)`);
  }
  for (const [uid, email] of recorded) {
    if (!claimed.has(uid)) lines.push(`${email}  (staff record only, no claim: reads refused; run grant again or revoke)`);
  }
  return lines.sort();
}

const { command, email, project, mentorId } = parseArgs(process.argv.slice(2));
const where = target(project);
if (where.host && !(await emulatorUp(where.host))) {
  stop(
    `The Auth emulator is not answering at ${where.host}. Start the product with \`npm start\` first (or pass --project <id>).`,
  );
}

// On the emulators there is no Google metadata server to ask for credentials; without this
// the Admin SDK's Firestore client looks for one and prints a warning on every run.
if (where.host) process.env.METADATA_SERVER_DETECTION ??= 'none';
const { initializeApp } = require('firebase-admin/app');
const { getAuth } = require('firebase-admin/auth');
const { getFirestore, FieldValue } = require('firebase-admin/firestore');
const app = initializeApp({ projectId: where.projectId });
const auth = getAuth(app);
const members = getFirestore(app).collection('staff');

try {
  if (command === 'grant-mentor' || command === 'revoke-mentor') {
    const user = await userByEmail(auth, email, where.label);
    const record = getFirestore(app).collection('mentors').doc(user.uid);
    const claims = { ...(user.customClaims ?? {}) };
    if (command === 'grant-mentor') {
      // The record first: a claim alone opens nothing, so an interrupted grant stays shut.
      await record.set({ email, mentorId, grantedAt: FieldValue.serverTimestamp() });
      await auth.setCustomUserClaims(user.uid, { ...claims, mentor: mentorId });
      console.log(`${email} is mentor ${mentorId} in ${where.label}. They can open /mentor now.`);
    } else {
      // The record first: the rules and /api/classes read it on every request.
      await record.delete();
      delete claims.mentor;
      await auth.setCustomUserClaims(user.uid, claims);
      await auth.revokeRefreshTokens(user.uid);
      console.log(`${email} is no longer a mentor in ${where.label}. Their access ended now.`);
    }
  } else if (command === 'list') {
    const lines = await staffList(auth, members);
    console.log(lines.length ? lines.join('\n') : `Nobody is staff in ${where.label}.`);
  } else {
    const user = await userByEmail(auth, email, where.label);
    const record = members.doc(user.uid);
    const claims = { ...(user.customClaims ?? {}) };
    const hadClaim = claims.staff === true;
    const hadRecord = (await record.get()).exists;
    let changed;
    if (command === 'grant') {
      changed = !hadClaim || !hadRecord;
      // The record first: a claim alone opens nothing, so an interrupted grant stays shut.
      if (!hadRecord) await record.set({ email, grantedAt: FieldValue.serverTimestamp() });
      if (!hadClaim) await auth.setCustomUserClaims(user.uid, { ...claims, staff: true });
    } else {
      changed = hadClaim || hadRecord;
      // The record first: the rules and staffAction read it on every request, so from this
      // line on the member's current token reads nothing and changes nothing.
      if (hadRecord) await record.delete();
      delete claims.staff;
      if (hadClaim) await auth.setCustomUserClaims(user.uid, claims);
      // Signs them out everywhere too: their refresh token stops working.
      if (changed) await auth.revokeRefreshTokens(user.uid);
    }
    const now = command === 'grant' ? 'is staff' : 'is no longer staff';
    console.log(`${email} ${now}${changed ? '' : ' (no change)'} in ${where.label}.`);
    if (changed && command === 'grant') console.log('They can open /staff now (the page refreshes their token).');
    if (changed && command === 'revoke') console.log('Their access ended now: the console reads nothing for them from here on.');
  }
} catch (error) {
  stop(`Could not ${command} in ${where.label}: ${error?.message ?? error}`);
}
