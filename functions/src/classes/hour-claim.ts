// hourClaims/{mentorId}_{weekday}-{start}: the one parent taking a mentor's weekly hour right
// now. Parents racing for one hour would otherwise all run choose.ts's transaction on that
// mentor's mentorTimes document and queue on each other's locks (tens of seconds on the
// emulator, ever longer retries in production), past the time Hosting waits. With a claim,
// one parent's choice runs the transaction and the others hear at once that the hour is
// going. The claim only saves work: the transaction still decides, so a claim left by a
// crashed holder costs others that hour until it lapses, never a double booking.
import { Timestamp, type DocumentReference, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import type { WeeklyTime } from '../../../src/domain/classes/occurrences';
import { siteFunctionOptions } from '../platform/http';
import { timeKey } from './store';

/** How long a claim holds: as long as the choosing function may run. */
export const HOUR_CLAIM_MS = siteFunctionOptions.timeoutSeconds * 1000;

/** A claim taken (its write time, to release exactly it), or none when claims are unavailable. */
export interface HourClaim {
  ref: DocumentReference;
  writeTime: Timestamp | null;
}

export const claimRef = (db: Firestore, mentorId: string, t: WeeklyTime) =>
  db.collection('hourClaims').doc(`${mentorId}_${timeKey(t)}`);

const alreadyExists = (error: unknown) =>
  (error as { code?: unknown }).code === 6 || /ALREADY_EXISTS/.test(String((error as Error).message));

/** Whether a claim has lapsed, on Firestore's clock (its create time against the read time). */
const lapsed = (held: DocumentSnapshot) => held.readTime.toMillis() - held.createTime!.toMillis() > HOUR_CLAIM_MS;

/**
 * Takes the claim on a mentor's weekly hour; null while another parent's choice holds it.
 * `seen`: the claim as read with the mentors' hours, so a held claim costs no write.
 */
export async function claimHour(
  db: Firestore,
  mentorId: string,
  t: WeeklyTime,
  seen?: DocumentSnapshot,
): Promise<HourClaim | null> {
  const ref = claimRef(db, mentorId, t);
  if (seen?.exists) {
    if (!lapsed(seen)) return null;
    // Only this lapsed claim is removed; one taken since then stays.
    await ref.delete({ lastUpdateTime: seen.updateTime! }).catch(() => undefined);
  }
  try {
    const written = await ref.create({ expiresAt: Timestamp.fromMillis(Date.now() + HOUR_CLAIM_MS) });
    return { ref, writeTime: written.writeTime };
  } catch (error) {
    // Taken since it was read: by a choice running now, so never lapsed.
    if (alreadyExists(error)) return null;
    logger.warn('hour claim unavailable', { claim: ref.id, error: (error as Error).message });
    return { ref, writeTime: null };
  }
}

/** Lets go of claims once their transaction has decided. */
export async function releaseHours(claims: readonly HourClaim[]): Promise<void> {
  await Promise.all(
    claims.map((c) => (c.writeTime ? c.ref.delete({ lastUpdateTime: c.writeTime }).catch(() => undefined) : undefined)),
  );
}
