// A stand-in for the site's /api functions inside happy-dom: answers /api/availability from
// a table, /api/challenge with a small challenge, /api/family's load with the signed-in
// family's children (none unless the test sets some), and /api/book (and any other call) with
// whatever the test queues, and records every request.
import { createHash } from 'node:crypto';
import { vi } from 'vitest';
import type { DayAvailability as Availability } from '../../src/domain/seats';
import { SLOTS } from '../../src/domain/slots';

export interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: Record<string, unknown> | null;
}

export function openDay(date: string, taken: Record<string, number> = {}, closed = false): Availability {
  return { date, closed, slots: Object.fromEntries(SLOTS.map((s) => [s, { seats: 2, taken: taken[s] ?? 0 }])) };
}

/** A challenge of the booking's proof of work, solved by the number 7. */
const SALT = 'c0ffee?expires=4102444800&';
export const CHALLENGE = {
  algorithm: 'SHA-256',
  challenge: createHash('sha256').update(`${SALT}7`).digest('hex'),
  maxnumber: 20,
  salt: SALT,
  signature: 'f'.repeat(64),
};

export function stubApi() {
  const sent: Sent[] = [];
  const days = new Map<string, Availability>();
  const answers: (Response | Error | Promise<Response>)[] = [];
  let children: { id: string; name: string; grade: string }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    sent.push({
      url,
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null,
    });
    if (url.startsWith('/api/challenge')) return Response.json(CHALLENGE);
    // The family's load (the booking form's children); any other action takes a queued answer.
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as { action?: string }) : {};
    if (url.startsWith('/api/family') && (body.action ?? 'load') === 'load')
      return Response.json({ status: 'ok', family: { children }, attached: 0 });
    if (url.startsWith('/api/availability')) {
      const date = new URL(url, 'http://x').searchParams.get('date')!;
      return Response.json(days.get(date) ?? openDay(date));
    }
    const next = answers.shift();
    if (!next) throw new Error(`no answer queued for ${url}`);
    if (next instanceof Error) throw next;
    return next;
  });
  vi.stubGlobal('fetch', fetch);
  return {
    sent,
    /** Requests to one function, e.g. '/api/book'. */
    to: (path: string) => sent.filter((s) => s.url.startsWith(path)),
    setDay: (a: Availability) => void days.set(a.date, a),
    setChildren: (list: typeof children) => void (children = list),
    answer: (status: number, body: unknown) => void answers.push(Response.json(body, { status })),
    fail: (error = new TypeError('Failed to fetch')) => void answers.push(error),
    hold: () => {
      let release!: (r: Response) => void;
      answers.push(new Promise<Response>((r) => (release = r)));
      return (status: number, body: unknown) => release(Response.json(body, { status }));
    },
  };
}
