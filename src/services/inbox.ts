// Messages parents send from the landing contact form and the footer "Got Questions?" box,
// posted to the message function (/api/message), which checks them with the same
// src/domain/inbox.ts rules, limits how often one client may write, and stores them.
import type { ContactMessage } from '../domain/inbox';
import type { MessageBody } from '../domain/requests/contact-message';
import { callApi } from './api';

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

async function post(body: MessageBody): Promise<void> {
  const { status, body: answer } = await callApi('/api/message', { body });
  if (status === 200) return;
  // The function says in the body, as in its Retry-After header, how long the limit lasts.
  if (status === 429) throw new LimitedError(Number(answer.retryAfter) || 60);
  if (status === 400 && typeof answer.field === 'string' && typeof answer.message === 'string') {
    throw new InvalidError(answer.field, answer.message);
  }
  throw new Error(`/api/message: HTTP ${status}`);
}

export function sendContactMessage(message: ContactMessage): Promise<void> {
  return post({ kind: 'contact', ...message });
}

export function sendQuestion(email: string): Promise<void> {
  return post({ kind: 'question', email });
}
