// What a certificate says, and the rules of awarding and revoking one (their refusals are the
// catalogue's `certificates` area). The function that awards it, the verification and print
// pages, the share card and the certificate mail read it as this type. The public certificate
// document holds these fields and its award time; the family, the enrollment and who awarded it
// live apart (functions/src/certificates/).
import { cleanName } from '../names';
import { cleanText, hasVisibleText } from '../text';

export interface CertificateView {
  number: string;
  /** The child as printed: first name and initial, unless the parent chose the full name. */
  name: string;
  course: string;
  level: string;
  /** Nairobi date of the award, YYYY-MM-DD. */
  awardedOn: string;
  /** The mentor's name, or '' when staff awarded it without one. */
  mentor: string;
  accreditingBody: string;
  accreditationReference: string;
  status: 'valid' | 'revoked';
  /** Nairobi date of the revocation, when revoked. */
  revokedOn?: string;
}

export const LEVEL_MAX = 60;
export const REVOKE_REASON_MAX = 500;

/** "Wanjiru Kamau Njeri" as "Wanjiru N." by default, or whole when the parent chose so. */
export function certificateName(fullName: string, full: boolean): string {
  const words = cleanName(fullName).split(' ').filter(Boolean);
  if (words.length === 0) return '';
  if (full || words.length === 1) return words.join(' ');
  const last = words[words.length - 1]!;
  return `${words[0]} ${[...last][0]!.toLocaleUpperCase()}.`;
}

/** The refusals of a level or a reason, in the reader's language (the catalogue's certificates area gives them). */
export interface CertificateRefusals {
  levelNeeded: string;
  levelTooLong: string;
  reasonNeeded: string;
  reasonTooLong: string;
}

/** The level as staff typed it, or the message that refuses it. */
export function readLevel(
  value: unknown,
  m: Pick<CertificateRefusals, 'levelNeeded' | 'levelTooLong'>,
): { level: string } | { message: string } {
  const level = typeof value === 'string' ? cleanText(value).replace(/\s+/g, ' ') : '';
  if (!hasVisibleText(level)) return { message: m.levelNeeded };
  if (level.length > LEVEL_MAX) return { message: m.levelTooLong };
  return { level };
}

/** A revocation's reason, or the message that refuses it. */
export function readRevokeReason(
  value: unknown,
  m: Pick<CertificateRefusals, 'reasonNeeded' | 'reasonTooLong'>,
): { reason: string } | { message: string } {
  const reason = typeof value === 'string' ? cleanText(value) : '';
  if (!hasVisibleText(reason)) return { message: m.reasonNeeded };
  if (reason.length > REVOKE_REASON_MAX) return { message: m.reasonTooLong };
  return { reason };
}
