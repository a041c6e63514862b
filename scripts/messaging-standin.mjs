// A local stand-in for WhatsApp's Cloud API and Africa's Talking's SMS API, on loopback only,
// speaking the contracts functions/src/whatsapp uses:
//   POST /{version}/{phone-number-id}/messages   Cloud API send (Bearer token): a template, a
//                                                text or an interactive list (WhatsApp's limits:
//                                                10 rows, titles 24, descriptions 72, button 20
//                                                characters, else 400 code 131009); answers {messaging_product, contacts,
//                                                messages:[{id}]} or {error:{message, type, code}},
//                                                then posts our webhook signed statuses (sent,
//                                                delivered; failed 131026 for a number not on WhatsApp)
//   POST /version1/messaging                     Africa's Talking send (apiKey header, form body
//                                                username, to, message): answers 201 {SMSMessageData:
//                                                {Message, Recipients:[{statusCode, number, status,
//                                                cost, messageId}]}}, then posts a delivery report
// Test controls (not the providers'; for tests and manual play):
//   GET  /                     every message received, for a person (refreshes itself)
//   GET  /__standin/messages   the same as JSON, newest first: {id, channel, to, template,
//                              language, parameters, text, status, buttons, list}
//   POST /__standin/reply      {from, payload}, {from, listReply} or {from, text}: our webhook gets
//                              a signed inbound message (a quick-reply tap, a list row picked by
//                              its id, or a typed reply such as STOP)
//   POST /__standin/numbers    {number, onWhatsApp: false}: that number is not on WhatsApp
//   POST /__standin/fail-next  {count, channel?, to?}: the next N sends (of that channel, to that
//                              number) fail temporarily (WhatsApp 500 code 131000; SMS statusCode 500)
//   POST /__standin/templates  {name, status: 'PAUSED' | 'APPROVED'}: sends of a paused template
//                              are refused (code 132015)
// Messages live in memory. Production points at the real services by configuration alone.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { LOCAL_MESSAGING } from './lib/local-messaging.mjs';
import { BUTTON_TEXT, inboxPage } from './lib/messaging-inbox.mjs';
import { smsSend } from './lib/sms-standin.mjs';
import { listOf, listReply, receive } from './lib/list-standin.mjs';
import { digits, readBody, send } from './lib/standin-http.mjs';

/**
 * Starts the stand-in on 127.0.0.1:port in this process (0 picks a free port).
 * `templates` renders a template's text ({name: body with {{1}}, {{2}} ... as WhatsApp's template
 * manager holds it}, and {"name:sw": body} for each translation): the nth parameter of a send
 * fills {{n}} of the translation the send names, as on WhatsApp.
 */
export async function startMessagingStandin({
  port = 5066,
  token,
  appSecret,
  atUsername,
  atApiKey,
  webhookUrl,
  smsReportUrl,
  templates = {},
  log = () => {},
}) {
  /** @type {any[]} newest last */
  const messages = [];
  const notOnWhatsApp = new Set();
  const paused = new Set();
  /** @type {{channel?: string, to?: string}[]} */
  const failures = [];
  const timers = new Set();
  let url = '';

  const later = (ms, fn) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn().catch((error) => log(`messaging stand-in: ${error.message}`));
    }, ms);
    timers.add(timer);
  };

  function takeFailure(channel, to) {
    const i = failures.findIndex((f) => (!f.channel || f.channel === channel) && (!f.to || digits(f.to) === digits(to)));
    if (i < 0) return false;
    failures.splice(i, 1);
    return true;
  }

  /** Posts a signed event; like WhatsApp, sends it again (a few times here) while the answer is a 5xx. */
  async function postWebhook(payload, tries = 1) {
    if (!webhookUrl) return 0;
    const body = JSON.stringify(payload);
    const signature = `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;
    for (let attempt = 1; ; attempt += 1) {
      const res = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': signature },
        body,
      });
      await res.arrayBuffer();
      if (res.status < 500 || attempt >= tries) return res.status;
      await new Promise((resolve) => setTimeout(resolve, 1000 * attempt));
    }
  }

  const envelope = (value) => ({
    object: 'whatsapp_business_account',
    entry: [{ id: 'WABA_LOCAL', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', ...value } }] }],
  });

  async function status(message, name, errors) {
    message.status = name;
    const event = {
      id: message.id,
      status: name,
      timestamp: String(Math.floor(Date.now() / 1000)),
      recipient_id: digits(message.to),
      ...(errors ? { errors } : {}),
    };
    await postWebhook(envelope({ statuses: [event] }), 6);
  }

  function render(name, parameters, language) {
    const body = templates[`${name}:${language}`] ?? templates[name];
    if (!body) return parameters.join(' · ');
    return body.replace(/\{\{(\d+)\}\}/g, (_, n) => parameters[Number(n) - 1] ?? '');
  }

  async function whatsappSend(req, res, body) {
    if (req.headers.authorization !== `Bearer ${token}`) {
      return send(res, 401, { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } });
    }
    let input;
    try {
      input = JSON.parse(body);
    } catch {
      return send(res, 400, { error: { message: 'Invalid JSON', type: 'OAuthException', code: 100 } });
    }
    if (
      input.messaging_product !== 'whatsapp' ||
      !digits(input.to) ||
      !['template', 'text', 'interactive'].includes(input.type)
    ) {
      return send(res, 400, { error: { message: '(#100) Invalid parameter', type: 'OAuthException', code: 100 } });
    }
    const list = input.type === 'interactive' ? listOf(input.interactive) : null;
    if (input.type === 'interactive' && !list) {
      return send(res, 400, { error: { message: 'Parameter value is not valid', type: 'OAuthException', code: 131009 } });
    }
    if (takeFailure('whatsapp', input.to)) {
      return send(res, 500, { error: { message: 'Something went wrong', type: 'OAuthException', code: 131000 } });
    }
    const template = input.type === 'template' ? input.template : null;
    if (template && paused.has(template.name)) {
      return send(res, 400, { error: { message: 'Template is paused', type: 'OAuthException', code: 132015 } });
    }
    const components = template?.components ?? [];
    const parameters = (components.find((c) => c.type === 'body')?.parameters ?? []).map((p) => p.text);
    const buttons = components.filter((c) => c.type === 'button').map((c) => c.parameters?.[0]?.payload);
    const message = {
      id: `wamid.${randomBytes(12).toString('base64url')}`,
      channel: 'whatsapp',
      to: `+${digits(input.to)}`,
      template: template?.name ?? null,
      language: template?.language?.code ?? null,
      parameters,
      buttons,
      ...(list ? { list: list.rows } : {}),
      text: template
        ? render(template.name, parameters, template.language?.code)
        : list
          ? list.body
          : String(input.text?.body ?? ''),
      status: 'accepted',
      at: new Date().toISOString(),
    };
    messages.push(message);
    send(res, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: input.to, wa_id: digits(input.to) }],
      messages: [{ id: message.id }],
    });
    // As the real service does: accepted now, the outcome by webhook.
    later(150, async () => {
      if (notOnWhatsApp.has(digits(message.to))) {
        await status(message, 'failed', [{ code: 131026, title: 'Message undeliverable' }]);
        return;
      }
      await status(message, 'sent');
      await status(message, 'delivered');
    });
  }

  async function reply(res, input) {
    const from = digits(input.from);
    if (!from || (input.payload === undefined && input.text === undefined && input.listReply === undefined)) {
      return send(res, 400, { error: 'send {from, payload}, {from, listReply} or {from, text}' });
    }
    if (input.listReply !== undefined) {
      return listReply(res, { messages, postWebhook, envelope }, from, String(input.listReply));
    }
    if (input.payload !== undefined) {
      const payload = String(input.payload);
      const text = BUTTON_TEXT[payload.split(':')[0]] ?? payload;
      return receive(res, { messages, postWebhook, envelope }, from, text, (head) => ({
        ...head,
        type: 'button',
        button: { payload, text },
      }));
    }
    const body = String(input.text);
    return receive(res, { messages, postWebhook, envelope }, from, body, (head) => ({ ...head, type: 'text', text: { body } }));
  }

  const server = createServer(async (req, res) => {
    try {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      const body = req.method === 'POST' ? await readBody(req) : '';
      const json = () => {
        try {
          return JSON.parse(body || '{}');
        } catch {
          return {};
        }
      };
      if (req.method === 'GET' && path === '/') return send(res, 200, inboxPage(messages), 'text/html; charset=utf-8');
      if (req.method === 'GET' && path === '/__standin/messages') {
        return send(
          res,
          200,
          [...messages].reverse().filter((m) => m.direction !== 'in'),
        );
      }
      if (req.method === 'POST' && /^\/v\d+(\.\d+)?\/[^/]+\/messages$/.test(path)) return await whatsappSend(req, res, body);
      if (req.method === 'POST' && path === '/version1/messaging')
        return await smsSend(req, res, body, { atUsername, atApiKey, smsReportUrl, messages, takeFailure, later });
      if (req.method === 'POST' && path === '/__standin/reply') return await reply(res, json());
      if (req.method === 'POST' && path === '/__standin/numbers') {
        const input = json();
        if (!digits(input.number)) return send(res, 400, { error: 'number is required' });
        if (input.onWhatsApp === false) notOnWhatsApp.add(digits(input.number));
        else notOnWhatsApp.delete(digits(input.number));
        return send(res, 200, { number: input.number, onWhatsApp: input.onWhatsApp !== false });
      }
      if (req.method === 'POST' && path === '/__standin/fail-next') {
        const input = json();
        const count = Number.isInteger(input.count) && input.count > 0 ? input.count : 1;
        for (let i = 0; i < count; i += 1) failures.push({ channel: input.channel, to: input.to });
        return send(res, 200, { pending: failures.length });
      }
      if (req.method === 'POST' && path === '/__standin/templates') {
        const input = json();
        if (input.status === 'PAUSED') paused.add(String(input.name));
        else paused.delete(String(input.name));
        return send(res, 200, { name: input.name, status: paused.has(String(input.name)) ? 'PAUSED' : 'APPROVED' });
      }
      send(res, 404, { error: { message: 'Unknown path', code: 100 } });
    } catch (error) {
      send(res, 500, { error: { message: error.message } });
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  url = `http://127.0.0.1:${server.address().port}`;
  return {
    url,
    close: () =>
      new Promise((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const standin = await startMessagingStandin({
    ...LOCAL_MESSAGING,
    port: Number(arg('--port') ?? 5066),
    webhookUrl: arg('--webhook'),
    log: console.warn,
  });
  console.log(`WhatsApp and SMS stand-in on ${standin.url}`);
}
