// A signed Paystack event, read before anything is looked up: a charge.success names the
// reference to settle; a subscription or invoice event becomes the subscription fact it
// tells (src/domain/enrollment/subscription.ts), with the reference of a paid renewal; any
// other event is acknowledged and left alone. A body that is no event, or a charge.success
// without a usable reference, is refused with a 400 (Paystack logs it; a retry would carry
// the same body). A subscription event without a usable subscription code is acknowledged. A
// refund's outcome names the charge it refunded.
import {
  isSubscriptionStatus,
  type Card,
  type SubscriptionEvent,
  type SubscriptionStatus,
} from '../../../src/domain/enrollment/subscription';
import { accept, isRecord, recordOf, refuse, type Parsed } from '../../../src/domain/request';
import { nairobiDate } from '../../../src/domain/slots';
import { referencePattern } from '../../../src/domain/requests/verify-payment';
import { authorizationKey } from './authorization';

export type WebhookEvent =
  | { kind: 'charge'; reference: string }
  | { kind: 'subscription'; event: SubscriptionEvent; reference?: string }
  /** A refund of the charge `reference` (a renewal's credit, payments/renewal-credit.ts) was processed or failed. */
  | { kind: 'refund'; reference: string; status: 'processed' | 'failed' }
  | { kind: 'other' };

const refused = (reason: string) => refuse(400, { status: 'failed', reason, message: reason });
const other = accept<WebhookEvent>({ kind: 'other' });

const CODE = /^(SUB|PLN)_[A-Za-z0-9]{1,60}$/;
const code = (value: unknown, prefix: 'SUB' | 'PLN') =>
  typeof value === 'string' && CODE.test(value) && value.startsWith(prefix) ? value : null;
const short = (value: unknown, max = 100) =>
  typeof value === 'string' && value.length <= max ? value : typeof value === 'number' ? String(value) : null;

/** When Paystack says the event happened (ms), so facts are ordered by it; 0 when it says nothing. */
function timeOf(data: Record<string, unknown>): number {
  for (const key of ['updatedAt', 'updated_at', 'paid_at', 'paidAt', 'createdAt', 'created_at']) {
    const at = typeof data[key] === 'string' ? Date.parse(data[key]) : NaN;
    if (Number.isFinite(at)) return at;
  }
  return 0;
}

const dateTime = (value: unknown) =>
  typeof value === 'string' && Number.isFinite(Date.parse(value)) ? new Date(value).toISOString() : null;

function cardOf(value: unknown): Card | null {
  const a = recordOf(value);
  const last4 = short(a.last4, 4);
  const expMonth = short(a.exp_month, 2);
  const expYear = short(a.exp_year, 4);
  if (!last4 || !/^\d{4}$/.test(last4) || !expMonth || !expYear) return null;
  return { last4, expMonth, expYear, brand: short(a.brand, 30) ?? short(a.card_type, 30) ?? '' };
}

const FALLBACK_STATUS: Record<string, SubscriptionStatus> = {
  'subscription.not_renew': 'non-renewing',
  'subscription.disable': 'cancelled',
};

function subscriptionEvent(name: string, data: Record<string, unknown>): Parsed<WebhookEvent> {
  const at = timeOf(data);
  if (name === 'subscription.create') {
    const sub = code(data.subscription_code, 'SUB');
    const plan = code(recordOf(data.plan).plan_code, 'PLN') ?? code(data.plan, 'PLN');
    const email = short(recordOf(data.customer).email, 254);
    if (!sub || !plan || !email) return other;
    return accept({
      kind: 'subscription',
      event: {
        kind: 'created',
        code: sub,
        planCode: plan,
        email,
        authorization: authorizationKey(data.authorization),
        status: isSubscriptionStatus(data.status) ? data.status : 'active',
        emailToken: short(data.email_token, 100),
        nextPaymentDate: dateTime(data.next_payment_date),
        card: cardOf(data.authorization),
        at,
      },
    });
  }
  if (name in FALLBACK_STATUS) {
    const sub = code(data.subscription_code, 'SUB');
    if (!sub) return other;
    const status = isSubscriptionStatus(data.status) ? data.status : FALLBACK_STATUS[name]!;
    return accept({ kind: 'subscription', event: { kind: 'status', code: sub, status, at } });
  }
  // Invoices name their subscription inside.
  const subscription = recordOf(data.subscription);
  const sub = code(subscription.subscription_code, 'SUB');
  if (!sub) return other;
  if (name === 'invoice.payment_failed') {
    const start = dateTime(data.period_start);
    if (!start) return other;
    return accept({
      kind: 'subscription',
      event: { kind: 'invoice-failed', code: sub, periodStart: nairobiDate(new Date(start)), at },
    });
  }
  if (name === 'invoice.update' && data.paid === true) {
    const reference = recordOf(data.transaction).reference;
    return accept({
      kind: 'subscription',
      event: { kind: 'invoice-paid', code: sub, nextPaymentDate: dateTime(subscription.next_payment_date), at },
      ...(typeof reference === 'string' && referencePattern.test(reference) ? { reference } : {}),
    });
  }
  return other;
}

export function readWebhookEvent(body: unknown): Parsed<WebhookEvent> {
  if (!isRecord(body) || typeof body.event !== 'string') return refused('Not a Paystack event');
  if (body.event.startsWith('subscription.') || body.event.startsWith('invoice.'))
    return subscriptionEvent(body.event, recordOf(body.data));
  if (body.event === 'refund.processed' || body.event === 'refund.failed') {
    const reference = recordOf(body.data).transaction_reference;
    if (typeof reference !== 'string' || !referencePattern.test(reference)) return other;
    return accept({ kind: 'refund', reference, status: body.event === 'refund.processed' ? 'processed' : 'failed' });
  }
  if (body.event !== 'charge.success') return other;
  const reference = isRecord(body.data) ? body.data.reference : undefined;
  if (typeof reference !== 'string' || !referencePattern.test(reference)) return refused('Invalid reference');
  return accept({ kind: 'charge', reference });
}
