// Awarding and revoking certificates. A certificate lives in two documents: certificates/{number}
// holds only what the certificate says (the verification page shows it, and any browser may get
// it by number, never list), and certificateRecords/{number} holds whose it is (family,
// enrollment) and its history (who awarded or revoked it, when, why), which only staff read.
// The family hears of each by mail and WhatsApp, queued in the same transaction. A record in
// force carries its `awardKey` (child, course, level), so a second award for it is refused
// until the first is revoked.
import { randomBytes } from 'node:crypto';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { awardKey, mayAward } from '../../../src/domain/certificates/award';
import { certificateName, type CertificateView } from '../../../src/domain/certificates/certificate';
import { certificateNumber, CERTIFICATE_RANDOM_BYTES } from '../../../src/domain/certificates/number';
import { certificateAwardedMail, certificateRevokedMail } from '../../../src/messages/mail/certificate';
import { nairobiDate } from '../../../src/domain/slots';
import { certificateSettings, courses, enrollmentSettings, mentors } from '../platform/content';
import type { StoredCertificate, StoredCertificateRecord } from '../../../src/domain/stored/certificates';
import { enrollmentsOf, typedConverter } from '../platform/stored';
import { childrenOf, familyRef } from '../owners/family-records';
import { brand } from '../notices/brand';
import { queueCopies } from '../guardians/copies';
import { recipientsOf } from '../guardians/recipients';

const storedCertificates = typedConverter<StoredCertificate>();
/** certificates/{number}, read as the stored public part of a certificate. */
export const certificateRef = (db: Firestore, number: string) =>
  db.collection('certificates').withConverter(storedCertificates).doc(number);
const storedRecords = typedConverter<StoredCertificateRecord>();
/** certificateRecords/, read as whose each certificate is. */
export const certificateRecordsOf = (db: Firestore) => db.collection('certificateRecords').withConverter(storedRecords);
export const certificateRecordRef = (db: Firestore, number: string) => certificateRecordsOf(db).doc(number);

/** The public page of a certificate, on the site's own address. */
export const certificateUrl = (number: string) => `${brand().siteUrl}/certificates/${number}`;

export type AwardOutcome =
  | { kind: 'awarded'; number: string }
  | { kind: 'no-enrollment' }
  | { kind: 'no-course' }
  | { kind: 'not-yours' }
  | { kind: 'already-awarded'; number: string }
  | { kind: 'ended'; days: number };
export type RevokeOutcome = { kind: 'revoked' } | { kind: 'not-found' } | { kind: 'already-revoked' };

export async function awardCertificate(
  db: Firestore,
  enrollmentId: string,
  level: string,
  by: string,
  now: Date,
  /** A mentor awarding: only for an enrollment that names them as its mentor. */
  mentorId?: string,
): Promise<AwardOutcome> {
  const number = certificateNumber(randomBytes(CERTIFICATE_RANDOM_BYTES));
  const enrollmentRef = enrollmentsOf(db).doc(enrollmentId);
  return db.runTransaction(async (tx): Promise<AwardOutcome> => {
    const enrollment = (await tx.get(enrollmentRef)).data();
    if (!enrollment) return { kind: 'no-enrollment' };
    if (mentorId !== undefined && enrollment.mentorId !== mentorId) return { kind: 'not-yours' };
    const course = courses.find((c) => c.id === enrollment.course);
    if (!course) return { kind: 'no-course' };
    const key = awardKey({ enrollmentId, familyUid: enrollment.familyUid, childId: enrollment.childId }, course.id, level);
    const first = await tx.get(certificateRecordsOf(db).where('awardKey', '==', key).limit(1));
    if (!first.empty) return { kind: 'already-awarded', number: first.docs[0]!.id };
    const days = certificateSettings.awardWindowDays;
    if (!mayAward(enrollment, nairobiDate(now), enrollmentSettings.graceDays, days)) return { kind: 'ended', days };
    const familyUid = enrollment.familyUid ?? null;
    const childId = enrollment.childId ?? null;
    const child = familyUid && childId ? (await tx.get(childrenOf(familyRef(db, familyUid)).doc(childId))).data() : undefined;
    const family = familyUid ? (await tx.get(familyRef(db, familyUid))).data() : undefined;
    const recipients = await recipientsOf(tx, db, enrollment);
    const studentName = enrollment.studentName ?? '';
    const view: CertificateView = {
      number,
      name: certificateName(studentName, child?.fullNameOnCertificates === true),
      course: course.title,
      level,
      awardedOn: nairobiDate(now),
      // The enrollment keeps its mentor's id (set when weekly times are chosen); team.yaml has the name.
      mentor: mentors.find((t) => t.id === enrollment.mentorId)?.name ?? '',
      accreditingBody: certificateSettings.accreditingBody,
      accreditationReference: certificateSettings.accreditationReference,
      status: 'valid',
    };
    tx.create(certificateRef(db, number), { ...view, awardedAt: Timestamp.fromDate(now) });
    tx.create(certificateRecordRef(db, number), {
      enrollmentId,
      ...(familyUid ? { familyUid } : {}),
      ...(childId ? { childId } : {}),
      studentName,
      courseId: course.id,
      level,
      awardKey: key,
      history: [{ at: Timestamp.fromDate(now), by, action: 'awarded' }],
    });
    const id = `certificate-${number}-awarded`;
    const school = brand();
    const parentName = typeof family?.name === 'string' ? family.name : '';
    const links = { verify: certificateUrl(number) };
    const parameters = { student_name: view.name, course: view.course, level, certificate_link: links.verify };
    // A new number: nothing is queued under it yet.
    queueCopies(
      tx,
      db,
      id,
      recipients,
      new Set(),
      (to) => ({
        mail: certificateAwardedMail(to.language, school, view, parentName, links),
        message: { kind: 'template', template: 'certificate_awarded', parameters },
      }),
      { mailEvenIfOff: true },
      now,
    );
    return { kind: 'awarded', number };
  });
}

export async function revokeCertificate(
  db: Firestore,
  number: string,
  reason: string,
  by: string,
  now: Date,
): Promise<RevokeOutcome> {
  return db.runTransaction(async (tx): Promise<RevokeOutcome> => {
    const [publicDoc, record] = await Promise.all([tx.get(certificateRef(db, number)), tx.get(certificateRecordRef(db, number))]);
    const view = publicDoc.data();
    const held = record.data();
    if (!view || !held) return { kind: 'not-found' };
    if (view.status === 'revoked') return { kind: 'already-revoked' };
    const enrollment = (await tx.get(enrollmentsOf(db).doc(String(held.enrollmentId)))).data();
    const recipients = enrollment ? await recipientsOf(tx, db, enrollment) : [];
    const revokedOn = nairobiDate(now);
    tx.update(publicDoc.ref, { status: 'revoked', revokedOn, revokedAt: Timestamp.fromDate(now) });
    tx.update(record.ref, {
      history: FieldValue.arrayUnion({ at: Timestamp.fromDate(now), by, action: 'revoked', reason }),
      // A revoked certificate no longer stands in the way of awarding its level again.
      awardKey: FieldValue.delete(),
    });
    const revoked = { ...view, status: 'revoked' as const, revokedOn };
    const links = { verify: certificateUrl(number) };
    // Revoked once (the status above): nothing is queued under this id yet.
    queueCopies(
      tx,
      db,
      `certificate-${number}-revoked`,
      recipients,
      new Set(),
      (to) => ({ mail: certificateRevokedMail(to.language, brand(), revoked, '', reason, links) }),
      { mailEvenIfOff: true },
      now,
    );
    return { kind: 'revoked' };
  });
}
