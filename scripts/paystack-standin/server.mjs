// A local stand-in for Paystack, on loopback only, speaking the contracts this project uses:
//   GET  /v2/inline.js                     the inline script: window.PaystackPop with newTransaction()
//   GET  /transaction/verify/:reference    the verify API (Bearer secret key), Paystack's answer shape (a card that
//                                          paid comes with its `authorization`, a new card for each charge here)
//   GET  /transaction                      the list API (Bearer secret key): Paystack's filters and paging,
//                                          from the transactions held here (transaction-list.mjs)
//   POST webhookUrl                        a signed `charge.success` event after a successful payment
// Test controls (not Paystack's; for tests and manual play):
//   POST /__standin/transactions           register a transaction {status, amount, currency, email, metadata, reference?,
//                                          channel?, settleAfterSeconds?, settleTo?}: a 'pending' one with
//                                          settleAfterSeconds turns into settleTo ('success' or 'failed') after
//                                          that many seconds, and a success sends the signed webhook then;
//                                          createdAt (ISO) dates it in the past (paid then, when a success);
//                                          webhook: false keeps its webhook from ever coming (a lost callback);
//                                          authorization {authorization_code} pays with a card that paid before
//   POST /__standin/fail-next              the next N verify calls answer 500 ({count} in the body, default 1;
//                                          with {email}, only calls for that payer's transactions, so tests
//                                          running side by side do not take each other's failures)
//   GET  /__standin/transactions/:ref      read a transaction back
//   GET  /__standin/stats                  {verifyCalls}: how many verify calls arrived so far
// Plans and subscriptions, with their own test controls: subscriptions.mjs beside this file; charging a
// saved card (charge_authorization), refunds and the control that declines a card: charges.mjs.
// Transactions live in memory. Production points at the real Paystack by configuration alone.
//
// One deliberate difference from real Paystack: the popup's Fail button registers a failed
// transaction and hands its reference back through onSuccess, as if a charge had gone
// through the popup and been declined afterwards. Real Paystack keeps a declined card in
// its popup, but a reference whose verify says "failed" is exactly what our server must
// refuse, so the stand-in lets a person (and the tests) walk that path end to end.
//
// Run alone: `node scripts/paystack-standin/server.mjs [--port 5055] [--webhook URL]` (secret from
// PAYSTACK_SECRET_KEY, default the local test secret).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createHmac, randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { card, createSubscriptions } from './subscriptions.mjs';
import { createCharges } from './charges.mjs';
import { listTransactions } from './transaction-list.mjs';
import { readJson } from './read-json.mjs';

/** The browser half (window.PaystackPop and the test popup): a real file beside this one. */
const inlineScript = readFileSync(new URL('./inline.js', import.meta.url), 'utf8');

const allowedCurrencies = new Set(['KES', 'USD', 'NGN', 'GHS', 'ZAR']);
const statuses = new Set(['success', 'failed', 'abandoned', 'pending', 'ongoing', 'processing', 'queued', 'reversed']);

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
  /** When set, only verify calls for this payer's transactions fail. */
  let failFor = '';
  let verifyCalls = 0;
  let nextId = 1000001;
  /** References whose webhook never comes (registered with webhook: false). */
  const silent = new Set();
  /** @type {Set<ReturnType<typeof setTimeout>>} */
  const timers = new Set();
  let url = '';

  function record(input) {
    const status = input.status ?? 'success';
    const currency = String(input.currency ?? 'KES').toUpperCase();
    const amount = input.amount;
    if (!statuses.has(status)) throw new Error(`status must be one of ${[...statuses].join(', ')}`);
    if (!Number.isInteger(amount)) throw new Error('amount must be a whole number of subunits');
    if (input.fromPopup && (!allowedCurrencies.has(currency) || amount <= 0))
      throw new Error(`Currency ${currency} or amount not supported`);
    const reference = input.reference ?? newReference();
    if (transactions.has(reference)) throw new Error('Duplicate Transaction Reference');
    const now = input.createdAt === undefined ? new Date().toISOString() : new Date(String(input.createdAt)).toISOString();
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
      ...(typeof input.plan === 'string' ? { plan: input.plan } : {}),
      // A card that paid: Paystack hands back its reusable authorization (a new card each charge
      // here, unless `authorization` names a card that paid before: the same card paying again).
      ...(status === 'success' && (input.channel ?? 'card') === 'card' ? { authorization: card(input.authorization) } : {}),
      fees: Math.round(amount * 0.015),
    };
    transactions.set(reference, tx);
    if (input.webhook === false) silent.add(reference);
    if (status === 'pending' && input.settleAfterSeconds !== undefined) {
      const after = Number(input.settleAfterSeconds);
      const settleTo = input.settleTo ?? 'success';
      if (!Number.isFinite(after) || after < 0 || after > 3600) throw new Error('settleAfterSeconds must be 0 to 3600');
      if (settleTo !== 'success' && settleTo !== 'failed') throw new Error("settleTo must be 'success' or 'failed'");
      timers.add(setTimeout(() => settleLater(tx, settleTo), after * 1000));
    }
    return tx;
  }

  /** A pending charge answered on the phone: it succeeds (and Paystack sends the webhook) or fails. */
  function settleLater(tx, settleTo) {
    const now = new Date().toISOString();
    tx.status = settleTo;
    tx.gateway_response = settleTo === 'success' ? 'Approved' : 'Declined';
    if (settleTo === 'success') tx.paid_at = tx.paidAt = now;
    if (settleTo === 'success' && tx.channel === 'card') tx.authorization = card();
    log(`transaction ${tx.reference} settled ${settleTo}`);
    if (settleTo === 'success') void sendWebhook(tx);
  }

  /** Sends one signed event to the webhook, as Paystack does. */
  async function sendEvent(event, data) {
    if (!webhookUrl) return;
    const body = JSON.stringify({ event, data });
    const what = data?.reference ?? data?.subscription_code ?? data?.subscription?.subscription_code ?? '';
    try {
      const res = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'x-paystack-signature': sign(body, secretKey) },
        body,
        signal: AbortSignal.timeout(15_000),
      });
      log(`webhook ${event} ${what} -> ${res.status}`);
    } catch (error) {
      log(`webhook ${event} ${what} failed: ${error.message}`);
    }
  }
  const sendWebhook = async (tx) => (silent.has(tx.reference) ? undefined : sendEvent('charge.success', tx));
  const cardsOf = (email) =>
    [...transactions.values()].filter((tx) => tx.customer.email === email && tx.authorization).map((tx) => tx.authorization);
  // Saved-card charges and refunds (charges.mjs) also charge a subscriber's card, which may have paid nothing yet.
  const charges = createCharges({ transactions, record, sendEvent, subscriberCard: (c) => subscriptions.cardOf(c), log });
  const subscriptions = createSubscriptions({ url: () => url, record, sendEvent, cardsOf, declined: charges.declined, log });

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
        return send(200, inlineScript, { 'Cross-Origin-Resource-Policy': 'cross-origin' });
      }

      const verify = path.match(/^\/transaction\/verify\/(.+)$/);
      if (req.method === 'GET' && verify) {
        verifyCalls += 1;
        if (req.headers.authorization !== `Bearer ${secretKey}`) {
          return send(401, { status: false, message: 'Invalid key' });
        }
        const reference = decodeURIComponent(verify[1]);
        const tx = transactions.get(reference);
        if (failNext > 0 && (!failFor || tx?.customer?.email === failFor)) {
          failNext -= 1;
          return send(500, { status: false, message: 'Stand-in: simulated server error' });
        }
        if (!tx) {
          // Paystack answers an unknown reference with a 400 and this message.
          return send(400, {
            status: false,
            message: 'Transaction reference not found',
            type: 'validation_error',
            code: 'transaction_not_found',
          });
        }
        return send(200, { status: true, message: 'Verification successful', data: tx });
      }

      if (req.method === 'GET' && path === '/transaction') {
        if (req.headers.authorization !== `Bearer ${secretKey}`) return send(401, { status: false, message: 'Invalid key' });
        const listed = listTransactions(transactions, new URL(req.url ?? '/', 'http://standin').searchParams);
        return send(listed.http, listed.body);
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
        // A card paying a plan (planCode) then subscribes, as Paystack does after the charge.
        if (tx.status === 'success' && input.fromPopup) void sendWebhook(tx).then(() => subscriptions.afterCharge(tx));
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
        failFor = typeof input.email === 'string' ? input.email : '';
        return send(200, { failNext });
      }

      const authorized = req.headers.authorization === `Bearer ${secretKey}`;
      if (await charges.handle(req, path, (status, body) => (send(status, body), true), readJson, authorized)) return;
      if (await subscriptions.handle(req, path, send, readJson, authorized)) return;

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
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
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
