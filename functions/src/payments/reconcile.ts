// The nightly reconciliation: Paystack's charges of one Nairobi day, page by page, matched by
// reference with our payment records. A successful charge with no record is settled through
// the same path as verify and the webhook (applied, or recorded for review); a record paid
// that day with no successful charge is flagged, as is a payer charged twice for one thing.
// The night's result is reconciliations/{date}; the school's inbox gets one mail when
// anything did not match. Run again, it writes the same result and queues no second mail.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { addDays, nairobiDate, slotInstant } from '../../../src/domain/slots';
import { unmatchedCount, type MissingReason, type Reconciliation } from '../../../src/domain/reconciliation';
import { reconciliationNotice } from '../../../src/messages/mail/reconciliation';
import { listTransactions, referencesOf } from './paystack-list';
import { verifyTransaction, type PaystackTransaction } from './paystack';
import { settleUnrecorded } from './unrecorded';
import { doublesOf, listedTwice } from './reconcile-match';
import { queueOnce } from '../notices/mail';
import { brand, staffEmail } from '../notices/brand';
import { paymentsOf } from '../platform/stored';

type Api = { apiUrl: string; secretKey: string };

/** The Nairobi day a run at `now` checks: the one that ended last midnight. */
export const reconciledDay = (now: Date) => addDays(nairobiDate(now), -1);

/** The records paid during the day (paidAt is Paystack's ISO time, so a text range is a time range). */
async function recordsOf(db: Firestore, from: Date, to: Date) {
  const snap = await paymentsOf(db).where('paidAt', '>=', from.toISOString()).where('paidAt', '<=', to.toISOString()).get();
  return snap.docs;
}

/** Why a record has no successful charge, or null when Paystack confirms it (listed on another day). */
async function missingCharge(api: Api, reference: string): Promise<MissingReason | null> {
  const outcome = await verifyTransaction(api.apiUrl, api.secretKey, reference);
  if (outcome.kind === 'found')
    return outcome.data.status === 'success' ? null : { kind: 'status', status: String(outcome.data.status) };
  return outcome.kind === 'not_found' ? { kind: 'notFound' } : { kind: 'unavailable' };
}

async function compare(db: Firestore, api: Api, date: string, listed: PaystackTransaction[], from: Date, to: Date) {
  const successes = listed.filter((tx) => tx.status === 'success');
  const settling = await settleUnrecorded(db, successes, 'reconcile');
  const charged = referencesOf(successes);
  const records = charged.length ? await db.getAll(...charged.map((ref) => paymentsOf(db).doc(ref))) : [];
  const result: Reconciliation = {
    date,
    charges: referencesOf(listed).length,
    succeeded: charged.length,
    records: 0,
    matched: 0,
    applied: [],
    review: [],
    unrecorded: [],
    missingCharges: [],
    doubles: doublesOf(listed),
    listedTwice: listedTwice(listed),
  };
  // Which records the reconciliation made is read from the records, so a second run says the same.
  records.forEach((snap, i) => {
    const reference = charged[i]!;
    if (!snap.exists) {
      const reason = settling.refused.includes(reference) ? 'refused' : 'waiting';
      result.unrecorded.push({ reference, reason });
    } else if (snap.get('source') !== 'reconcile') result.matched += 1;
    else if (snap.get('status') === 'review') result.review.push(reference);
    else result.applied.push(reference);
  });
  const paid = await recordsOf(db, from, to);
  result.records = paid.length;
  const chargedSet = new Set(charged);
  for (const record of paid.filter((doc) => !chargedSet.has(doc.id))) {
    const reason = await missingCharge(api, record.id);
    if (reason) result.missingCharges.push({ reference: record.id, reason });
    else result.matched += 1;
  }
  return result;
}

/** Reconciles the Nairobi day `date` (by default the day before `now`'s). */
export async function reconcileDay(
  db: Firestore,
  now: Date,
  api: Api,
  date = reconciledDay(now),
): Promise<Reconciliation | { date: string; error: string }> {
  const from = slotInstant(date, '00:00');
  const to = new Date(slotInstant(addDays(date, 1), '00:00').getTime() - 1);
  const ref = db.collection('reconciliations').doc(date);
  const listed = await listTransactions(api.apiUrl, api.secretKey, from, to);
  if (listed.kind !== 'listed') {
    logger.error('reconciliation could not list charges', { date, detail: listed.detail });
    // Staff see the night failed; a result a run before this one wrote is kept.
    await ref.create({ date, error: listed.detail, ranAt: FieldValue.serverTimestamp() }).catch(() => undefined);
    return { date, error: listed.detail };
  }
  const result = await compare(db, api, date, listed.data, from, to);
  const unmatched = unmatchedCount(result);
  await ref.set({ ...result, unmatched, ranAt: FieldValue.serverTimestamp() });
  if (unmatched > 0) {
    const mail = { ...reconciliationNotice(brand(), result), to: staffEmail() };
    await queueOnce(db, { [`reconciliation-${date}`]: mail });
    logger.warn('reconciliation found unmatched payments', { date, unmatched });
  }
  return result;
}
