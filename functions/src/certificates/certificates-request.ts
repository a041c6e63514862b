// The body of POST /api/certificates (staff): award a certificate for an enrollment, or
// revoke one with a reason. Checked with the domain's rules (src/domain/certificates/).
import {
  certificateMessages,
  readLevel,
  readRevokeReason,
  type CertificateMessages,
} from '../../../src/domain/certificates/certificate';
import { readCertificateNumber } from '../../../src/domain/certificates/number';
import { isAutoId, isDocumentId } from '../../../src/domain/request';

export type CertificatesRequest =
  { kind: 'award'; enrollmentId: string; level: string } | { kind: 'revoke'; number: string; reason: string };

export function readCertificatesRequest(
  body: unknown,
  m: CertificateMessages = certificateMessages,
): CertificatesRequest | { field: string; message: string } {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (b.action === 'award') {
    const id = b.enrollmentId;
    if (!(isAutoId(id) || (typeof id === 'string' && /^[0-9a-f]{32}$/.test(id) && isDocumentId(id))))
      return { field: 'enrollmentId', message: m.noEnrollment };
    const level = readLevel(b.level, m);
    if ('message' in level) return { field: 'level', message: level.message };
    return { kind: 'award', enrollmentId: id as string, level: level.level };
  }
  if (b.action === 'revoke') {
    const number = readCertificateNumber(b.number);
    if (!number) return { field: 'number', message: m.badNumber };
    const reason = readRevokeReason(b.reason, m);
    if ('message' in reason) return { field: 'reason', message: reason.message };
    return { kind: 'revoke', number, reason: reason.reason };
  }
  return { field: 'action', message: 'Use action "award" or "revoke".' };
}
