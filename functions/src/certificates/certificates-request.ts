// The body of POST /api/certificates (staff): award a certificate for an enrollment, or
// revoke one with a reason. Checked with the domain's rules (src/domain/certificates/).
import {
  certificateMessages,
  readLevel,
  readRevokeReason,
  type CertificateMessages,
  type CertificatesRequest,
} from '../../../src/domain/certificates/certificate';
import { readCertificateNumber } from '../../../src/domain/certificates/number';
import { accept, invalid, isAutoId, isDocumentId, type Parsed } from '../../../src/domain/request';

export type { CertificatesRequest };

export function readCertificatesRequest(
  body: unknown,
  m: CertificateMessages = certificateMessages,
): Parsed<CertificatesRequest> {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (b.action === 'award') {
    const id = b.enrollmentId;
    if (!(isAutoId(id) || (typeof id === 'string' && /^[0-9a-f]{32}$/.test(id) && isDocumentId(id))))
      return invalid('enrollmentId', m.noEnrollment);
    const level = readLevel(b.level, m);
    if ('message' in level) return invalid('level', level.message);
    return accept({ kind: 'award', enrollmentId: id as string, level: level.level });
  }
  if (b.action === 'revoke') {
    const number = readCertificateNumber(b.number);
    if (!number) return invalid('number', m.badNumber);
    const reason = readRevokeReason(b.reason, m);
    if ('message' in reason) return invalid('reason', reason.message);
    return accept({ kind: 'revoke', number, reason: reason.reason });
  }
  return invalid('action', 'Use action "award" or "revoke".');
}
