// The one way code outside Astro's content layer imports an editors' data file: the
// functions' bundle (scripts/build-functions.mjs) and vitest (vitest.config.ts) both turn
// `import data from './x.yaml'` into this module. It reads YAML exactly as the site's build
// does (js-yaml's default schema, readEntries in src/content/validate.ts), so an unquoted 2026-12-25 is a
// Date in both, and the same zod schemas check it.
import yaml from 'js-yaml';

// JSON has no date: a Date becomes this marked text, then `new Date(…)` in the module.
const DATE = '\u0000date:';

/**
 * JavaScript source whose default export is the parsed file, dates kept as Dates.
 * @param {string} source
 * @param {string} filename
 * @returns {string}
 */
export function yamlModule(source, filename) {
  const data = yaml.load(source, { filename });
  const json = JSON.stringify(data, function keepDates(key, value) {
    const raw = this[key];
    return raw instanceof Date ? `${DATE}${raw.toISOString()}` : value;
  });
  const code = (json ?? 'null').replace(/"\\u0000date:([^"]+)"/g, (_, iso) => `new Date(${JSON.stringify(iso)})`);
  return `export default ${code};`;
}
