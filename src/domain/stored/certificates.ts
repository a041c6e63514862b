// certificates/{number}: the public part of a certificate (what the verification page and the
// family's dashboard show, certificates/certificate.ts) as functions/src/certificates/records.ts
// writes it, with when it was awarded and revoked.
import type { CertificateView } from '../certificates/certificate';
import type { StoredInstant } from './instant';

export type StoredCertificate = CertificateView & {
  awardedAt?: StoredInstant;
  revokedAt?: StoredInstant;
};
