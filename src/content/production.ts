// A production build is the one the deploy makes (.github/workflows/deploy.yml sets
// PRODUCTION_BUILD=true): it refuses the stand-in values the local run ships with. The site's
// build checks through content.config.ts, the functions' build (scripts/build-functions.mjs) here.
import { checkedEntries } from './entries';
import { settingsSchemaFor } from './schemas';

export function isProductionBuild(env: Record<string, string | undefined> = process.env): boolean {
  return env.PRODUCTION_BUILD === 'true';
}

/** settings.yaml's entries as a production build takes them; a stand-in throws, naming the file, the entry and the field. */
export function checkSettingsForProduction(doc: unknown): void {
  checkedEntries('src/content/settings.yaml', doc, settingsSchemaFor(true));
}
