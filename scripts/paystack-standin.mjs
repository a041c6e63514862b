// A local stand-in for Paystack, on loopback only, speaking the contracts this project uses:
//   GET  /v2/inline.js                     the inline script: window.PaystackPop with newTransaction()
//   GET  /transaction/verify/:reference    the verify API (Bearer secret key), Paystack's answer shape
//   POST webhookUrl                        a signed `charge.success` event after a successful payment
// Test controls (not Paystack's; for tests and manual play):
//   POST /__standin/transactions           register a transaction {status, amount, currency, email, metadata, reference?}
//   POST /__standin/fail-next              the next N verify calls answer 500 ({count} in the body, default 1)
//   GET  /__standin/transactions/:ref      read a transaction back
//   GET  /__standin/stats                  {verifyCalls}: how many verify calls arrived so far
// Transactions live in memory. Production points at the real Paystack by configuration alone.
//
// One deliberate difference from real Paystack: the popup's Fail button registers a failed
// transaction and hands its reference back through onSuccess, as if a charge had gone
// through the popup and been declined afterwards. Real Paystack keeps a declined card in
// its popup, but a reference whose verify says "failed" is exactly what our server must
// refuse, so the stand-in lets a person (and the tests) walk that path end to end.
//
// Run alone: `node scripts/paystack-standin.mjs [--port 5055] [--webhook URL]` (secret from
// PAYSTACK_SECRET_KEY, default the local test secret).
import { createServer } from 'node:http';
import { createHmac, randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';

const allowedCurrencies = new Set(['KES', 'USD', 'NGN', 'GHS', 'ZAR']);
const statuses = new Set(['success', 'failed', 'abandoned', 'pending', 'ongoing', 'processing', 'queued', 'reversed']);

/** The browser half: the same API surface as Paystack's inline v2 script, with a marked test popup. */
function inlineScript(origin) {
  // Built from DOM calls only (no eval, no inline event handlers, no style attributes), so it
  // runs under the site's Content-Security-Policy.
  return `(function () {
  'use strict';
  var API = ${JSON.stringify(origin)};
  var open = null;

  function el(tag, props, children) {
    var node = document.createElement(tag);
    Object.keys(props || {}).forEach(function (k) {
      if (k === 'style') Object.assign(node.style, props.style);
      else if (k === 'text') node.textContent = props.text;
      else node.setAttribute(k, props[k]);
    });
    (children || []).forEach(function (c) { node.appendChild(c); });
    return node;
  }

  function money(amount, currency) {
    var major = amount / 100;
    var digits = major.toLocaleString('en-US', { maximumFractionDigits: 2 });
    return currency === 'USD' ? '$' + digits : currency + ' ' + digits;
  }

  function register(options, status) {
    return fetch(API + '/__standin/transactions', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        key: options.key, email: options.email, amount: options.amount, currency: options.currency,
        metadata: options.metadata || {}, channel: 'card', status: status, fromPopup: true
      })
    }).then(function (res) {
      if (!res.ok) return res.json().then(function (b) { throw new Error(b.message || 'Stand-in refused the transaction'); });
      return res.json();
    });
  }

  function PaystackPop() {}

  PaystackPop.prototype.newTransaction = function (options) {
    options = options || {};
    var onSuccess = typeof options.onSuccess === 'function' ? options.onSuccess : function () {};
    var onCancel = typeof options.onCancel === 'function' ? options.onCancel : function () {};
    var onError = typeof options.onError === 'function' ? options.onError : function () {};
    var currency = String(options.currency || 'NGN').toUpperCase();
    options.currency = currency;
    if (!options.key || !options.email || !Number.isInteger(options.amount) || options.amount <= 0) {
      setTimeout(function () { onError({ message: 'Invalid transaction parameters (key, email and a whole positive amount are required)' }); });
      return;
    }
    if (open) return;
    var previousFocus = document.activeElement;

    var title = el('h2', { id: 'standin-title', text: 'TEST PAYMENT — local Paystack stand-in', style: {
      margin: '0 0 4px', fontSize: '15px', fontWeight: '800', letterSpacing: '0.02em', color: '#7c2d12' } });
    var note = el('p', { id: 'standin-desc', text: 'No real money moves. Choose what this test payment does.', style: {
      margin: '0 0 16px', fontSize: '13px', color: '#44403c' } });
    var amount = el('p', { text: money(options.amount, currency), 'data-standin-amount': '', style: {
      margin: '0', fontSize: '28px', fontWeight: '800', color: '#1c1917' } });
    var who = el('p', { text: String(options.email), style: { margin: '2px 0 12px', fontSize: '14px', color: '#44403c', overflowWrap: 'anywhere' } });
    var channels = el('p', { text: 'Channels: ' + (options.channels || ['card']).join(', '), style: {
      margin: '0 0 18px', fontSize: '12px', color: '#57534e' } });
    var message = el('p', { role: 'alert', style: { margin: '0 0 12px', fontSize: '13px', color: '#b91c1c', minHeight: '0' } });

    function button(label, bg, fg, border) {
      return el('button', { type: 'button', text: label, style: {
        flex: '1 1 0', minHeight: '44px', padding: '10px 12px', borderRadius: '10px', border: '2px solid ' + border,
        background: bg, color: fg, fontFamily: 'inherit', fontSize: '15px', fontWeight: '700', cursor: 'pointer' } });
    }
    var pay = button('Pay', '#15803d', '#fff', '#15803d');
    var fail = button('Fail', '#fff', '#b91c1c', '#b91c1c');
    var cancel = button('Cancel', '#fff', '#292524', '#78716c');
    var row = el('div', { style: { display: 'flex', gap: '8px' } }, [pay, fail, cancel]);

    var dialog = el('div', { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'standin-title',
      'aria-describedby': 'standin-desc', 'data-paystack-standin': '', style: {
        background: '#fff', borderRadius: '16px', padding: '20px', width: '100%', maxWidth: '360px',
        boxSizing: 'border-box', boxShadow: '0 20px 50px rgba(0,0,0,0.35)', border: '3px dashed #ea580c',
        fontFamily: 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif', lineHeight: '1.4', textAlign: 'left' } },
      [title, note, amount, who, channels, message, row]);
    var backdrop = el('div', { style: {
      position: 'fixed', inset: '0', zIndex: '2147483647', background: 'rgba(28,25,23,0.6)', display: 'flex',
      alignItems: 'center', justifyContent: 'center', padding: '16px', boxSizing: 'border-box' } }, [dialog]);

    function close() {
      document.removeEventListener('keydown', onKey, true);
      backdrop.remove();
      open = null;
      if (previousFocus && typeof previousFocus.focus === 'function') previousFocus.focus();
    }
    function busy(on) { [pay, fail, cancel].forEach(function (b) { b.disabled = on; b.style.opacity = on ? '0.6' : '1'; }); }
    function finish(status) {
      busy(true);
      message.textContent = '';
      register(options, status).then(function (tx) {
        close();
        onSuccess({ reference: tx.reference, status: status, trans: tx.id, transaction: tx.id, message: status === 'success' ? 'Approved' : 'Declined', trxref: tx.reference });
      }, function (error) {
        busy(false);
        message.textContent = error.message;
        onError({ message: error.message });
      });
    }
    function onKey(event) {
      if (event.key === 'Escape') { event.preventDefault(); close(); onCancel(); return; }
      if (event.key !== 'Tab') return;
      // Keep keyboard focus inside the dialog while it is open.
      var items = [pay, fail, cancel];
      var index = items.indexOf(document.activeElement);
      if (event.shiftKey && index <= 0) { event.preventDefault(); cancel.focus(); }
      else if (!event.shiftKey && (index === -1 || index === items.length - 1)) { event.preventDefault(); pay.focus(); }
    }
    pay.addEventListener('click', function () { finish('success'); });
    fail.addEventListener('click', function () { finish('failed'); });
    cancel.addEventListener('click', function () { close(); onCancel(); });
    document.addEventListener('keydown', onKey, true);
    document.body.appendChild(backdrop);
    open = backdrop;
    pay.focus();
    if (typeof options.onLoad === 'function') options.onLoad({ id: 'standin' });
  };

  window.PaystackPop = PaystackPop;
})();
`;
}

function sign(body, secretKey) {
  return createHmac('sha512', secretKey).update(body).digest('hex');
}

function newReference() {
  return `T${Date.now().toString(36)}${randomBytes(5).toString('hex')}`;
}

/**
 * Starts the stand-in on 127.0.0.1:port (0 picks a free port), in this process: callers
 * must not block their event loop while it serves (scripts/ spawn test runners async).
 * @param {{ port?: number, secretKey: string, webhookUrl?: string, log?: (line: string) => void }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startPaystackStandin({ port = 5055, secretKey, webhookUrl, log = () => {} }) {
  if (!secretKey) throw new Error('startPaystackStandin: secretKey is required');
  /** @type {Map<string, any>} */
  const transactions = new Map();
  let failNext = 0;
  let verifyCalls = 0;
  let nextId = 1000001;
  let url = '';

  function record(input) {
    const status = input.status ?? 'success';
    const currency = String(input.currency ?? 'KES').toUpperCase();
    const amount = input.amount;
    if (!statuses.has(status)) throw new Error(`status must be one of ${[...statuses].join(', ')}`);
    if (!Number.isInteger(amount)) throw new Error('amount must be a whole number of subunits');
    if (input.fromPopup && (!allowedCurrencies.has(currency) || amount <= 0)) throw new Error(`Currency ${currency} or amount not supported`);
    const reference = input.reference ?? newReference();
    if (transactions.has(reference)) throw new Error('Duplicate Transaction Reference');
    const now = new Date().toISOString();
    const tx = {
      id: nextId++,
      domain: 'test',
      status,
      reference,
      amount,
      currency,
      metadata: input.metadata ?? {},
      channel: input.channel ?? 'card',
      gateway_response: status === 'success' ? 'Successful' : status === 'failed' ? 'Declined' : 'Pending',
      message: null,
      paid_at: status === 'success' ? now : null,
      created_at: now,
      paidAt: status === 'success' ? now : null,
      createdAt: now,
      customer: { id: 1, email: input.email ?? 'parent@example.com', customer_code: 'CUS_standin' },
      fees: Math.round(amount * 0.015),
    };
    transactions.set(reference, tx);
    return tx;
  }

  async function sendWebhook(tx) {
    if (!webhookUrl) return;
    const body = JSON.stringify({ event: 'charge.success', data: tx });
    try {
      const res = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'x-paystack-signature': sign(body, secretKey) },
        body,
        signal: AbortSignal.timeout(15_000),
      });
      log(`webhook charge.success ${tx.reference} -> ${res.status}`);
    } catch (error) {
      log(`webhook charge.success ${tx.reference} failed: ${error.message}`);
    }
  }

  const server = createServer(async (req, res) => {
    const origin = req.headers.origin;
    // The popup script posts from the site's origin; this server only listens on loopback,
    // so it answers CORS for loopback origins (any port: every test run has its own).
    const corsOrigin = origin && /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(origin) ? origin : null;
    const send = (status, body, headers = {}) => {
      const payload = typeof body === 'string' ? body : JSON.stringify(body);
      res.writeHead(status, {
        'Content-Type': typeof body === 'string' ? 'application/javascript; charset=utf-8' : 'application/json',
        'Cache-Control': 'no-store',
        ...(corsOrigin ? { 'Access-Control-Allow-Origin': corsOrigin, Vary: 'Origin' } : {}),
        ...headers,
      });
      res.end(payload);
    };
    const path = new URL(req.url ?? '/', 'http://standin').pathname;

    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...(corsOrigin
          ? {
              'Access-Control-Allow-Origin': corsOrigin,
              'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
              'Access-Control-Allow-Headers': 'Content-Type, Authorization',
              'Access-Control-Max-Age': '600',
              Vary: 'Origin',
            }
          : {}),
      });
      return res.end();
    }

    try {
      if ((req.method === 'GET' || req.method === 'HEAD') && (path === '/v2/inline.js' || path === '/inline.js')) {
        return send(200, inlineScript(url), { 'Cross-Origin-Resource-Policy': 'cross-origin' });
      }

      const verify = path.match(/^\/transaction\/verify\/(.+)$/);
      if (req.method === 'GET' && verify) {
        verifyCalls += 1;
        if (req.headers.authorization !== `Bearer ${secretKey}`) {
          return send(401, { status: false, message: 'Invalid key' });
        }
        if (failNext > 0) {
          failNext -= 1;
          return send(500, { status: false, message: 'Stand-in: simulated server error' });
        }
        const reference = decodeURIComponent(verify[1]);
        const tx = transactions.get(reference);
        if (!tx) {
          // Paystack answers an unknown reference with a 400 and this message.
          return send(400, { status: false, message: 'Transaction reference not found', type: 'validation_error', code: 'transaction_not_found' });
        }
        return send(200, { status: true, message: 'Verification successful', data: tx });
      }

      if (req.method === 'POST' && path === '/__standin/transactions') {
        const input = await readJson(req);
        let tx;
        try {
          tx = record(input);
        } catch (error) {
          return send(400, { status: false, message: error.message });
        }
        log(`transaction ${tx.reference} ${tx.status} ${tx.amount} ${tx.currency}`);
        // A real charge.success webhook arrives on its own, independent of the browser.
        if (tx.status === 'success' && input.fromPopup) void sendWebhook(tx);
        return send(201, tx);
      }

      const read = path.match(/^\/__standin\/transactions\/(.+)$/);
      if (req.method === 'GET' && read) {
        const tx = transactions.get(decodeURIComponent(read[1]));
        return tx ? send(200, tx) : send(404, { status: false, message: 'Transaction reference not found' });
      }

      if (req.method === 'GET' && path === '/__standin/stats') return send(200, { verifyCalls });

      if (req.method === 'POST' && path === '/__standin/fail-next') {
        const input = await readJson(req).catch(() => ({}));
        failNext = Number.isInteger(input.count) && input.count > 0 ? input.count : 1;
        return send(200, { failNext });
      }

      return send(404, { status: false, message: 'Not found' });
    } catch (error) {
      return send(400, { status: false, message: error.message });
    }
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;

  return {
    url,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

async function readJson(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > 100_000) throw new Error('Body too large');
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new Error('Body must be JSON');
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const arg = (name) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const standin = await startPaystackStandin({
    port: Number(arg('--port') ?? process.env.PAYSTACK_STANDIN_PORT ?? 5055),
    secretKey: process.env.PAYSTACK_SECRET_KEY ?? 'sk_test_local_standin_secret',
    webhookUrl: arg('--webhook') ?? process.env.PAYSTACK_WEBHOOK_URL,
    log: (line) => console.log(`[paystack stand-in] ${line}`),
  });
  console.log(`Paystack stand-in on ${standin.url} (inline script ${standin.url}/v2/inline.js). Ctrl-C stops it.`);
  const stop = () => standin.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
