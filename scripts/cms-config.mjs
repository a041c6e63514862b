// `npm run cms:config`: writes the editors' form configuration (src/integrations/admin-cms/config.yml)
// from the content schemas. tests/unit/integrations/admin-cms.test.ts fails when it is stale.
import { writeFileSync } from 'node:fs';
import { loadTs } from './lib/load-ts.mjs';

const { cmsConfigYaml } = await loadTs('src/integrations/admin-cms/config.ts');
const target = new URL('../src/integrations/admin-cms/config.yml', import.meta.url);
writeFileSync(target, cmsConfigYaml());
console.log(`Wrote ${target.pathname}`);
