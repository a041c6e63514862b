// The instalment job's first step, before enrollments/instalment-job.ts reminds: a later part of a
// period paid in parts that has fallen due (on its day, or the first run after it) is charged to
// the family's saved card (enrollments/saved-card.ts) at the amount the one price function gives
// (enrollments/family-price.ts), once. The reference names the enrollment and the part, so any
// retry or racing run of the job asks Paystack for the same charge, which Paystack takes once; the
// charge is then recorded by settle(), as verify and the webhook record it (the part paid, its
// receipt). A declined card marks the part, and the reminders and their link ask for it as they
// ask a family paying by M-Pesa. One enrollment's failure is logged and never stops the others.
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { SchemaOutput } from '../../../src/domain/stored/instant';
import type { cardEnrollmentSchema } from '../../../src/domain/stored/cards';
import * as logger from 'firebase-functions/logger';
import { nextUnpaid } from '../../../src/domain/enrollment/instalments';
import { instalmentsOf } from '../../../src/domain/stored/instalments';
import { nairobiDate } from '../../../src/domain/slots';
import { expectedFamilyPrice } from '../enrollments/family-price';
import { cardEnrollmentsOf, markPartDeclined, savedCard } from '../enrollments/saved-card';
import { chargeAuthorization } from './charge-card';
import { settle } from './settle';

type Api = { apiUrl: string; secretKey: string };
type Charged = 'paid' | 'declined' | 'waiting' | null;

/** The one reference of part `n`'s card charge: Paystack refuses it a second time. */
export const partReference = (enrollmentId: string, n: number) => `part-${enrollmentId}-${n}`;

const gatewayResponse = (data: unknown) => {
  const said = (data as { gateway_response?: unknown }).gateway_response;
  return typeof said === 'string' ? said : 'declined';
};

async function chargeOne(
  db: Firestore,
  doc: QueryDocumentSnapshot<SchemaOutput<typeof cardEnrollmentSchema>>,
  today: string,
  api: Api,
): Promise<Charged> {
  const e = doc.data();
  const held = instalmentsOf(e);
  const part = held ? nextUnpaid(held.parts) : null;
  if (!held || !part || part.n < 2 || part.dueOn > today || held.cardDeclined?.includes(part.n)) return null;
  if (e.status === 'cancelled' || e.status === 'expired' || typeof e.email !== 'string') return null;
  const card = await savedCard(db, e.email);
  if (!card) return null;
  const metadata = {
    kind: 'plan',
    plan: e.plan,
    period: e.period,
    enrollmentId: doc.id,
    instalment: part.n,
    studentName: String(e.studentName ?? ''),
  };
  const price = await expectedFamilyPrice(db, metadata, held.currency);
  if (!price) return null;
  const reference = partReference(doc.id, part.n);
  const outcome = await chargeAuthorization(api, {
    email: card.payerEmail,
    authorizationCode: card.authorizationCode,
    amount: Math.round(price.amount * 100),
    currency: held.currency,
    reference,
    metadata,
  });
  const declined = async (reason: string) => {
    await markPartDeclined(db, doc.id, part.n, reason);
    logger.info('instalment card declined', { enrollmentId: doc.id, part: part.n, reason });
    return 'declined' as const;
  };
  if (outcome.kind === 'retryable') {
    logger.warn('instalment card charge: paystack unreachable, asked again on the next run', {
      reference,
      detail: outcome.detail,
    });
    return 'waiting';
  }
  if (outcome.kind === 'refused') return declined(outcome.detail);
  if (outcome.kind === 'attempted' && outcome.data.status === 'failed') return declined(gatewayResponse(outcome.data));
  // Taken, taken before (a retry), or still under way: Paystack's record of the reference decides.
  const settled = await settle(reference, undefined, 'card');
  if (settled.body.status === 'success' || settled.body.status === 'review') return 'paid';
  if (settled.http === 200 && settled.body.status === 'failed') return declined(settled.body.reason);
  return 'waiting';
}

/** Charges every card family's part that has fallen due, as of `now`; returns what it did, by count. */
export async function chargeDueParts(db: Firestore, now: Date, api: Api) {
  const today = nairobiDate(now);
  const candidates = await cardEnrollmentsOf(db).where('instalmentDue', '<=', today).get();
  const done = { paid: 0, declined: 0, waiting: 0, failed: 0 };
  for (const doc of candidates.docs) {
    try {
      const charged = await chargeOne(db, doc, today, api);
      if (charged) done[charged] += 1;
    } catch (error) {
      done.failed += 1;
      logger.error('instalment card charge failed', {
        enrollmentId: doc.id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return done;
}
