// The proof of work a booking carries (docs/architecture.md, "Booking abuse"): the form asks
// /api/challenge for a challenge once the parent starts filling it in, a worker solves it
// while they type, and /api/book receives the solution with the booking. One solution books
// once, so a refused try prepares the next.
import { callApi } from './api';

interface Challenge {
  algorithm: 'SHA-256';
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/** A challenge is spent within 30 minutes; one older than this is solved again. */
const FRESH_MS = 25 * 60_000;

let prepared: { at: number; payload: Promise<string | null> } | null = null;

function readChallenge(body: Record<string, unknown>): Challenge | null {
  const { algorithm, challenge, maxnumber, salt, signature } = body;
  if (algorithm !== 'SHA-256' || typeof challenge !== 'string' || !/^[0-9a-f]{64}$/.test(challenge)) return null;
  if (typeof salt !== 'string' || typeof signature !== 'string' || typeof maxnumber !== 'number') return null;
  return { algorithm, challenge, maxnumber, salt, signature };
}

function solveInWorker(c: Challenge): Promise<number | null> {
  if (typeof Worker === 'undefined')
    return import('./solve-challenge').then((m) => m.solveChallenge(c.challenge, c.salt, c.maxnumber));
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./challenge-worker.ts', import.meta.url), { type: 'module' });
    const done = (number: number | null) => {
      worker.terminate();
      resolve(number);
    };
    worker.onmessage = (event: MessageEvent<{ number: number | null }>) => done(event.data.number);
    worker.onerror = () => done(null);
    worker.postMessage({ challenge: c.challenge, salt: c.salt, max: c.maxnumber });
  });
}

async function fetchAndSolve(): Promise<string | null> {
  try {
    const { status, body } = await callApi('/api/challenge');
    const c = status === 200 ? readChallenge(body) : null;
    if (!c) return null;
    const number = await solveInWorker(c);
    if (number === null) return null;
    return btoa(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number, salt: c.salt, signature: c.signature }));
  } catch {
    // Offline or refused: the booking goes without it, and the server says if it needs one.
    return null;
  }
}

/** Starts fetching and solving a challenge, unless a fresh one is already on its way. */
export function prepareChallenge(): void {
  if (prepared && Date.now() - prepared.at < FRESH_MS) return;
  prepared = { at: Date.now(), payload: fetchAndSolve() };
}

/** The solved challenge for a booking (waiting for the work if it is not done yet). It is
 *  spent by the booking: call prepareChallenge again after a refused try. */
export async function takeChallenge(): Promise<string | null> {
  prepareChallenge();
  const payload = await prepared!.payload;
  prepared = null;
  return payload;
}
