// The credit follows the school's cancellation: when a class becomes cancelled by the school
// (the cover work writes only the class's `cancelled` mark), this trigger grants its make-up
// credit in a transaction that reads the class again. Delivered twice, or retried after a
// failure (`retry: true`, so no school cancellation goes without its credit), it grants once.
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import * as logger from 'firebase-functions/logger';
import type { Firestore } from 'firebase-admin/firestore';
import { firestore } from '../platform/admin';
import { classRef } from '../classes/store';
import { readGrant, type GrantOutcome } from './grant';

/** Grants the credit of class `classId` if it is cancelled and has none yet. */
export async function grantFor(db: Firestore, classId: string, now: Date): Promise<GrantOutcome> {
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(classRef(db, classId));
    return (await readGrant(tx, db, classId, snap.data(), now))();
  });
}

export const creditOnCancel = onDocumentUpdated(
  { document: 'classes/{id}', region: 'us-central1', retry: true },
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    if (after?.status !== 'cancelled' || after.cancelled?.by !== 'school' || before?.status === 'cancelled') return;
    const outcome = await grantFor(firestore(), event.params.id, new Date());
    logger.info('make-up credit for a cancelled class', { classId: event.params.id, outcome });
  },
);
