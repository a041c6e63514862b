// Staff erase a family on request (the console's "Erase a family", staff/action.ts): every
// record found by the family's email, the uid of its account and the WhatsApp numbers of its
// bookings goes (erase.ts), with its second guardians (their membership, invites, mail, messages
// and accounts), its referral documents (its credits kept for the accounts without naming it,
// referrals/erase.ts), its payments stay anonymised, its Auth accounts are deleted, and
// erasures/{id} records who did it and when, naming the family only by a hash of its email.
// A family with an enrollment still running is refused: the school ends paid service first.
import { createHash } from 'node:crypto';
import { FieldValue, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { familyEmail } from '../../../src/domain/email';
import { adminAuth } from '../platform/admin';
import { distinctDocs, eraseRecords, isRunning, whereIn } from './erase';
import { childrenOf, familyRef } from '../owners/family-records';
import { eraseReferrals } from '../referrals/erase';

export type EraseOutcome = { kind: 'erased'; counts: Record<string, number> } | { kind: 'not-found' } | { kind: 'running' };

/** How an erasure names the family: enough to answer "was this family erased?", nothing to read back. */
export const erasedFamilyKey = (email: string) =>
  createHash('sha256')
    .update(`erased:${familyEmail(email)}`, 'utf8')
    .digest('hex');

async function accountUid(email: string): Promise<string | null> {
  try {
    return (await adminAuth().getUserByEmail(familyEmail(email))).uid;
  } catch {
    return null;
  }
}

export async function eraseFamily(db: Firestore, email: string, staffUid: string, now: Date): Promise<EraseOutcome> {
  const emails = [...new Set([email.trim(), familyEmail(email)])];
  const account = await accountUid(email);
  const families = await whereIn(db, 'families', 'email', emails);
  const uids = [...new Set([...families.map((d) => d.id), ...(account ? [account] : [])])];
  // Its second guardians go with it: their membership, their accounts, their mail and messages.
  const [guardians, invites] = await Promise.all([
    whereIn(db, 'guardians', 'familyUid', uids),
    whereIn(db, 'guardianInvites', 'familyUid', uids),
  ]);
  const guardianUids = guardians.map((d) => d.id);
  const texts = (values: unknown[]) => values.filter((v): v is string => typeof v === 'string');
  // Their own address, and each address an invite was mailed to.
  const guardianEmails = texts([...guardians.map((d) => d.get('email')), ...invites.map((d) => d.get('to'))]);
  const mine = async (collection: string, uidField: string) =>
    distinctDocs([...(await whereIn(db, collection, 'email', emails)), ...(await whereIn(db, collection, uidField, uids))]);
  const [bookings, recommendations, enrollments, payments] = await Promise.all([
    mine('bookings', 'parentUid'),
    mine('recommendations', 'familyUid'),
    mine('enrollments', 'familyUid'),
    mine('payments', 'familyUid'),
  ]);
  if (enrollments.some(isRunning)) return { kind: 'running' };
  const numbers = texts([...bookings, ...recommendations, ...guardians].map((d) => d.get('whatsapp')));
  const found = await Promise.all([
    whereIn(db, 'trialLeads', 'email', emails),
    whereIn(db, 'mail', 'to', [...emails, ...guardianEmails]),
    whereIn(db, 'mail', 'replyTo', emails),
    whereIn(db, 'messages', 'to', numbers),
    whereIn(db, 'messages', 'familyUid', uids),
    whereIn(db, 'contactMessages', 'email', emails),
    whereIn(db, 'questions', 'email', emails),
    // A card subscription Paystack told us of before it was linked to an enrollment.
    whereIn(db, 'subscriptions', 'email', emails),
    // The saved card's Paystack authorization (enrollments/saved-card.ts).
    whereIn(db, 'cardAuthorizations', 'email', emails),
    // The family's calendar feed (a hash of its token, and whose it is).
    whereIn(db, 'calendarFeeds', 'familyUid', uids),
    // A guardian's own family document, made if they opened the dashboard before they joined.
    guardianUids.length
      ? db.getAll(...guardianUids.map((uid) => familyRef(db, uid))).then((s) => s.filter((d) => d.exists))
      : Promise.resolve([]),
    ...uids.map((uid) =>
      childrenOf(familyRef(db, uid))
        .get()
        .then((q) => q.docs),
    ),
  ]);
  const other: DocumentReference[] = [
    ...found.flat().map((d) => d.ref),
    ...[...guardians, ...invites].map((d) => d.ref),
    ...uids.map((uid) => familyRef(db, uid)),
  ];
  const existing = (await Promise.all(uids.map((uid) => familyRef(db, uid).get()))).some((s) => s.exists);
  const total = bookings.length + recommendations.length + enrollments.length + payments.length + found.flat().length;
  if (!total && !existing && !account) return { kind: 'not-found' };

  const counts = await eraseRecords(db, { bookings, recommendations, enrollments, payments, other }, now, true);
  counts.referrals = await eraseReferrals(db, emails, uids);
  for (const uid of [...uids, ...guardianUids]) {
    await adminAuth()
      .deleteUser(uid)
      .catch((error: { code?: string }) => {
        if (error.code !== 'auth/user-not-found') throw error;
      });
  }
  await db.collection('erasures').add({
    family: erasedFamilyKey(email),
    by: staffUid,
    at: FieldValue.serverTimestamp(),
    counts: { ...counts, accounts: uids.length + guardianUids.length },
  });
  return { kind: 'erased', counts };
}
