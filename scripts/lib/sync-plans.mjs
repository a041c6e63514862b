// The core of `npm run paystack -- sync-plans`: one Paystack plan per plan, billing period and
// currency of plans.yaml, found by its name (which holds the price, so a price change makes a
// new plan) or created, and its code recorded in paystackPlans/{plan-period-currency}, where
// /api/enrollment reads it. Idempotent: a second run finds every plan and creates none. A
// currency Paystack refuses for plans is reported and left out: those renew by reminder.
import { loadTs } from './load-ts.mjs';

// The periods' Paystack intervals, the record's id and the prices: the site's own rules.
const { PAYSTACK_INTERVAL, paystackPlanId } = await loadTs('src/domain/enrollment/subscription.ts');
const { currencies, periods, planPrice } = await loadTs('src/domain/pricing.ts');

async function api(apiUrl, secretKey, path, init = {}) {
  const res = await fetch(`${apiUrl.replace(/\/+$/, '')}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${secretKey}`, 'Content-Type': 'application/json', Accept: 'application/json' },
    signal: AbortSignal.timeout(20_000),
  });
  const body = await res.json().catch(() => ({}));
  return { http: res.status, body };
}

/** Every plan Paystack holds, page by page. */
async function existingPlans(apiUrl, secretKey) {
  const all = [];
  for (let page = 1; page <= 50; page += 1) {
    const { http, body } = await api(apiUrl, secretKey, `/plan?perPage=100&page=${page}`);
    if (http === 401) throw new Error('Paystack refused the secret key (401).');
    const data = Array.isArray(body.data) ? body.data : [];
    all.push(...data);
    const pages = body.meta?.pageCount ?? 1;
    if (data.length === 0 || page >= pages) break;
  }
  return all;
}

/**
 * @param {{ apiUrl: string, secretKey: string, db: any, plans: any[], log?: (line: string) => void }} options
 * @returns {Promise<{ created: number, found: number, skipped: number }>}
 */
export async function syncPlans({ apiUrl, secretKey, db, plans, log = () => {} }) {
  const known = await existingPlans(apiUrl, secretKey);
  const tally = { created: 0, found: 0, skipped: 0 };
  for (const plan of plans) {
    for (const period of periods) {
      for (const currency of currencies) {
        const amount = planPrice(plan, period, currency);
        const subunits = Math.round(amount * 100);
        const name = `JengaCode ${plan.name} ${period} ${currency} ${amount}`;
        const interval = PAYSTACK_INTERVAL[period];
        let match = known.find(
          (p) => p.name === name && p.amount === subunits && p.interval === interval && p.currency === currency,
        );
        if (match) tally.found += 1;
        else {
          const { http, body } = await api(apiUrl, secretKey, '/plan', {
            method: 'POST',
            body: JSON.stringify({ name, amount: subunits, interval, currency }),
          });
          if (http >= 400 || body.status !== true) {
            tally.skipped += 1;
            log(`skipped ${name}: Paystack said "${body.message ?? http}" (this one renews by reminder)`);
            continue;
          }
          match = body.data;
          known.push(match);
          tally.created += 1;
          log(`created ${name}: ${match.plan_code}`);
        }
        await db
          .collection('paystackPlans')
          .doc(paystackPlanId(plan.id, period, currency))
          .set({ planCode: match.plan_code, plan: plan.id, period, currency, amount, name, syncedAt: new Date() });
      }
    }
  }
  return tally;
}
