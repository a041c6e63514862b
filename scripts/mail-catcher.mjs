// The local mail catcher: MailDev (SMTP in, web inbox and JSON API out) for `npm start`
// and `npm test`. Every mail the functions send lands in its inbox; nothing leaves the machine.
//
// Beside MailDev, a small control server for tests and manual play (not MailDev's):
//   POST /smtp/stop    the SMTP port stops accepting connections (an outage)
//   POST /smtp/start   it accepts them again
//   GET  /smtp         {"up": true|false}
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { MailDev } from 'maildev';

/**
 * Starts MailDev on `smtpPort` / `webPort` (loopback only) with its own mail folder under
 * `.cache/`, emptied first so an old run's mail never shows up, and the control server on
 * `controlPort`. Resolves to { inboxUrl, smtpUrl, controlUrl, close }.
 */
export async function startMailCatcher({ root, smtpPort, webPort, controlPort, host = '127.0.0.1' }) {
  const mailDirectory = join(root, '.cache', `maildev-${smtpPort}`);
  rmSync(mailDirectory, { recursive: true, force: true });
  const maildev = new MailDev({ smtp: smtpPort, ip: host, web: webPort, webIp: host, mailDirectory, silent: true });
  const servers = await maildev.start();
  let up = true;

  const control = createServer(async (req, res) => {
    const answer = (code, body) => {
      res.writeHead(code, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    try {
      if (req.method === 'POST' && req.url === '/smtp/stop') {
        if (up) await servers.smtp.stop();
        up = false;
        return answer(200, { up });
      }
      if (req.method === 'POST' && req.url === '/smtp/start') {
        if (!up) await servers.smtp.start();
        up = true;
        return answer(200, { up });
      }
      if (req.method === 'GET' && req.url === '/smtp') return answer(200, { up });
      return answer(404, { error: 'unknown control' });
    } catch (error) {
      return answer(500, { error: error.message });
    }
  });
  await new Promise((resolve, reject) => {
    control.once('error', reject);
    control.listen(controlPort, host, resolve);
  });

  return {
    inboxUrl: `http://${host}:${webPort}`,
    smtpUrl: `smtp://${host}:${smtpPort}`,
    controlUrl: `http://${host}:${controlPort}`,
    async close() {
      await new Promise((resolve) => control.close(() => resolve()));
      if (!up) await servers.smtp.start().catch(() => {});
      await maildev.stop();
    },
  };
}
