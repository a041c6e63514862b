// The school's name as settings.yaml `site.brandName` holds it, for scripts that print or
// stand in for WhatsApp's templates (their bodies write it where the words say `{school}`).
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** settings.yaml's `site.brandName`. */
export function schoolName() {
  const settings = yaml.load(readFileSync(resolve(root, 'src/content/settings.yaml'), 'utf8'));
  const name = settings?.site?.brandName;
  if (typeof name !== 'string' || !name) throw new Error('src/content/settings.yaml: site.brandName is missing');
  return name;
}
