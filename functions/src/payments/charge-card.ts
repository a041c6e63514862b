// Paystack's charge authorization: a saved card charged again with our secret key, under our own
// reference. Paystack refuses a reference it has seen ('Duplicate Transaction Reference'), so a
// caller that may repeat itself passes the same reference and asks verify how the first one went.
import type { PaystackTransaction } from './paystack';

export interface CardCharge {
  email: string;
  authorizationCode: string;
  /** In subunits. */
  amount: number;
  currency: string;
  reference: string;
  metadata: Record<string, unknown>;
}

export type ChargeOutcome =
  /** Paystack attempted it: the charge's status says how it went ('success', 'failed', or still under way). */
  | { kind: 'attempted'; data: PaystackTransaction }
  /** The reference was charged before (a retry): its outcome is Paystack's record of it. */
  | { kind: 'duplicate' }
  /** Paystack refused the card itself (unknown, or another customer's): it cannot be charged. */
  | { kind: 'refused'; detail: string }
  /** Paystack could not be asked, or failed: the outcome is unknown, ask again later with the same reference. */
  | { kind: 'retryable'; detail: string };

const timeoutMs = 15_000;

export async function chargeAuthorization(api: { apiUrl: string; secretKey: string }, c: CardCharge): Promise<ChargeOutcome> {
  let response: Response;
  try {
    response = await fetch(`${api.apiUrl.replace(/\/+$/, '')}/transaction/charge_authorization`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${api.secretKey}`, Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: c.email,
        amount: c.amount,
        authorization_code: c.authorizationCode,
        currency: c.currency,
        reference: c.reference,
        metadata: c.metadata,
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    return { kind: 'retryable', detail: `network: ${(error as Error).message}` };
  }
  let body: { status?: unknown; message?: unknown; data?: unknown };
  try {
    body = (await response.json()) as typeof body;
  } catch {
    return { kind: 'retryable', detail: `paystack answered ${response.status} without JSON` };
  }
  const message = typeof body.message === 'string' ? body.message : '';
  if (response.ok && body.status === true && typeof body.data === 'object' && body.data !== null)
    return { kind: 'attempted', data: body.data as PaystackTransaction };
  if (/duplicate transaction reference/i.test(message)) return { kind: 'duplicate' };
  if (response.status === 400 || response.status === 404) return { kind: 'refused', detail: message };
  return { kind: 'retryable', detail: `paystack answered ${response.status}: ${message}` };
}
