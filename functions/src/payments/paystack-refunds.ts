// Paystack's Refund API, with our secret key: a partial refund of a charge (POST /refund) and the
// refunds a charge already has (GET /refund?transaction=), so a refund whose answer was lost is
// found again instead of asked twice. Each answers null when Paystack cannot be reached or says no.
const TIMEOUT_MS = 15_000;

interface Api {
  apiUrl: string;
  secretKey: string;
}

async function call(api: Api, path: string, init: RequestInit = {}): Promise<unknown> {
  try {
    const response = await fetch(`${api.apiUrl.replace(/\/+$/, '')}${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${api.secretKey}`, Accept: 'application/json', 'Content-Type': 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await response.json()) as { status?: unknown; data?: unknown };
    return response.ok && body.status === true ? body.data : null;
  } catch {
    return null;
  }
}

const idOf = (refund: unknown) => {
  const id = typeof refund === 'object' && refund !== null ? (refund as { id?: unknown }).id : undefined;
  return typeof id === 'number' || typeof id === 'string' ? String(id) : null;
};

/** The ids of the refunds Paystack holds for the charge `reference`, or null when it cannot say. */
export async function refundsOf(api: Api, reference: string): Promise<string[] | null> {
  const data = await call(api, `/refund?transaction=${encodeURIComponent(reference)}`);
  return Array.isArray(data) ? data.flatMap((r) => idOf(r) ?? []) : null;
}

/** POST /refund {transaction, amount}: the refund's id, or null when Paystack did not take it. */
export async function refundPart(api: Api, reference: string, amount: number, note: string): Promise<string | null> {
  const data = await call(api, '/refund', {
    method: 'POST',
    body: JSON.stringify({ transaction: reference, amount, merchant_note: note }),
  });
  return data === null ? null : idOf(data);
}
