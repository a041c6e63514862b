// @ts-check
// Lists the content fields still in English only, read straight from the YAML files (the
// content collections are not loaded yet when the build starts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { TRANSLATABLE, TRANSLATABLE_SITE } from '../../content/translatable.ts';
import { untranslated } from '../../content/localized.ts';

/** @param {string} dir  @param {string} name */
const load = (dir, name) => /** @type {any} */ (yaml.load(readFileSync(join(dir, `${name}.yaml`), 'utf8')));

/**
 * "sw: faqs.yaml refunds answer" lines for every translatable field some language lacks.
 * @param {string} dir src/content/
 */
export function contentUntranslated(dir) {
  const lines = Object.entries(TRANSLATABLE).flatMap(([name, fields]) =>
    untranslated(`${name}.yaml`, load(dir, name) ?? [], fields),
  );
  const site = load(dir, 'settings')?.site;
  if (!site) return lines;
  const links = Object.entries(site.footer ?? {}).flatMap(([list, items]) =>
    /** @type {any[]} */ (items).map((item, i) => ({ ...item, id: `site footer.${list}[${i}]` })),
  );
  return [
    ...lines,
    ...untranslated('settings.yaml', [{ ...site, id: 'site' }], TRANSLATABLE_SITE),
    ...untranslated('settings.yaml', links, ['label']),
  ];
}
