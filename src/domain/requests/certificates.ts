// POST /api/certificates (staff, or an award by the child's mentor): the schema of the body
// the consoles send, award a certificate for an enrollment or revoke one with a reason, and the
// function's one reading of it, with the certificate rules' own refusals (src/domain/certificates/).
import { readLevel, readRevokeReason } from '../certificates/certificate';
import { readCertificateNumber } from '../certificates/number';
import { isAutoId, isDocumentId, type UnreadableWords } from '../request';
import { bodyOf, parsedBy, refuseIssue, type WordsOf } from './schema';

/** What the consoles send, and what the function reads from it (the level and reason cleaned). */
export type CertificatesRequest =
  { action: 'award'; enrollmentId: string; level: string } | { action: 'revoke'; number: string; reason: string };

/** The words of the request's language (taken, not imported: the consoles that send the body load their own). */
export interface CertificatesWords {
  certificates: WordsOf<typeof readLevel, 1> & WordsOf<typeof readRevokeReason, 1> & { noEnrollment: string; badNumber: string };
  /** For an action no console sends. */
  messages: UnreadableWords;
}

export function certificatesSchema(words: CertificatesWords) {
  const m = words.certificates;
  return bodyOf<CertificatesRequest>().transform((b, ctx): CertificatesRequest => {
    if (b.action === 'award') {
      const id = b.enrollmentId;
      if (!(isAutoId(id) || (typeof id === 'string' && /^[0-9a-f]{32}$/.test(id) && isDocumentId(id))))
        return refuseIssue(ctx, m.noEnrollment, 'enrollmentId');
      const level = readLevel(b.level, m);
      if ('message' in level) return refuseIssue(ctx, level.message, 'level');
      return { action: 'award', enrollmentId: id, level: level.level };
    }
    if (b.action === 'revoke') {
      const number = readCertificateNumber(b.number);
      if (!number) return refuseIssue(ctx, m.badNumber, 'number');
      const reason = readRevokeReason(b.reason, m);
      if ('message' in reason) return refuseIssue(ctx, reason.message, 'reason');
      return { action: 'revoke', number, reason: reason.reason };
    }
    return refuseIssue(ctx, words.messages.request.unreadable, 'action');
  });
}

export const readCertificatesRequest = (body: unknown, words: CertificatesWords) => parsedBy(certificatesSchema(words), body);
