// @ts-check
// /staff's script, bundled apart from the public pages (./bundle.mjs) after every build and
// served by `astro dev`. List it before leanPages, which then trims /staff's CSS against
// this script too.
import { fileURLToPath } from 'node:url';
import { STAFF_CONSOLE_SRC, buildStaffConsole, staffConsoleCode } from './bundle.mjs';

/**
 * @param {{ entry: string, clientEnv: string }} options `entry`: the console's source file;
 *   `clientEnv`: the source of `astro:env/client` the site is built with (clientEnvModule).
 * @returns {import('astro').AstroIntegration}
 */
export function staffConsole({ entry, clientEnv }) {
  return {
    name: 'staff-console',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        await buildStaffConsole(entry, fileURLToPath(dir), clientEnv);
      },
      'astro:server:setup': ({ server }) => {
        server.middlewares.use(STAFF_CONSOLE_SRC, (_req, res, next) => {
          staffConsoleCode(entry, clientEnv).then((code) => {
            res.setHeader('Content-Type', 'text/javascript');
            res.end(code);
          }, next);
        });
      },
    },
  };
}
