// Messages parents send from the landing contact form and the footer "Got Questions?" box,
// posted to the message function (/api/message), which checks them with the same
// src/domain/inbox.ts rules, limits how often one client may write, and stores them.
import type { ContactMessage } from '../domain/inbox';

/** The server refused for now: too many messages from this client; try after `retryAfter` seconds. */
export class LimitedError extends Error {
  constructor(readonly retryAfter: number) {
    super('limited');
  }
}

/** The server refused one field (the form's own check runs first, so this is rare). */
export class InvalidError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

async function post(body: Record<string, string>): Promise<void> {
  const res = await fetch('/api/message', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.ok) return;
  const answer = (await res.json().catch(() => ({}))) as { field?: string; message?: string };
  if (res.status === 429) throw new LimitedError(Number(res.headers.get('Retry-After')) || 60);
  if (res.status === 400 && answer.field && answer.message) throw new InvalidError(answer.field, answer.message);
  throw new Error(`message: HTTP ${res.status}`);
}

export function sendContactMessage(message: ContactMessage): Promise<void> {
  return post({ kind: 'contact', ...message });
}

export function sendQuestion(email: string): Promise<void> {
  return post({ kind: 'question', email });
}
