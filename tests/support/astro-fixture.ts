// Builds a small Astro site kept under tests/unit/integrations/fixtures/<name>, whose
// astro.config.mjs names the integration under test, as Astro's own integrations are
// tested: a real `astro build` in a child process, on a copy of the fixture (a build writes
// there: its output, its cache, generated files) with the fixture's own config. The copy
// sits in the repository's .cache/, so it finds the project's packages as the site does.
// Also serves what was built.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '../..');
export const fixtureRoot = (name: string) => path.join(repo, 'tests/unit/integrations/fixtures', name);

export interface FixtureBuild {
  code: number | null;
  output: string;
  dist: string;
  /** The copy the build ran in. */
  site: string;
  /** Deletes the copy and what the build wrote. */
  remove: () => void;
  /** The text of a file the build wrote, by its path inside the output folder. */
  read: (file: string) => string;
}

/** `prepare` may change the copy (its folder is given) before the build. */
export function buildFixture(name: string, prepare?: (site: string) => void): FixtureBuild {
  mkdirSync(path.join(repo, '.cache'), { recursive: true });
  const site = mkdtempSync(path.join(repo, '.cache', `fixture-${name}-`));
  cpSync(fixtureRoot(name), site, { recursive: true });
  prepare?.(site);
  // Astro joins --config to --root, so it is given relative to the copy.
  const config = path.relative(site, path.join(fixtureRoot(name), 'astro.config.mjs'));
  const run = spawnSync(
    process.execPath,
    [path.join(repo, 'node_modules/astro/bin/astro.mjs'), 'build', '--root', site, '--config', config],
    { cwd: site, env: { ...process.env, NO_COLOR: '1' }, encoding: 'utf8', timeout: 120_000 },
  );
  const dist = path.join(site, 'dist');
  return {
    code: run.status,
    output: `${run.stdout}${run.stderr}`,
    dist,
    site,
    remove: () => rmSync(site, { recursive: true, force: true }),
    read: (file) => readFileSync(path.join(dist, file), 'utf8'),
  };
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves a build folder on loopback; `delay(url)` holds a file back that many milliseconds. */
export async function serveFolder(
  dist: string,
  delay: (url: string) => number = () => 0,
): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    const file = path.join(dist, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    let body: Buffer;
    try {
      body = readFileSync(file);
    } catch {
      res.writeHead(404).end();
      return;
    }
    setTimeout(() => {
      res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    }, delay(pathname));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
