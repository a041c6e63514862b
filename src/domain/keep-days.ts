// How long each kind of record is kept, in days, and the instant a document
// written now is deleted (its `expiresAt`), and the shape of a row of retention.ts's table. Pure.
import { slotInstant } from './slots';

const DAY_MS = 24 * 60 * 60_000;

/** Days each kind of record is kept, counted from the moment the terms page names for each row. */
export const KEEP_DAYS = {
  /** A mail document, after delivery or after the sender gave up. */
  mail: 30,
  /** Trial leads, contact messages and questions, after they arrived. */
  message: 365,
  /** A trial booking, after its class. */
  booking: 730,
  /** The client address a booking came from, after the booking: the abuse window staff look back on. */
  clientAddress: 30,
} as const;

/** When a mail document finished (delivered, or given up on) at `doneAt` is deleted. */
export function mailExpiresAt(doneAt: number): number {
  return doneAt + KEEP_DAYS.mail * DAY_MS;
}

/** When a trial lead, contact message or question that arrived at `at` is deleted. */
export function messageExpiresAt(at: number): number {
  return at + KEEP_DAYS.message * DAY_MS;
}

/** When the client address of a booking made at `at` is deleted. */
export function clientAddressExpiresAt(at: number): number {
  return at + KEEP_DAYS.clientAddress * DAY_MS;
}

/** When a booking of the class at this Nairobi date and time (and its family keys) is deleted. */
export function bookingExpiresAt(date: string, time: string): number {
  return slotInstant(date, time).getTime() + KEEP_DAYS.booking * DAY_MS;
}

/** One row of RETENTION (retention.ts): a collection and how long it is kept. */
export interface Retention {
  /** The Firestore collection. */
  collection: string;
  /** `ttl`: deleted by the TTL policy on `expiresAt`; `kept`: never deleted automatically. */
  deletedBy: 'ttl' | 'kept';
  /** The days it is kept, when a period of days is its rule (KEEP_DAYS); else its words say until when. */
  keepDays?: number;
  /** Shown on the terms page (personal data a family gave us), worded in src/i18n/<language>/retention.ts. */
  onTerms: boolean;
}
