// A throwaway copy of the project for tests that change content files and rebuild: the
// checkout and the site the emulators serve stay as they are. The copy holds its own src/,
// public/, scripts and functions sources; node_modules are linked, not copied.
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { localSetup } from '../../../scripts/lib/local.mjs';
import { yamlModule } from '../../../scripts/lib/yaml-module.mjs';
import type { Check } from '../../../functions/src/payments/acceptance';
import type { PaystackTransaction, VerifyOutcome } from '../../../functions/src/payments/paystack';
import type { PricedPlan } from '../../../src/domain/pricing';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const setup = localSetup(Number(process.env.TEST_PORT_OFFSET || 0));

/** A copy of the project in a temporary folder; `remove()` deletes it. */
export function projectCopy() {
  const dir = mkdtempSync(join(tmpdir(), 'jengacode-copy-'));
  for (const name of ['src', 'public', 'scripts', 'astro.config.mjs', 'package.json', 'tsconfig.json', 'firebase.json']) {
    cpSync(join(root, name), join(dir, name), { recursive: true });
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  for (const name of ['src', 'package.json', 'tsconfig.json']) {
    cpSync(join(root, 'functions', name), join(dir, 'functions', name), { recursive: true });
  }
  symlinkSync(join(root, 'functions/node_modules'), join(dir, 'functions/node_modules'));
  return {
    dir,
    /** Writes a file of the copy, by its path from the project's root. */
    write(path: string, contents: string | Buffer) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), contents);
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** `astro build` in the copy for this run's emulators, into its own dist/. Resolves with its exit code and output. */
export function buildSite(dir: string): Promise<{ code: number; output: string }> {
  const env = { ...process.env, ...setup.buildEnv, ASTRO_OUT_DIR: join(dir, 'dist'), ASTRO_CACHE_DIR: join(dir, '.astro') };
  return new Promise((resolve) => {
    execFile('npx', ['astro', 'build'], { cwd: dir, env, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}\n${stderr}` }),
    );
  });
}

type ServerCheck = {
  plans: PricedPlan[];
  checkTransaction(data: PaystackTransaction, reference: string, plans: readonly PricedPlan[]): Check;
  verifyTransaction(apiUrl: string, secretKey: string, reference: string): Promise<VerifyOutcome>;
};

/**
 * The payment function's steps (functions/src/payments/settle.ts: ask Paystack, then check the
 * charge against the plans) as the copy's functions bundle carries them: its plans from the
 * copy's plans.yaml through functions/src/platform/content.ts and its schemas, bundled with
 * the YAML loader scripts/build-functions.mjs uses.
 */
export async function serverCheck(dir: string): Promise<ServerCheck> {
  const entry = join(dir, 'server-check.ts');
  writeFileSync(
    entry,
    [
      "export { plans } from './functions/src/platform/content';",
      "export { checkTransaction } from './functions/src/payments/acceptance';",
      "export { verifyTransaction } from './functions/src/payments/paystack';",
    ].join('\n'),
  );
  const outfile = join(dir, 'server-check.mjs');
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'warning',
    plugins: [
      {
        name: 'yaml',
        setup: (b) =>
          b.onLoad({ filter: /\.ya?ml$/ }, (args) => ({
            contents: yamlModule(readFileSync(args.path, 'utf8'), args.path),
            loader: 'js',
          })),
      },
    ],
  });
  return (await import(pathToFileURL(outfile).href)) as ServerCheck;
}

/** The file of a built site that Hosting serves for `pathname` (clean URLs: /pricing is pricing.html). */
function builtFile(dist: string, pathname: string): string | undefined {
  const path = normalize(decodeURIComponent(pathname)).replace(/^\/+/, '');
  if (path.startsWith('..')) return undefined;
  const candidates = path === '' ? ['index.html'] : [path, `${path}.html`, join(path, 'index.html')];
  return candidates.map((c) => join(dist, c)).find((file) => statSync(file, { throwIfNoEntry: false })?.isFile());
}

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript',
  css: 'text/css',
  svg: 'image/svg+xml',
  png: 'image/png',
  json: 'application/json',
  woff2: 'font/woff2',
};

/**
 * Serves the copy's build on a free loopback port, as Hosting serves it (clean URLs), so its
 * pages reach the local stand-ins as the served site does. Resolves with its address and a stop.
 */
export async function serveBuilt(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const dist = join(dir, 'dist');
  const server = createServer((request, response) => {
    const file = builtFile(dist, new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    const type = TYPES[(file ?? '404.html').split('.').pop() ?? ''] ?? 'application/octet-stream';
    response.writeHead(file ? 200 : 404, { 'Content-Type': type });
    response.end(readFileSync(file ?? join(dist, '404.html')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
