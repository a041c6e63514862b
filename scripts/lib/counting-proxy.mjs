// A pass-through HTTP proxy in front of the site that counts what it sends the browser: each
// answer's path and bytes (status line, headers and body as sent, compressed as the server
// sent it). The bench's repeat visit goes through it, so the offline worker's own requests
// (navigation preload included, which no page event reports) are counted with the page's.
import { createServer, request } from 'node:http';

/**
 * @param {string} upstream the site's origin
 * @returns {Promise<{ url: string, take: () => { path: string, bytes: number }[], close: () => void }>}
 */
export function countingProxy(upstream) {
  /** @type {{ path: string, bytes: number }[]} */
  let answered = [];
  const target = new URL(upstream);
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', upstream).pathname;
    const out = request(
      new URL(req.url ?? '/', upstream),
      { method: req.method, headers: { ...req.headers, host: target.host } },
      (answer) => {
        const head = [`HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}`];
        for (let i = 0; i < answer.rawHeaders.length; i += 2) head.push(`${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}`);
        let bytes = Buffer.byteLength(`${head.join('\r\n')}\r\n\r\n`);
        answer.on('data', (chunk) => (bytes += chunk.length));
        answer.on('end', () => answered.push({ path, bytes }));
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    out.on('error', () => res.writeHead(502).end());
    req.pipe(out);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}`,
        take: () => {
          const taken = answered;
          answered = [];
          return taken;
        },
        close: () => server.close(),
      });
    });
  });
}
