// Paystack's list API (GET /transaction): every transaction started between two instants,
// page after page, for the jobs that check our records against Paystack's (sweep.ts,
// reconcile.ts). Like verify (paystack.ts), an answer is sorted into what the caller can act on.
import type { PaystackTransaction } from './paystack';
import { referencePattern } from '../../../src/domain/requests/verify-payment';

export type ListOutcome =
  | { kind: 'listed'; data: PaystackTransaction[] }
  | { kind: 'retryable'; detail: string }
  | { kind: 'misconfigured'; detail: string };

/** Paystack's page size; a day of the school's charges is a few pages at most. */
const PER_PAGE = 100;
/** A bound on pages, so an answer that never ends cannot hold a job forever. */
const MAX_PAGES = 200;
const timeoutMs = 10_000;

interface Page {
  status?: unknown;
  data?: unknown;
  meta?: { pageCount?: unknown };
}

/** The transactions Paystack says were started in [from, to] (createdAt), any status. */
export async function listTransactions(apiUrl: string, secretKey: string, from: Date, to: Date): Promise<ListOutcome> {
  const data: PaystackTransaction[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const query = new URLSearchParams({
      from: from.toISOString(),
      to: to.toISOString(),
      perPage: String(PER_PAGE),
      page: String(page),
    });
    let response: Response;
    try {
      response = await fetch(`${apiUrl.replace(/\/+$/, '')}/transaction?${query}`, {
        headers: { Authorization: `Bearer ${secretKey}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      return { kind: 'retryable', detail: `network: ${(error as Error).message}` };
    }
    if (response.status === 401 || response.status === 403) {
      return { kind: 'misconfigured', detail: `paystack answered ${response.status}` };
    }
    let body: Page;
    try {
      body = (await response.json()) as Page;
    } catch {
      return { kind: 'retryable', detail: `paystack answered ${response.status} without JSON` };
    }
    if (!response.ok || body.status !== true || !Array.isArray(body.data)) {
      return { kind: 'retryable', detail: `paystack answered ${response.status}` };
    }
    data.push(...(body.data as PaystackTransaction[]));
    const pageCount = Number(body.meta?.pageCount);
    if (body.data.length < PER_PAGE || !Number.isFinite(pageCount) || page >= pageCount) return { kind: 'listed', data };
  }
  return { kind: 'retryable', detail: `more than ${MAX_PAGES} pages` };
}

/** The references of `charges` usable as our document ids, once each, in Paystack's order. */
export function referencesOf(charges: readonly PaystackTransaction[]): string[] {
  const refs = charges.map((tx) => tx.reference).filter((r): r is string => typeof r === 'string' && referencePattern.test(r));
  return [...new Set(refs)];
}
