// Writes the small data modules src/domain needs from the editors' data files, so a fact
// typed once in src/content/ reaches the browser and the Cloud Functions alike (src/domain
// may not import src/content). Run by the Astro build (src/integrations/domain-data) and by
// scripts/make-domain-data.mjs; the outputs are committed and a unit test keeps them current.
//   src/domain/countries.json      the countries of countries.yaml, with their zone labels and,
//                                  for a zone that keeps one offset, that offset (zone-clock.ts)
//   src/domain/phone-metadata.json libphonenumber-js "min" metadata for those countries only
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import yaml from 'js-yaml';
import { intlOffsetMinutes } from '../../src/domain/intl-offset.js';

const require = createRequire(import.meta.url);

/** The countries of `<root>/src/content/countries.yaml`, as the domain's Country shape plus `zone`. */
export function readCountries(root) {
  const file = path.join(root, 'src/content/countries.yaml');
  const data = yaml.load(readFileSync(file, 'utf8'));
  if (!Array.isArray(data) || data.length === 0) throw new Error(`${file}: expected a list of countries`);
  return data.map((c) => {
    for (const field of ['id', 'name', 'dial', 'tz', 'flag', 'zone']) {
      if (typeof c?.[field] !== 'string' || !c[field]) {
        throw new Error(`src/content/countries.yaml: entry "${c?.id ?? '?'}", field "${field}": missing`);
      }
    }
    let utcOffsetMinutes;
    try {
      utcOffsetMinutes = steadyOffsetMinutes(c.tz);
    } catch {
      throw new Error(`src/content/countries.yaml: entry "${c.id}", field "tz": "${c.tz}" is not a time zone`);
    }
    return { code: c.id, name: c.name, dial: c.dial, tz: c.tz, flag: c.flag, zone: c.zone, utcOffsetMinutes };
  });
}

// The years checked for a steady offset: from before the site opened to well past any build
// of it. A zone that changes its rules later shows up when the tz database does.
const STEADY_FROM = Date.UTC(2024, 0, 1);
const STEADY_TO = Date.UTC(2036, 0, 1);

/**
 * A zone's offset from UTC in minutes when it is the same every six hours from 2024 to 2035, else
 * null (daylight saving): the browser then steps clocks by it with plain arithmetic, with no
 * Intl time-zone set-up, whose first use costs a slow phone tens of milliseconds.
 */
export function steadyOffsetMinutes(tz) {
  let offset;
  for (let at = STEADY_FROM; at < STEADY_TO; at += 6 * 3_600_000) {
    const minutes = intlOffsetMinutes(tz, at);
    if (offset === undefined) offset = minutes;
    else if (minutes !== offset) return null;
  }
  return offset;
}

/** libphonenumber-js's metadata pruned to `codes`: a few KB instead of the world's ~80 KB. */
export function phoneMetadata(codes) {
  const full = JSON.parse(readFileSync(require.resolve('libphonenumber-js/metadata.min.json'), 'utf8'));
  const countries = {};
  const callingCodes = {};
  for (const code of codes) {
    const entry = full.countries[code];
    if (!entry)
      throw new Error(`src/content/countries.yaml: entry "${code}", field "id": not a country code libphonenumber-js knows`);
    countries[code] = entry;
    // The first item of a country's entry is its calling code ("254" for KE).
    const dial = entry[0];
    callingCodes[dial] = (full.country_calling_codes[dial] ?? []).filter((c) => codes.includes(c));
  }
  // No "nonGeographic" numbers (+800 freephone...): none of them is a parent's WhatsApp.
  return { version: full.version, country_calling_codes: callingCodes, countries };
}

/** Writes a file only when its text changes, so a dev server does not reload for nothing. */
function writeIfChanged(file, text) {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return false;
  writeFileSync(file, text);
  return true;
}

/** Writes both modules under `<root>/src/domain`; returns the paths it changed. */
export function writeDomainData(root) {
  const countries = readCountries(root);
  const outputs = {
    'src/domain/countries.json': JSON.stringify(countries, null, 2) + '\n',
    'src/domain/phone-metadata.json': JSON.stringify(phoneMetadata(countries.map((c) => c.code))) + '\n',
  };
  return Object.entries(outputs)
    .filter(([file, text]) => writeIfChanged(path.join(root, file), text))
    .map(([file]) => file);
}
