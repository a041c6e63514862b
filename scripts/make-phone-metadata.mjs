// Prunes libphonenumber-js's "min" metadata to the five countries the booking form offers
// (Kenya, Uganda, Tanzania, Nigeria, South Africa), so the booking page ships a few KB of
// phone rules instead of the whole world's ~80 KB. Run after upgrading libphonenumber-js:
//   npx node scripts/make-phone-metadata.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';

const COUNTRIES = ['KE', 'UG', 'TZ', 'NG', 'ZA'];
const require = createRequire(import.meta.url);
const sourcePath = require.resolve('libphonenumber-js/metadata.min.json');
const full = JSON.parse(readFileSync(sourcePath, 'utf8'));

const countries = {};
const callingCodes = {};
for (const code of COUNTRIES) {
  const entry = full.countries[code];
  if (!entry) throw new Error(`libphonenumber-js metadata has no entry for ${code}`);
  countries[code] = entry;
  // The first item of a country's entry is its calling code ("254" for KE).
  const dial = entry[0];
  callingCodes[dial] = (full.country_calling_codes[dial] ?? []).filter((c) => COUNTRIES.includes(c));
}

// No "nonGeographic" numbers (+800 freephone...): none of them is a parent's WhatsApp.
const pruned = { version: full.version, country_calling_codes: callingCodes, countries };
const out = new URL('../src/domain/phone-metadata.json', import.meta.url);
const text = JSON.stringify(pruned);
writeFileSync(out, text + '\n');

const size = (s) => `${Buffer.byteLength(s)} B raw, ${gzipSync(s, { level: 9 }).length} B gzip`;
console.log(`whole world: ${size(JSON.stringify(full))}`);
console.log(`five countries: ${size(text)} -> src/domain/phone-metadata.json`);
