// Runs before `firebase deploy` sends dist/ to Hosting: refuses a build made for the local
// emulators and the Paystack stand-in (a plain `npm run build` without .env.production).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LOCAL_KEYS, localSetup } from './lib/local.mjs';

const dist = 'dist';
const { ports, paystackUrl } = localSetup(0);
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const markers = [
  paystackUrl,
  `127.0.0.1:${ports.auth}`,
  `127.0.0.1:${ports.firestore}`,
  LOCAL_KEYS.projectId,
  LOCAL_KEYS.paystackPublicKey,
];
const local = new RegExp(markers.map(escape).join('|'));
const offenders = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (/\.(html|js)$/.test(name) && local.test(readFileSync(path, 'utf8'))) offenders.push(path);
  }
};
walk(dist);
if (offenders.length) {
  console.error(
    `✖ dist/ was built for the local emulators (${offenders.length} files, e.g. ${offenders[0]}).\n` +
      '  Fill in .env.production (see .env.example) and run `npm run build` again before deploying.',
  );
  process.exit(1);
}
console.log('✔ dist/ is built for production.');
