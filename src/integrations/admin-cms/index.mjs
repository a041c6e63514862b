// @ts-check
// /admin, the editors' form (Sveltia CMS), written into the build after every other step, so
// no public page links, loads or is trimmed against it. Everything it loads is served from
// this site: the CMS script from its npm package, and the fonts its stylesheet would fetch
// from a CDN from the @fontsource packages, so /admin works with no network at all.
import { execFileSync } from 'node:child_process';
import { copyFile, cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import yaml from 'js-yaml';
import { loadEnv } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));
// The packages' exports hide their files from require.resolve: read them from node_modules.
/** @param {string} name */
const packageDir = (name) => join(here, '../../../node_modules', name);

/** Where the CMS keeps its built files. */
export const cmsDist = join(packageDir('@sveltia/cms'), 'dist');

// The CMS's own stylesheet names fonts on jsDelivr, e.g.
// https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2
const CDN_FONT = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(:vf)?@[\d.]+\/([a-z0-9-]+\.woff2)/g;
// It imports some modules on demand from unpkg.com ("<name>@<version>/<file>"), checks for a
// newer version of itself there, and asks githubstatus.com about GitHub's health.
const UNPKG = 'https://unpkg.com/';
const GITHUB_STATUS = 'https://www.githubstatus.com/api/v2/status.json';
/** The on-demand modules served from the CMS's own dependencies: Immutable for the save check, exifr for uploads. */
const ON_DEMAND = { immutable: 'dist/immutable.es.js', exifr: 'dist/lite.esm.mjs' };

/**
 * The CMS script with every address outside this site pointed inside /admin: its fonts at
 * /admin/fonts/ (each taken from its @fontsource package, `-variable` for the ":vf" ones),
 * unpkg.com at /admin/vendor/, and the GitHub status check at /admin/vendor/, where it reads
 * "unknown" and shows nothing. Returns the script and the font files it needs.
 * @param {string} script
 */
export function localise(script) {
  /** @type {Map<string, string>} file name under /admin/fonts/ -> path in node_modules */
  const fonts = new Map();
  let rewritten = script.replace(CDN_FONT, (_, family, variable, file) => {
    const name = `${family}-${file}`;
    const pkg = variable ? `@fontsource-variable/${family}` : `@fontsource/${family}`;
    fonts.set(name, join(packageDir(pkg), 'files', name));
    return `/admin/fonts/${name}`;
  });
  // A CMS version that no longer names these addresses fetches differently now: stop the build
  // (tests/e2e/admin.spec.ts fails on any request that leaves the machine).
  /** @type {[string, string][]} */
  const addresses = [
    [UNPKG, '/admin/vendor/'],
    [GITHUB_STATUS, '/admin/vendor/githubstatus.json'],
  ];
  for (const [from, to] of addresses) {
    if (!rewritten.includes(from))
      throw new Error(`admin-cms: "${from}" is no longer in the Sveltia CMS script; check what it fetches.`);
    rewritten = rewritten.replaceAll(from, to);
  }
  if (fonts.size === 0) throw new Error('admin-cms: found no CDN font in the Sveltia CMS script; check its stylesheet.');
  return { script: rewritten, fonts };
}

/** The checkout's GitHub repository ("owner/name") from its `origin` remote, if it has one. */
function originRepo() {
  try {
    const url = execFileSync('git', ['remote', 'get-url', 'origin'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return /github\.com[:/]([\w.-]+\/[\w.-]+?)(\.git)?\s*$/.exec(url)?.[1];
  } catch {
    return undefined;
  }
}

/**
 * The form's configuration as this deployment serves it: the committed config.yml with the
 * repository the form commits to, CMS_GITHUB_REPO ("owner/name"; else the checkout's GitHub
 * remote; "Work with Local Repository" needs none), and the GitHub sign-in relay, CMS_AUTH_URL,
 * when there is one. docs/editing.md says where to set them.
 * @param {string} committed config.yml's text
 * @param {Record<string, string | undefined>} env
 * @param {() => string | undefined} origin
 */
export function deployedConfig(committed, env, origin = originRepo) {
  const repo = env.CMS_GITHUB_REPO || origin() || 'local/checkout';
  if (!/^[\w.-]+\/[\w.-]+$/.test(repo)) throw new Error(`admin-cms: CMS_GITHUB_REPO must be "owner/name", not "${repo}".`);
  const authUrl = env.CMS_AUTH_URL;
  if (authUrl && !/^https:\/\/[^\s/]+(\/\S*)?$/.test(authUrl))
    throw new Error(`admin-cms: CMS_AUTH_URL must be the sign-in relay's https:// address, not "${authUrl}".`);
  const config = /** @type {{ backend: Record<string, unknown> }} */ (yaml.load(committed));
  config.backend = { ...config.backend, repo, ...(authUrl ? { base_url: authUrl.replace(/\/+$/, '') } : {}) };
  return yaml.dump(config, { lineWidth: 130, noRefs: true });
}

/**
 * Writes /admin into the build folder `dist`: the page, the generated configuration, the CMS
 * script with its chunks, and its fonts.
 * @param {string} dist
 */
export async function writeAdmin(dist) {
  const out = join(dist, 'admin');
  await mkdir(join(out, 'fonts'), { recursive: true });
  const { script, fonts } = localise(await readFile(join(cmsDist, 'sveltia-cms.js'), 'utf8'));
  await writeFile(join(out, 'sveltia-cms.js'), script);
  const cms = JSON.parse(await readFile(join(cmsDist, '../package.json'), 'utf8'));
  for (const [name, file] of Object.entries(ON_DEMAND)) {
    const version = String(cms.dependencies[name]).replace(/^\D/, '');
    await mkdir(dirname(join(out, 'vendor', `${name}@${version}`, file)), { recursive: true });
    await copyFile(join(packageDir(name), file), join(out, 'vendor', `${name}@${version}`, file));
  }
  await writeFile(join(out, 'vendor/githubstatus.json'), JSON.stringify({ status: { indicator: 'unknown' } }));
  // Its update check then finds the version it is.
  await mkdir(join(out, 'vendor/@sveltia/cms'), { recursive: true });
  await writeFile(join(out, 'vendor/@sveltia/cms/package.json'), JSON.stringify({ version: cms.version }));
  // The script loads its chunks relative to itself (chunks/<name>.js) before trying a CDN.
  await cp(join(cmsDist, 'chunks'), join(out, 'chunks'), { recursive: true, filter: (f) => !f.endsWith('.map') });
  for (const [name, source] of fonts) await copyFile(source, join(out, 'fonts', name));
  // The save check runs the build's own schemas in the browser (./save-check.ts).
  await build({
    entryPoints: [join(here, 'save-check.ts')],
    outfile: join(out, 'save-check.js'),
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel: 'error',
  });
  await copyFile(join(here, 'index.html'), join(out, 'index.html'));
  const env = { ...loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), 'CMS_'), ...process.env };
  await writeFile(join(out, 'config.yml'), deployedConfig(await readFile(join(here, 'config.yml'), 'utf8'), env));
}

/**
 * List it after leanPages: /admin/index.html is not one of the site's pages to trim.
 * @returns {import('astro').AstroIntegration}
 */
export function adminCms() {
  return {
    name: 'admin-cms',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        await writeAdmin(fileURLToPath(dir));
        logger.info('/admin written (Sveltia CMS, local fonts).');
      },
    },
  };
}
