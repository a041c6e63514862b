// Paystack's verify API, with its answers sorted into what the caller can act on.
// Nothing here trusts the browser: the reference is the only input that came from it.

/** The fields of Paystack's transaction object this project reads. */
export interface PaystackTransaction {
  status?: unknown;
  reference?: unknown;
  amount?: unknown;
  currency?: unknown;
  metadata?: unknown;
  paid_at?: unknown;
  channel?: unknown;
  customer?: { email?: unknown } | null;
  /** A charge of a Paystack plan (the first of a subscription, or a renewal): its code, or the plan. */
  plan?: unknown;
  /** The card that paid: Paystack subscribes this card when the charge named a plan. */
  authorization?: unknown;
}

export type VerifyOutcome =
  | { kind: 'found'; data: PaystackTransaction }
  | { kind: 'not_found' }
  /** Paystack was down, slow or answered 5xx: the caller should be asked to retry. */
  | { kind: 'retryable'; detail: string }
  /** Paystack refused our credentials: a deployment problem, not the parent's. */
  | { kind: 'misconfigured'; detail: string };

const timeoutMs = 10_000;

export async function verifyTransaction(apiUrl: string, secretKey: string, reference: string): Promise<VerifyOutcome> {
  const url = `${apiUrl.replace(/\/+$/, '')}/transaction/verify/${encodeURIComponent(reference)}`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Authorization: `Bearer ${secretKey}`, Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    return { kind: 'retryable', detail: `network: ${(error as Error).message}` };
  }
  if (response.status >= 500 || response.status === 429) {
    return { kind: 'retryable', detail: `paystack answered ${response.status}` };
  }
  if (response.status === 401 || response.status === 403) {
    return { kind: 'misconfigured', detail: `paystack answered ${response.status}` };
  }
  let body: { status?: unknown; data?: unknown };
  try {
    body = (await response.json()) as typeof body;
  } catch {
    return { kind: 'retryable', detail: `paystack answered ${response.status} without JSON` };
  }
  // Paystack answers an unknown reference with a 4xx and status false.
  if (!response.ok || body.status !== true || typeof body.data !== 'object' || body.data === null) {
    return { kind: 'not_found' };
  }
  return { kind: 'found', data: body.data as PaystackTransaction };
}
