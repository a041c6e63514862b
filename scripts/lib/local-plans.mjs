// The local stack's Paystack plans: the stand-in keeps them in memory, so `npm start` and the
// tests sync them once the stand-in and the Firestore emulator are up (FIRESTORE_EMULATOR_HOST
// set), as `npm run paystack -- sync-plans` would.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { root, STANDIN_SECRET } from './local.mjs';
import { syncPlans } from './sync-plans.mjs';

const require = createRequire(join(root, 'functions/package.json'));

export async function syncLocalPlans(standinUrl, projectId) {
  const { initializeApp } = require('firebase-admin/app');
  const { getFirestore } = require('firebase-admin/firestore');
  const app = initializeApp({ projectId }, `local-plans-${Date.now()}`);
  const plans = yaml.load(readFileSync(join(root, 'src/content/plans.yaml'), 'utf8'));
  try {
    return await syncPlans({ apiUrl: standinUrl, secretKey: STANDIN_SECRET, db: getFirestore(app), plans });
  } finally {
    await app.delete();
  }
}
