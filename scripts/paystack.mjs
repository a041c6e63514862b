// `npm run paystack -- sync-plans [--project <id>]`: creates (or finds) one Paystack plan per
// plan, billing period and currency of src/content/plans.yaml, and records each plan's code
// in Firestore (paystackPlans/), so /enroll can offer card renewal. By default it talks to
// the local Paystack stand-in and Firestore emulator of `npm start` (PORT_OFFSET shifts them);
// with --project it uses that Firebase project (the machine's Google credentials) and the
// real Paystack with PAYSTACK_SECRET_KEY (PAYSTACK_API_URL to point elsewhere).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { localSetup, root, STANDIN_SECRET } from './lib/local.mjs';
import { syncPlans } from './lib/sync-plans.mjs';

const require = createRequire(join(root, 'functions/package.json'));
const usage = `Usage:
  npm run paystack -- sync-plans [--project <id>]   create or find the Paystack plans of plans.yaml and record their codes
Without --project this uses the local Paystack stand-in and Firestore emulator started by \`npm start\`.`;

const args = process.argv.slice(2);
const at = args.indexOf('--project');
const project = at >= 0 ? args[at + 1] : null;
if (args[0] !== 'sync-plans' || (at >= 0 && (!project || project.startsWith('-')))) {
  console.error(usage);
  process.exit(args[0] === '--help' ? 0 : 1);
}

let apiUrl;
let secretKey;
let projectId;
if (project) {
  secretKey = process.env.PAYSTACK_SECRET_KEY;
  if (!secretKey) {
    console.error('Set PAYSTACK_SECRET_KEY to the Paystack secret key of this project (sk_live_… or sk_test_…).');
    process.exit(1);
  }
  apiUrl = process.env.PAYSTACK_API_URL || 'https://api.paystack.co';
  projectId = project;
  delete process.env.FIRESTORE_EMULATOR_HOST;
} else {
  const setup = localSetup(Number(process.env.PORT_OFFSET || 0));
  apiUrl = process.env.PAYSTACK_STANDIN_URL || `http://127.0.0.1:${setup.ports.paystack}`;
  secretKey = process.env.PAYSTACK_SECRET_KEY || STANDIN_SECRET;
  process.env.FIRESTORE_EMULATOR_HOST ||= `127.0.0.1:${setup.ports.firestore}`;
  projectId = process.env.GCLOUD_PROJECT || setup.projectId;
}

const { initializeApp } = require('firebase-admin/app');
const { getFirestore } = require('firebase-admin/firestore');
const db = getFirestore(initializeApp({ projectId }, 'paystack-sync'));
const plans = yaml.load(readFileSync(join(root, 'src/content/plans.yaml'), 'utf8'));

try {
  const tally = await syncPlans({ apiUrl, secretKey, db, plans, log: (line) => console.log(line) });
  console.log(
    `Paystack plans at ${apiUrl}: ${tally.created} created, ${tally.found} already there, ${tally.skipped} skipped; ` +
      `codes recorded in ${project ? `project ${project}` : 'the local Firestore emulator'}.`,
  );
  process.exit(0);
} catch (error) {
  console.error(`sync-plans failed: ${error.message}`);
  process.exit(1);
}
