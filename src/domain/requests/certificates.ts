// POST /api/certificates (staff, or an award by the child's mentor): the body the consoles
// send, award a certificate for an enrollment or revoke one with a reason, and the function's
// one reading of it, with the certificate rules' own refusals (src/domain/certificates/).
import { readLevel, readRevokeReason } from '../certificates/certificate';
import { readCertificateNumber } from '../certificates/number';
import type { CertificateMessages } from '../../i18n/en/certificates';
import type { Messages } from '../../i18n/en/messages';
import { accept, invalid, isAutoId, isDocumentId, recordOf, unreadable, type Parsed } from '../request';

/** What the consoles send, and what the function reads from it (the level and reason cleaned). */
export type CertificatesRequest =
  { action: 'award'; enrollmentId: string; level: string } | { action: 'revoke'; number: string; reason: string };

export function readCertificatesRequest(
  body: unknown,
  /** The words of the request's language (taken, not imported: the consoles that send the body load their own). */
  m: CertificateMessages,
  /** The request area of the same language, for an action no console sends. */
  words?: Pick<Messages, 'request'>,
): Parsed<CertificatesRequest> {
  const b = recordOf(body);
  if (b.action === 'award') {
    const id = b.enrollmentId;
    if (!(isAutoId(id) || (typeof id === 'string' && /^[0-9a-f]{32}$/.test(id) && isDocumentId(id))))
      return invalid('enrollmentId', m.noEnrollment);
    const level = readLevel(b.level, m);
    if ('message' in level) return invalid('level', level.message);
    return accept({ action: 'award', enrollmentId: id, level: level.level });
  }
  if (b.action === 'revoke') {
    const number = readCertificateNumber(b.number);
    if (!number) return invalid('number', m.badNumber);
    const reason = readRevokeReason(b.reason, m);
    if ('message' in reason) return invalid('reason', reason.message);
    return accept({ action: 'revoke', number, reason: reason.reason });
  }
  return unreadable('action', words);
}
