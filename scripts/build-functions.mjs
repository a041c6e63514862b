// Builds the Cloud Functions: type-checks functions/src with tsc, then bundles
// functions/src/index.ts with esbuild into functions/lib/index.js, and the one-off attaching
// of old payments (functions/src/enrollments/attach-payments.ts, for scripts/attach-payments.mjs)
// into functions/lib/attach-payments.js, so the script runs the functions' own enrollment rule.
// The bundle carries the site's own data files (src/content/*.yaml, loaded by the YAML
// plugin below and checked in functions/src/platform/content.ts) and src/domain/pricing.ts, so the server checks payments
// against the very prices the site shows. firebase-functions, firebase-admin, nodemailer and
// @resvg/resvg-wasm stay external: they come from functions/node_modules at run time. The
// certificate card's font (functions/src/certificates/fonts/) is copied to lib/fonts/, beside
// the bundle, where functions/src/certificates/card.ts reads it.
import { execFileSync } from 'node:child_process';
import { cp, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { build } from 'esbuild';
import yaml from 'js-yaml';
import { writeDomainData } from './lib/domain-data.mjs';
import { loadTs } from './lib/load-ts.mjs';
import { rawText } from './lib/raw-text.mjs';
import { yamlModule } from './lib/yaml-module.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const functionsDir = path.join(root, 'functions');

/** Loads `import data from './x.yaml'` as the site's build reads it (scripts/lib/yaml-module.mjs). */
const yamlPlugin = {
  name: 'yaml',
  setup(b) {
    b.onLoad({ filter: /\.ya?ml$/ }, async (args) => {
      try {
        const contents = yamlModule(await readFile(args.path, 'utf8'), args.path);
        return { contents, loader: 'js', watchFiles: [args.path] };
      } catch (error) {
        return { errors: [{ text: `YAML: ${error.message}` }] };
      }
    });
  },
};

// The functions bundle src/domain, whose countries and phone rules come from src/content.
writeDomainData(root);

// A production build (PRODUCTION_BUILD=true, src/content/production.ts) refuses settings.yaml's
// stand-ins, as the site's build does; the check is loaded only then, to keep local rebuilds quick.
if (process.env.PRODUCTION_BUILD === 'true') {
  const { checkSettingsForProduction } = await loadTs('src/content/production.ts');
  try {
    checkSettingsForProduction(yaml.load(await readFile(path.join(root, 'src/content/settings.yaml'), 'utf8')));
  } catch (error) {
    console.error(`functions: ${error.message}`);
    process.exit(1);
  }
}

const skipCheck = process.argv.includes('--no-check');
if (!skipCheck) {
  // `npx tsc` resolves the root TypeScript; the project's Node is first on PATH under npm.
  try {
    execFileSync('npx', ['--no-install', 'tsc', '-p', functionsDir, '--noEmit'], { cwd: root, stdio: 'inherit' });
  } catch {
    console.error('functions: type check failed (npx tsc -p functions --noEmit)');
    process.exit(1);
  }
}

const pkg = JSON.parse(await readFile(path.join(functionsDir, 'package.json'), 'utf8'));
const format = pkg.type === 'module' ? 'esm' : 'cjs';

const options = {
  bundle: true,
  platform: 'node',
  target: 'node24',
  format,
  sourcemap: 'linked',
  external: [
    'firebase-functions',
    'firebase-functions/*',
    'firebase-admin',
    'firebase-admin/*',
    'nodemailer',
    '@resvg/resvg-wasm',
  ],
  plugins: [yamlPlugin, rawText],
  logLevel: 'warning',
};
const result = await build({
  ...options,
  entryPoints: [path.join(functionsDir, 'src/index.ts')],
  outfile: path.join(functionsDir, pkg.main ?? 'lib/index.js'),
  metafile: true,
});
await build({
  ...options,
  entryPoints: [path.join(functionsDir, 'src/enrollments/attach-payments.ts')],
  outfile: path.join(functionsDir, 'lib/attach-payments.js'),
});

await cp(path.join(functionsDir, 'src/certificates/fonts'), path.join(functionsDir, 'lib/fonts'), { recursive: true });

const inputs = Object.keys(result.metafile.inputs).map((p) => path.relative(root, path.resolve(root, p)));
console.log(
  `functions: built ${path.relative(root, path.join(functionsDir, pkg.main ?? 'lib/index.js'))} (${format}) from ${inputs.length} sources`,
);
