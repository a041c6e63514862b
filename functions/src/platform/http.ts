// HTTP plumbing the opening (opening.ts) uses: CORS for the configured origins,
// `Cache-Control: no-store`, JSON bodies, and the address limit's 429.
import type { Request, onRequest } from 'firebase-functions/v2/https';
import { defineString } from 'firebase-functions/params';
import { clientAddress, isExempt, take, type LimitName, type Verdict } from './rate-limit';

/** The response an `onRequest` handler is given (Express's, as firebase-functions types it). */
export type Response = Parameters<Parameters<typeof onRequest>[0]>[1];

const allowedOrigins = defineString('ALLOWED_ORIGINS', {
  default: 'https://jengacode.example',
  description:
    'Comma-separated origins that may call the site functions cross-origin (same-origin calls through Hosting need none).',
});

// cors: false turns off the framework's CORS (the emulator otherwise allows every origin);
// the functions answer CORS themselves, for ALLOWED_ORIGINS only.
export const siteFunctionOptions = { region: 'us-central1', maxInstances: 10, timeoutSeconds: 60, cors: false } as const;

function originsList(): string[] {
  return allowedOrigins
    .value()
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

/** Sets CORS headers for an allowed Origin; returns whether the origin is allowed. */
export function applyCors(req: Request, res: Response, methods = 'POST, OPTIONS'): boolean {
  const origin = req.get('origin');
  res.vary('Origin');
  if (!origin || !originsList().includes(origin)) return false;
  res.set('Access-Control-Allow-Origin', origin);
  res.set('Access-Control-Allow-Methods', methods);
  res.set('Access-Control-Allow-Headers', 'Content-Type, Authorization');
  res.set('Access-Control-Max-Age', '3600');
  return true;
}

type Method = 'GET' | 'POST';

/**
 * The start of every site function: CORS, no-store, preflight, and the method (or methods)
 * it accepts (POST bodies must be application/json). Returns false when it has answered.
 */
export function admit(req: Request, res: Response, accepted: Method | readonly Method[]): boolean {
  const methods: readonly string[] = typeof accepted === 'string' ? [accepted] : accepted;
  const allow = `${methods.join(', ')}, OPTIONS`;
  const corsAllowed = applyCors(req, res, allow);
  // No framework banner, and no caching anywhere (Hosting's page rules do not match /api/).
  req.app?.disable('x-powered-by');
  res.removeHeader('X-Powered-By');
  res.set('Cache-Control', 'no-store');
  if (req.method === 'OPTIONS') {
    res.status(corsAllowed ? 204 : 403).end();
    return false;
  }
  if (!methods.includes(req.method)) {
    res
      .set('Allow', allow)
      .status(405)
      .json({ status: 'failed', reason: `Use ${methods.join(' or ')}` });
    return false;
  }
  if (req.method === 'POST' && !req.is('application/json')) {
    res.status(415).json({ status: 'failed', reason: 'Send application/json' });
    return false;
  }
  return true;
}

/** 429 with Retry-After (seconds) when the verdict says a limit is reached; returns whether it answered. */
export function answeredLimited(res: Response, verdict: Verdict): boolean {
  if (verdict.ok) return false;
  res
    .set('Retry-After', String(verdict.retryAfterSeconds))
    .status(429)
    .json({ status: 'limited', retryAfter: verdict.retryAfterSeconds });
  return true;
}

/** Counts the call against its client address's `limit`; an exempt address is not counted. */
export async function addressVerdict(req: Request, limit: LimitName): Promise<Verdict> {
  const address = clientAddress(req);
  return isExempt(address) ? { ok: true } : take([{ limit, who: address }]);
}

/** addressVerdict, answered 429 when the limit is reached; returns whether it answered. */
export async function answeredAddressLimit(req: Request, res: Response, limit: LimitName): Promise<boolean> {
  return answeredLimited(res, await addressVerdict(req, limit));
}
