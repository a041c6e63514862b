// certificates/{number}: the public part of a certificate (what the verification page and the
// family's dashboard show, certificates/certificate.ts) as functions/src/certificates/records.ts
// writes it, with when it was awarded and revoked.
import type { CertificateView } from '../certificates/certificate';
import type { StoredInstant } from './instant';

export type StoredCertificate = CertificateView & {
  awardedAt?: StoredInstant;
  revokedAt?: StoredInstant;
};

/** certificateRecords/{number}: whose a certificate is and its history (staff read it), as
 *  functions/src/certificates/records.ts writes it. `awardKey` goes once it is revoked. */
export interface StoredCertificateRecord {
  enrollmentId: string;
  familyUid?: string;
  childId?: string;
  studentName: string;
  courseId: string;
  level: string;
  awardKey?: string;
  history: { at: StoredInstant; by: string; action: 'awarded' | 'revoked'; reason?: string }[];
}
