// The Paystack stand-in's test controls for subscriptions (not Paystack's), and the page
// Paystack's manage link opens:
//   POST /__standin/subscriptions/:code/charge {outcome: 'success'|'failed'}   the next renewal, now:
//        success -> invoice.create, charge.success, invoice.update (paid), and the next date moves;
//        failed  -> invoice.create, invoice.payment_failed (the status turns to attention)
//   POST /__standin/subscriptions/:code/expire-card  the card expires: its next charge (a renewal or a
//        charge_authorization) is declined, 'Expired Card'
//   GET  /__standin/subscriptions                    every subscription, as JSON
//   GET|POST /__standin/manage/:code                  the manage link's page; a POST puts a new test card

const html = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Answers a control or the manage page through `reply` and says whether the request was one.
 * @param {{ subs: Map<string, any>, shape: (s: any) => any, charge: (s: any, outcome: string) => Promise<any>,
 *           sendEvent: (event: string, data: any) => Promise<void>, card: (authorization?: any) => any,
 *           declined: Map<string, string> }} deps
 */
export async function handleControls(req, path, reply, readJson, { subs, shape, charge, sendEvent, card, declined }) {
  const method = req.method;
  if (method === 'GET' && path === '/__standin/subscriptions') return reply(200, [...subs.values()].map(shape));
  const control = path.match(/^\/__standin\/subscriptions\/([A-Za-z0-9_]+)\/(charge|expire-card)$/);
  if (method === 'POST' && control) {
    const s = subs.get(control[1]);
    if (!s) return reply(404, { status: false, message: 'Subscription not found' });
    if (control[2] === 'expire-card') {
      declined.set(s.authorization.authorization_code, 'Expired Card');
      void sendEvent('subscription.expiring_cards', [
        {
          expiry_date: `${s.authorization.exp_month}/${s.authorization.exp_year}`,
          subscription: shape(s),
          customer: { email: s.email },
        },
      ]);
      return reply(200, { status: true, cardExpired: true });
    }
    const input = await readJson(req).catch(() => ({}));
    try {
      return reply(200, await charge(s, input.outcome === 'failed' ? 'failed' : 'success'));
    } catch (error) {
      return reply(409, { status: false, message: error.message });
    }
  }
  // The page Paystack's manage link opens: a person changes the card here.
  const page = path.match(/^\/__standin\/manage\/([A-Za-z0-9_]+)$/);
  if (page) {
    const s = subs.get(page[1]);
    if (!s) return reply(404, { status: false, message: 'Subscription not found' });
    if (method === 'POST') {
      s.authorization = card({ last4: String(Math.floor(1000 + Math.random() * 9000)) });
      s.updatedAt = new Date().toISOString();
    }
    const body = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Update card (stand-in)</title>
<body><h1>TEST — Paystack stand-in: update your card</h1>
<p>Subscription ${html(s.subscription_code)} · ${html(s.plan.name)} · card ending ${html(s.authorization.last4)}</p>
<form method="post"><button type="submit">Use a new test card</button></form></body></html>`;
    return reply(200, body, { 'Content-Type': 'text/html; charset=utf-8' });
  }
  return false;
}
