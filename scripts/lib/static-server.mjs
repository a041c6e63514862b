// A plain static server for the bench's second pass: the same build as the Hosting emulator
// serves, gzip-compressed, with clean URLs (/pricing reads pricing.html, as firebase.json's
// cleanUrls does) and nothing else of Hosting's (no rewrites but /api/*, no headers but the
// content type and the cache). /api/* is passed on to the Hosting emulator, so a page's own
// requests answer as they do there. A figure that differs between the two passes depends on
// the server, not the page.
import { createServer, request } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};
/** Worth compressing: text. Images and fonts are compressed already. */
const TEXT = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

/** The file a path names: itself, its .html twin, or its folder's index.html; null when none. */
async function fileOf(dir, pathname) {
  const clean = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  for (const candidate of [clean, `${clean.replace(/\/$/, '')}.html`, join(clean, 'index.html')]) {
    const file = join(dir, candidate);
    if (!file.startsWith(dir)) return null;
    const found = await stat(file).catch(() => null);
    if (found?.isFile()) return file;
  }
  return null;
}

/** Passes a request on to the Hosting emulator unchanged. */
function passOn(req, res, upstream) {
  const target = new URL(req.url ?? '/', upstream);
  const out = request(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  out.on('error', () => res.writeHead(502).end());
  req.pipe(out);
}

/**
 * Serves `dir` on 127.0.0.1:`port`; resolves with the server (close it when done).
 * @param {string} dir an absolute folder
 * @param {number} port
 * @param {string} upstream the Hosting emulator's address, for /api/*
 */
export function serveStatic(dir, port, upstream) {
  const server = createServer(async (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (pathname.startsWith('/api/')) return passOn(req, res, upstream);
    const file = (await fileOf(dir, pathname)) ?? null;
    const status = file ? 200 : 404;
    const path = file ?? join(dir, '404.html');
    const body = await readFile(path).catch(() => Buffer.from('Not found'));
    const type = TYPES[extname(path)] ?? 'application/octet-stream';
    const headers = {
      'Content-Type': type,
      'Cache-Control': pathname.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    const gzip = TEXT.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const sent = gzip ? gzipSync(body) : body;
    res.writeHead(status, { ...headers, ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}) });
    res.end(req.method === 'HEAD' ? undefined : sent);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
