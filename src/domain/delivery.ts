// When the mail sender may take a mail document, and when a failed one is tried again.
// Pure: instants are epoch milliseconds, "now" is a parameter. The sender in
// functions/src/mail/send.ts applies these inside its claiming transaction.

export type DeliveryState = 'PENDING' | 'PROCESSING' | 'SUCCESS' | 'ERROR';

export interface DeliveryView {
  state: DeliveryState;
  attempts: number;
  /**
   * When the retry job should next look at this mail: for PENDING, a grace period after it
   * was queued (its own trigger normally sends it first); for PROCESSING, the end of the
   * sender's lease; for ERROR, the backoff; null once sent or given up.
   */
  nextAttemptAt: number | null;
}

/** How long a sender holds a mail before another may take it (a crashed sender frees it then). */
export const LEASE_MS = 2 * 60_000;
/** How long a queued mail waits for its own trigger before the retry job takes it. */
export const PENDING_GRACE_MS = 2 * 60_000;
/** After this many failed attempts the mail stays in ERROR for a person to look at. */
export const MAX_ATTEMPTS = 10;
const FIRST_BACKOFF_MS = 60_000;
const LONGEST_BACKOFF_MS = 60 * 60_000;

/** 1, 2, 4, 8 ... minutes after the n-th failure, never more than an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), LONGEST_BACKOFF_MS);
}

/**
 * Whether a sender may take the mail now: a queued one always; one being sent only when its
 * sender's lease has run out; a failed one when its backoff is over and attempts remain.
 */
export function mayClaim(d: DeliveryView, now: number): boolean {
  switch (d.state) {
    case 'PENDING':
      return true;
    case 'PROCESSING':
    case 'ERROR':
      return d.attempts < MAX_ATTEMPTS && d.nextAttemptAt !== null && d.nextAttemptAt <= now;
    case 'SUCCESS':
      return false;
  }
}

/** The delivery fields a sender writes when it takes the mail. */
export function claimed(d: DeliveryView, now: number): DeliveryView {
  return { state: 'PROCESSING', attempts: d.attempts + 1, nextAttemptAt: now + LEASE_MS };
}

/** The delivery fields after a failed attempt: tried again after the backoff, or given up. */
export function failed(d: DeliveryView, now: number): DeliveryView {
  return {
    state: 'ERROR',
    attempts: d.attempts,
    nextAttemptAt: d.attempts >= MAX_ATTEMPTS ? null : now + backoffMs(d.attempts),
  };
}

/** Whether the sender has given up on a mail for good (no attempt is left). */
export function givenUp(d: DeliveryView): boolean {
  return d.state === 'ERROR' && d.nextAttemptAt === null;
}
