// The pending-payment sweep: a charge started and never confirmed to us (the parent closed
// the tab before the page verified, or the M-Pesa callback never came) is found in Paystack's
// own list of recent charges and settled by the server, through the same path as verify and
// the webhook, so it is applied once whoever comes first. Takes `now`, like the other jobs.
import type { Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { listTransactions } from './paystack-list';
import { settleUnrecorded, type Settling } from './unrecorded';
import { SWEEP_AFTER_MINUTES, SWEEP_LOOKBACK_MINUTES } from './sweep-window';

const MINUTE_MS = 60_000;

export type SweepResult = ({ listed: number } & Settling) | { error: string };

/** Settles the charges started between the lookback and SWEEP_AFTER_MINUTES before `now` that have no record. */
export async function sweepPending(db: Firestore, now: Date, api: { apiUrl: string; secretKey: string }): Promise<SweepResult> {
  const from = new Date(now.getTime() - SWEEP_LOOKBACK_MINUTES * MINUTE_MS);
  const to = new Date(now.getTime() - SWEEP_AFTER_MINUTES * MINUTE_MS);
  const listed = await listTransactions(api.apiUrl, api.secretKey, from, to);
  if (listed.kind !== 'listed') {
    logger.warn('payment sweep could not list charges', { detail: listed.detail });
    return { error: listed.detail };
  }
  const settled = await settleUnrecorded(db, listed.data, 'sweep');
  if (settled.applied.length || settled.review.length) logger.warn('payment sweep settled unconfirmed charges', settled);
  return { listed: listed.data.length, ...settled };
}
