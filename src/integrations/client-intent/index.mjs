// @ts-check
// Registers `client:intent` (./directive.ts) with Astro.
import { fileURLToPath } from 'node:url';

/** @returns {import('astro').AstroIntegration} */
export function intentDirective() {
  return {
    name: 'client-intent',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'intent', entrypoint: fileURLToPath(new URL('./directive.ts', import.meta.url)) });
      },
    },
  };
}
