// `npm run attach-payments [-- --write] [--project <id>]`: a one-off for plan payments
// recorded before enrollments existed. Each successful plan payment without an
// `enrollmentId` whose email is a family's is attached to its child's enrollment by the
// functions' own rule (functions/src/enrollments/attach-payments.ts, which runs apply.ts's
// planEnrollment on the day the payment was made, oldest first). Without --write it only
// prints what it would do. Running it again changes nothing: attached payments are skipped.
// Like `npm run staff`, it talks to the local Firestore emulator of `npm start` (PORT_OFFSET
// shifts it) unless --project names a real project (`gcloud auth application-default login`).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { localSetup, root } from './lib/local.mjs';

const require = createRequire(join(root, 'functions/package.json'));
const usage = `Usage: npm run attach-payments -- [--write] [--project <id>]
  Without --write: prints each payment it would attach, and changes nothing.
  Without --project: the local Firestore emulator started by \`npm start\`.`;

function stop(message, code = 1) {
  console.error(message);
  process.exit(code);
}

let write = false;
let project = null;
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i += 1) {
  if (args[i] === '--write') write = true;
  else if (args[i] === '--project' && args[i + 1] && !args[i + 1].startsWith('-')) project = args[++i];
  else if (args[i].startsWith('--project=')) project = args[i].slice('--project='.length);
  else if (args[i] === '--help' || args[i] === '-h') stop(usage, 0);
  else stop(`Unexpected argument: ${args[i]}\n\n${usage}`);
}

let projectId = project;
let label = `project ${project}`;
if (project) delete process.env.FIRESTORE_EMULATOR_HOST;
else {
  const setup = localSetup(Number(process.env.PORT_OFFSET || 0));
  process.env.FIRESTORE_EMULATOR_HOST ||= `127.0.0.1:${setup.ports.firestore}`;
  // No Google metadata server beside the emulator: without this the Admin SDK looks for one.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  projectId = process.env.GCLOUD_PROJECT || setup.projectId;
  label = `the local Firestore emulator at ${process.env.FIRESTORE_EMULATOR_HOST} (${projectId})`;
}

const bundle = join(root, 'functions/lib/attach-payments.js');
if (!existsSync(bundle)) stop('functions/lib/attach-payments.js is missing: run `npm run build:functions` first.');
const { initializeApp } = require('firebase-admin/app');
const { getFirestore } = require('firebase-admin/firestore');
const { attachPayments } = require(bundle);

try {
  const db = getFirestore(initializeApp({ projectId }));
  const attached = await attachPayments(db, write);
  const verb = write ? 'Attached' : 'Would attach';
  for (const a of attached) {
    const what = a.how === 'extended' ? `paid until ${a.paidUntil}` : 'linked only: a later payment already counts';
    console.log(`${verb} ${a.reference} (${a.email}, ${a.studentName}) to enrollment ${a.enrollmentId}: ${what}`);
  }
  console.log(
    attached.length === 0
      ? `No payment to attach in ${label}.`
      : `${attached.length} payment(s) ${write ? 'attached' : 'to attach'} in ${label}.${
          write ? '' : ' Dry run (each judged alone): nothing changed; run again with --write.'
        }`,
  );
  process.exit(0);
} catch (error) {
  stop(`Could not attach payments in ${label}: ${error?.message ?? error}`);
}
