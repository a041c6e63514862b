// Which charges the pending-payment sweep (sweep.ts) asks Paystack about. Pure.

/**
 * A charge is swept once it is this old: the page's own verify waits up to 20 s and the
 * webhook mostly comes within a minute, so sooner would only race them; with the sweep
 * every 5 minutes (sweep-job.ts), a charge is settled within 10 minutes of its start.
 */
export const SWEEP_AFTER_MINUTES = 5;
/** Older charges are left to the nightly reconciliation (reconcile.ts); two hours covers a missed sweep or two. */
export const SWEEP_LOOKBACK_MINUTES = 120;
