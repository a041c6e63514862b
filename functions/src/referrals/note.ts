// A trial booked through a share link: the referred family (its email) is noted as referred by the
// code's family, once: the first code a family books with is the one its first plan payment
// credits (grant.ts decides it). An unknown code notes nothing; the booking stands either way.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { familyEmail } from '../../../src/domain/email';
import { grantOnce } from '../platform/grant-once';
import { codesOf, referralIdOf, referralsOf } from './store';

export type Noted = 'noted' | 'already' | 'unknown-code';

export async function noteReferral(
  db: Firestore,
  code: string,
  booking: { id: string; email: string; whatsapp: string },
  now: Date,
): Promise<Noted> {
  return db.runTransaction(async (tx) => {
    const owner = (await tx.get(codesOf(db).doc(code))).data();
    if (!owner) return 'unknown-code';
    const once = await grantOnce(tx, referralsOf(db).doc(referralIdOf(booking.email)));
    once.create({
      code,
      referrerUid: owner.familyUid,
      email: familyEmail(booking.email),
      whatsapp: booking.whatsapp,
      bookingId: booking.id,
      status: 'pending',
      createdAt: Timestamp.fromDate(now),
    });
    return once.already ? 'already' : 'noted';
  });
}
