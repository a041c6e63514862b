// What every public HTTP endpoint does before its own work: no caching, no framework
// banner, POST with a JSON body only (a cross-site HTML form can send neither JSON nor a
// custom content type without a CORS preflight, which these endpoints never grant), and
// the one way to say "too many requests".
import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import type { Verdict } from './rate-limit';

/** Options for the public onRequest endpoints. cors: false keeps the emulator from
 *  allowing every origin; same-origin calls through Hosting need no CORS. */
export const publicHttp = { region: 'us-central1', maxInstances: 10, timeoutSeconds: 60, cors: false } as const;

/** Sets the common headers; answers and returns false unless this is a JSON POST. */
export function acceptJsonPost(req: Request, res: Response): boolean {
  req.app?.disable('x-powered-by');
  res.removeHeader('X-Powered-By');
  res.set('Cache-Control', 'no-store');
  if (req.method !== 'POST') {
    res.set('Allow', 'POST').status(405).json({ status: 'invalid', message: 'Use POST' });
    return false;
  }
  if (!req.is('application/json')) {
    res.status(415).json({ status: 'invalid', message: 'Send application/json' });
    return false;
  }
  return true;
}

/** 429 with Retry-After (seconds) when the verdict says a limit is reached; returns whether it answered. */
export function answeredLimited(res: Response, verdict: Verdict): boolean {
  if (verdict.ok) return false;
  res.set('Retry-After', String(verdict.retryAfterSeconds)).status(429).json({ status: 'limited', retryAfter: verdict.retryAfterSeconds });
  return true;
}
