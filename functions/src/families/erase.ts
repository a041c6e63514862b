// Deleting a family's personal data, as the terms promise ("ask us and we delete"): a whole
// family, by staff (staff/action.ts), or one child, by the parent on the dashboard
// (family.ts). What is deleted: the trial bookings (an upcoming one's seat is freed as a
// cancellation frees it, to the first family waiting; the erased family is sent nothing), their private parts, leads and outbox copies, recommendations, enrollments
// with their subscriptions, renewal links, weekly classes (the mentor's hours given back),
// certificates, monthly progress reports and make-up credits; for a whole family also its mail, messages,
// contact messages, questions, family keys, family document and Auth account (erase-family.ts).
// Payments stay for the school's accounts, stripped of everything that names the family
// (anonymisedPayment).
import {
  FieldPath,
  FieldValue,
  type DocumentReference,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { isClassPast } from '../../../src/domain/seats';
import { readSeatRelease } from '../bookings/seat-release';
import { transactionOptions } from '../bookings/change';
import { addressRecordRef, secretRef } from '../bookings/private';
import { familyLockIds } from '../bookings/token';
import { familyLockRef } from '../bookings/stored';
import { certificateRef } from '../certificates/records';
import { reportLogRef } from '../progress/store';
import { recommendationSecretRef } from '../enrollments/recommendations';
import { freeClassTimes } from '../classes/store';

type Doc = QueryDocumentSnapshot;

/** Documents of `collection` whose `field` is one of `values` (Firestore takes 30 a query). */
export async function whereIn(db: Firestore, collection: string, field: string, values: readonly string[]): Promise<Doc[]> {
  const unique = [...new Set(values.filter(Boolean))];
  const chunks = Array.from({ length: Math.ceil(unique.length / 30) }, (_, i) => unique.slice(i * 30, i * 30 + 30));
  const found = await Promise.all(chunks.map((chunk) => db.collection(collection).where(field, 'in', chunk).get()));
  return found.flatMap((q) => q.docs);
}

/** Each document once, by path. */
export const distinctDocs = (docs: Doc[]): Doc[] => [...new Map(docs.map((d) => [d.ref.path, d])).values()];

/** Documents of `collection` whose id starts with `prefix` (a booking's mails: booking-<id>-booked, ...). */
async function byPrefix(db: Firestore, collection: string, prefix: string): Promise<DocumentReference[]> {
  const id = FieldPath.documentId();
  const found = await db.collection(collection).where(id, '>=', prefix).where(id, '<', `${prefix}\uf8ff`).get();
  return found.docs.map((d) => d.ref);
}

/** What a payment keeps once its family is erased: the accounting facts, nothing that names anyone. */
const PAYMENT_KEEPS = [
  'reference',
  'status',
  'kind',
  'amount',
  'amountSubunits',
  'currency',
  'plan',
  'period',
  'paidAt',
  'paidUntil',
  'channel',
  'reviewReason',
  'expected',
  'planCode',
  'source',
  'createdAt',
] as const;

export function anonymisedPayment(data: Record<string, unknown>): Record<string, unknown> {
  const kept = Object.fromEntries(PAYMENT_KEEPS.filter((k) => data[k] !== undefined).map((k) => [k, data[k]]));
  return { ...kept, erasedAt: FieldValue.serverTimestamp() };
}

/** An enrollment a family still pays for: it is ended by staff, never by a deletion. */
export const isRunning = (enrollment: Doc): boolean => ['active', 'past_due'].includes(String(enrollment.get('status')));

/**
 * Deletes a booking; a class still to come gives its seat up as a cancellation does: to the first
 * family waiting for it, or back to the slot (bookings/seat-release.ts).
 */
async function deleteBooking(db: Firestore, ref: DocumentReference, now: Date): Promise<void> {
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const b = snap.data();
    if (!b) return;
    const seat = { date: String(b.date), time: String(b.time) };
    const release =
      b.status === 'upcoming' && !isClassPast(seat.date, seat.time, now) ? await readSeatRelease(tx, db, seat, now) : null;
    release?.();
    tx.delete(ref);
  }, transactionOptions);
}

export interface Records {
  bookings: Doc[];
  recommendations: Doc[];
  enrollments: Doc[];
  payments: Doc[];
  /** Other documents to delete whole (mail, messages, questions, the family's own, ...). */
  other: DocumentReference[];
}

/** Deletes the records, all but payments, which are anonymised; returns how many of each. */
export async function eraseRecords(db: Firestore, r: Records, now: Date, whole: boolean): Promise<Record<string, number>> {
  const bookingIds = r.bookings.map((d) => d.id);
  const enrollmentIds = r.enrollments.map((d) => d.id);
  // The outbox copies of each booking's and recommendation's mail and WhatsApp messages, by their ids.
  const prefixes = [...bookingIds.map((id) => `booking-${id}`), ...r.recommendations.map((d) => `recommendation-${d.id}`)];
  const [leads, messages, subscriptions, renewalLinks, classes, certificates, reports, lines, credits, copies] =
    await Promise.all([
      whereIn(db, 'trialLeads', 'bookingId', bookingIds),
      whereIn(db, 'messages', 'bookingId', bookingIds),
      whereIn(db, 'subscriptions', 'enrollmentId', enrollmentIds),
      whereIn(db, 'renewalLinks', 'enrollmentId', enrollmentIds),
      // The children's weekly classes (first name, mentor's notes) and certificates (what they say, whose they are).
      whereIn(db, 'classes', 'enrollmentId', enrollmentIds),
      whereIn(db, 'certificateRecords', 'enrollmentId', enrollmentIds),
      // Their monthly progress: the reports sent and the mentors' lines.
      whereIn(db, 'progressReports', 'enrollmentId', enrollmentIds),
      whereIn(db, 'progressLines', 'enrollmentId', enrollmentIds),
      whereIn(db, 'makeUpCredits', 'enrollmentId', enrollmentIds),
      Promise.all(prefixes.flatMap((p) => [byPrefix(db, 'mail', p), byPrefix(db, 'messages', p)])),
    ]);
  for (const b of r.bookings) await deleteBooking(db, b.ref, now);
  // A mentor's hours held by an enrollment are given back before its classes go.
  for (const id of enrollmentIds) await freeClassTimes(db, id, now);
  const refs: DocumentReference[] = [
    ...bookingIds.flatMap((id) => [secretRef(db, id), addressRecordRef(db, id)]),
    ...r.recommendations.flatMap((d) => [d.ref, recommendationSecretRef(db, d.id)]),
    ...[...r.enrollments, ...subscriptions, ...renewalLinks, ...leads, ...messages, ...classes, ...certificates].map(
      (d) => d.ref,
    ),
    ...certificates.map((d) => certificateRef(db, d.id)),
    ...[...reports, ...lines, ...credits].map((d) => d.ref),
    // Who sent each report, and when: kept under the report's id.
    ...reports.map((d) => reportLogRef(db, d.id)),
    ...copies.flat(),
    ...r.other,
  ];
  if (whole) {
    // The family keys of every booking: hashes of the email and number, which would still match them.
    for (const b of r.bookings) {
      const locks = familyLockIds(String(b.get('email') ?? ''), String(b.get('whatsapp') ?? ''));
      refs.push(familyLockRef(db, locks.email), familyLockRef(db, locks.whatsapp));
    }
  }
  const unique = [...new Map(refs.map((ref) => [ref.path, ref])).values()];
  for (let i = 0; i < unique.length; i += 400) {
    const batch = db.batch();
    for (const ref of unique.slice(i, i + 400)) batch.delete(ref);
    await batch.commit();
  }
  for (const p of r.payments) {
    // A whole family's payments keep only the accounting facts; a removed child's stay the family's, without the child.
    if (whole) await p.ref.set(anonymisedPayment(p.data()));
    else
      await p.ref.update({ studentName: FieldValue.delete(), childId: FieldValue.delete(), enrollmentId: FieldValue.delete() });
  }
  return {
    bookings: r.bookings.length,
    recommendations: r.recommendations.length,
    enrollments: r.enrollments.length,
    payments: r.payments.length,
  };
}
