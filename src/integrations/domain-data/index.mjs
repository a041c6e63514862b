// @ts-check
// Derives src/domain's data modules (countries, phone rules) from src/content before each
// build or dev run (scripts/lib/domain-data.mjs), so an editor's change reaches the browser
// and the functions with no step to remember.
import { fileURLToPath } from 'node:url';
import { writeDomainData } from '../../../scripts/lib/domain-data.mjs';

/** @returns {import('astro').AstroIntegration} */
export function domainData() {
  return {
    name: 'domain-data',
    hooks: {
      'astro:config:setup': ({ config, logger }) => {
        const changed = writeDomainData(fileURLToPath(config.root));
        if (changed.length) logger.info(`wrote ${changed.join(', ')}`);
      },
    },
  };
}
