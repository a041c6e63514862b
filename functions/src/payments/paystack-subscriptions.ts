// Paystack's subscription API, as the family's dashboard and the renewal mails need it:
// the page where a subscriber changes the card, turning renewal off and on (both need the
// subscription's email token, which only the server holds), and the subscription as Paystack
// has it now. Each answers null (or false) when Paystack cannot be reached or says no.
const TIMEOUT_MS = 10_000;

interface Api {
  apiUrl: string;
  secretKey: string;
}

async function call(api: Api, path: string, init: RequestInit = {}): Promise<Record<string, unknown> | null> {
  try {
    const response = await fetch(`${api.apiUrl.replace(/\/+$/, '')}${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${api.secretKey}`, Accept: 'application/json', 'Content-Type': 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await response.json()) as { status?: unknown; data?: unknown };
    if (!response.ok || body.status !== true) return null;
    return typeof body.data === 'object' && body.data !== null ? (body.data as Record<string, unknown>) : {};
  } catch {
    return null;
  }
}

/** GET /subscription/:code/manage/link: Paystack's page to change the card, or null. */
export async function subscriptionManageLink(api: Api, code: string): Promise<string | null> {
  const data = await call(api, `/subscription/${encodeURIComponent(code)}/manage/link`);
  const link = data?.link;
  return typeof link === 'string' && /^https?:\/\//.test(link) ? link : null;
}

/** POST /subscription/enable or /disable {code, token}: whether Paystack did it. */
export async function setSubscriptionRenewal(api: Api, code: string, token: string, on: boolean): Promise<boolean> {
  const data = await call(api, `/subscription/${on ? 'enable' : 'disable'}`, {
    method: 'POST',
    body: JSON.stringify({ code, token }),
  });
  return data !== null;
}

/** GET /subscription/:code: its status, next charge date and email token as Paystack has them now. */
export async function fetchSubscription(
  api: Api,
  code: string,
): Promise<{ status: unknown; nextPaymentDate: unknown; emailToken: unknown } | null> {
  const data = await call(api, `/subscription/${encodeURIComponent(code)}`);
  return data ? { status: data.status, nextPaymentDate: data.next_payment_date, emailToken: data.email_token } : null;
}
