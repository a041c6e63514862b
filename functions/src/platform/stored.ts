// Typed reads of stored documents: a collection's converter (`withConverter`) turns each
// document it reads into that collection's stored type. A converter built from a schema of
// src/domain/stored checks the document as it reads it and names the document and field that
// do not fit; a typed converter trusts the type its collection is written with.
import type {
  DocumentData,
  Firestore,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
  WithFieldValue,
} from 'firebase-admin/firestore';
import type { DocumentSchema, SchemaOutput } from '../../../src/domain/stored/instant';
import { storedMentorSchema, storedStaffSchema } from '../../../src/domain/stored/accounts';
import { instant, type StoredInstant } from '../../../src/domain/stored/instant';
import type { StoredBooking } from '../../../src/domain/stored/bookings';
import { storedEnrollmentSchema } from '../../../src/domain/stored/enrollments';
import type { StoredPayment } from '../../../src/domain/stored/payments';
import type { StoredSubscription } from '../../../src/domain/stored/subscriptions';

/** Reads through `schema`: a document that does not fit it throws, naming the document and the fields. */
export function checkedConverter<S extends DocumentSchema<DocumentData>>(
  collection: string,
  schema: S,
): FirestoreDataConverter<SchemaOutput<S>, DocumentData> {
  return {
    toFirestore: (model: WithFieldValue<SchemaOutput<S>>): DocumentData => model,
    fromFirestore(snapshot: QueryDocumentSnapshot): SchemaOutput<S> {
      const read = schema.safeParse(snapshot.data());
      if (read.success) return read.data;
      const fields = read.error.issues.map((i) => `${i.path.join('.') || '(document)'}: ${i.message}`).join('; ');
      throw new Error(`${collection}/${snapshot.id} is not a stored ${collection} document (${fields})`);
    },
  };
}

/** Reads as `T` without checking: for documents the functions alone write, with that type. */
export function typedConverter<T extends DocumentData>(): FirestoreDataConverter<T, T> {
  return {
    toFirestore: (model: WithFieldValue<T>) => model,
    fromFirestore: (snapshot: QueryDocumentSnapshot<T>) => snapshot.data(),
  };
}

/** A field of a document read as a stored instant, or undefined when it holds none. */
export function instantOf(snap: { get(field: string): unknown }, field: string): StoredInstant | undefined {
  const read = instant.safeParse(snap.get(field));
  return read.success ? read.data : undefined;
}

const bookingConverter = typedConverter<StoredBooking>();
/** bookings/, read as stored bookings: bookings/ writes them, several features read them. */
export const bookingsOf = (db: Firestore) => db.collection('bookings').withConverter(bookingConverter);

const paymentConverter = typedConverter<StoredPayment>();
/** payments/, read as stored payments: several features read them, payments/record.ts alone writes them. */
export const paymentsOf = (db: Firestore) => db.collection('payments').withConverter(paymentConverter);

const subscriptionConverter = typedConverter<StoredSubscription>();
/** subscriptions/, read as stored subscriptions: enrollments/subscriptions.ts writes them, others read them. */
export const subscriptionsOf = (db: Firestore) => db.collection('subscriptions').withConverter(subscriptionConverter);

const staffConverter = checkedConverter('staff', storedStaffSchema);
/** staff/, read as staff records (scripts/staff.mjs writes them). */
export const staffOf = (db: Firestore) => db.collection('staff').withConverter(staffConverter);

const mentorConverter = checkedConverter('mentors', storedMentorSchema);
/** mentors/, read as mentors' records (scripts/staff.mjs writes them). */
export const mentorsOf = (db: Firestore) => db.collection('mentors').withConverter(mentorConverter);
const enrollmentConverter = checkedConverter('enrollments', storedEnrollmentSchema);
/** enrollments/, read through their schema: enrollments/apply.ts creates them, many features read and mark them. */
export const enrollmentsOf = (db: Firestore) => db.collection('enrollments').withConverter(enrollmentConverter);
