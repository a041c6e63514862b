// What each side of a referral is known by, to refuse a family referring itself: the emails,
// WhatsApp numbers and card hashes (payments' `authorization`) on its records. Plain reads, not
// the transaction's: contacts change seldom, and locking every booking and payment of both
// families would make each of their payments retry.
import type { Firestore } from 'firebase-admin/firestore';
import { familyEmail } from '../../../src/domain/email';
import { isCurrency, type Currency } from '../../../src/domain/pricing';
import { phoneMark, type FamilyMarks } from '../../../src/domain/referrals';
import { familyRef } from '../owners/family-records';
import { familyOfEmail, guardianDocs } from '../owners/owner';
import { bookingsOf, enrollmentsOf, paymentsOf } from '../platform/stored';

const texts = (values: readonly unknown[]) => [...new Set(values.filter((v): v is string => typeof v === 'string' && v !== ''))];
const emails = (values: readonly unknown[]) => texts(values).map(familyEmail);
const phones = (values: readonly unknown[]) => texts(texts(values).map(phoneMark));

/** The referring family: its marks, its email (where its credit goes) and its latest plan's currency. */
export async function referrerMarks(
  db: Firestore,
  uid: string,
): Promise<{ marks: FamilyMarks; email: string; currency: Currency | null } | null> {
  const family = (await familyRef(db, uid).get()).data();
  if (!family || typeof family.email !== 'string') return null;
  const email = familyEmail(family.email);
  const [guardians, bookings, enrollments, payments, paidAs] = await Promise.all([
    guardianDocs(db).where('familyUid', '==', uid).get(),
    bookingsOf(db).where('parentUid', '==', uid).get(),
    enrollmentsOf(db).where('email', '==', email).get(),
    paymentsOf(db).where('familyUid', '==', uid).get(),
    paymentsOf(db).where('email', '==', email).get(),
  ]);
  const all = [...guardians.docs, ...bookings.docs, ...enrollments.docs, ...payments.docs, ...paidAs.docs];
  const latest = [...enrollments.docs].sort((a, b) => (b.updateTime?.toMillis() ?? 0) - (a.updateTime?.toMillis() ?? 0))[0];
  const currency: unknown = latest?.data().currency;
  return {
    email,
    currency: isCurrency(currency) ? currency : null,
    marks: {
      emails: emails([email, ...all.map((d) => d.get('email'))]),
      phones: phones([family.whatsapp, ...all.map((d) => d.get('whatsapp'))]),
      cards: texts(all.map((d) => d.get('authorization'))),
    },
  };
}

/** The referred family as its payment shows it: its emails, its booking's number and the paying card. */
export async function referredMarks(
  db: Firestore,
  paid: { email: string; payerEmail: string | null; card: string | null },
  whatsapp: string | undefined,
): Promise<{ marks: FamilyMarks; uid: string | null }> {
  const uid = await familyOfEmail(db, paid.email);
  const bookings = await bookingsOf(db)
    .where('email', 'in', texts([paid.email, paid.payerEmail]))
    .get();
  return {
    uid,
    marks: {
      emails: emails([paid.email, paid.payerEmail]),
      phones: phones([whatsapp, ...bookings.docs.map((d) => d.get('whatsapp'))]),
      cards: texts([paid.card]),
    },
  };
}
