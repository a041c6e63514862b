// The bench's plain static server (its second pass): the build's files with clean URLs,
// gzip for text, a 404 for what is not there, nothing outside its folder, and /api/* passed
// on to the Hosting emulator it stands beside.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, get as rawGet, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../../../../scripts/lib/static-server.mjs';

const dir = mkdtempSync(join(tmpdir(), 'static-server-'));
let site: Server;
let upstream: Server;
let base = '';

beforeAll(async () => {
  mkdirSync(join(dir, '_astro'));
  mkdirSync(join(dir, 'sw'));
  writeFileSync(join(dir, 'index.html'), '<h1>home</h1>');
  writeFileSync(join(dir, 'pricing.html'), '<h1>pricing</h1>'.repeat(50));
  writeFileSync(join(dir, 'sw.html'), '<h1>sw</h1>');
  writeFileSync(join(dir, 'sw', 'book-class.html'), '<h1>sw book</h1>');
  writeFileSync(join(dir, '_astro', 'a.js'), 'console.log(1)');
  writeFileSync(join(dir, '404.html'), '<h1>missing</h1>');
  writeFileSync(join(tmpdir(), 'outside-static.txt'), 'secret');
  upstream = createServer((req, res) =>
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ url: req.url, method: req.method })),
  );
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  site = await serveStatic(dir, port, `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => {
  site?.close();
  upstream?.close();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });

describe('the static server', () => {
  it('serves pages by their clean address, as Hosting does', async () => {
    expect(await (await get('/')).text()).toBe('<h1>home</h1>');
    expect(await (await get('/sw')).text()).toBe('<h1>sw</h1>');
    expect(await (await get('/sw/book-class')).text()).toBe('<h1>sw book</h1>');
    const pricing = await get('/pricing');
    expect(pricing.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('compresses text with gzip when the browser takes it', async () => {
    // fetch would undo the compression: read the bytes as sent.
    const res = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      rawGet(`${base}/pricing`, { headers: { 'Accept-Encoding': 'gzip' } }, (r) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => resolve({ encoding: r.headers['content-encoding'], body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
    expect(res.encoding).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toContain('<h1>pricing</h1>');
  });

  it('keeps hashed files a year and asks again for pages', async () => {
    expect((await get('/_astro/a.js')).headers.get('cache-control')).toContain('immutable');
    expect((await get('/pricing')).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404 with the site’s page for a missing file, and serves nothing outside its folder', async () => {
    const missing = await get('/nowhere');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('<h1>missing</h1>');
    const outside = await get('/../outside-static.txt');
    expect(outside.status).toBe(404);
    expect(await get('/%2e%2e/outside-static.txt').then((r) => r.status)).toBe(404);
  });

  it('passes /api/* on to the Hosting emulator', async () => {
    const res = await fetch(`${base}/api/session?x=1`, { method: 'POST', body: '{}' });
    expect(await res.json()).toEqual({ url: '/api/session?x=1', method: 'POST' });
  });
});
