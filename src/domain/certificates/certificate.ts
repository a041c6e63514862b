// What a certificate says, and the rules of awarding and revoking one. The function that
// awards it, the verification page and the family's dashboard all read it as this one
// type. Only these fields are public: the family, the enrollment and who awarded it live
// apart (functions/src/certificates/).
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

/** The body of POST /api/certificates, as staff's console sends it. */
export type CertificatesAction =
  { action: 'award'; enrollmentId: string; level: string } | { action: 'revoke'; number: string; reason: string };

/** The same request as the function reads it: `action` becomes `kind`. */
export type CertificatesRequest = CertificatesAction extends infer A
  ? A extends { action: infer K }
    ? Omit<A, 'action'> & { kind: K }
    : never
  : never;

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

export const certificateMessages = {
  levelNeeded: 'Name the level the child completed (for example "Level 1").',
  levelTooLong: `Keep the level to ${LEVEL_MAX} characters.`,
  reasonNeeded: 'Give the reason for revoking (the family reads it).',
  reasonTooLong: `Keep the reason to ${REVOKE_REASON_MAX} characters.`,
  badNumber: 'That is not a certificate number.',
  notFound: 'No certificate has this number. Check it against the printed certificate.',
  noEnrollment: 'No enrollment with this id.',
  notYourChild: "Only staff or this child's mentor can award the certificate.",
  noCourse: 'This enrollment names no course, so a certificate cannot say what was completed.',
  alreadyRevoked: 'This certificate is already revoked.',
  tooMany: 'Too many certificates were checked from your connection. Please try again in an hour.',
  alreadyAwarded: (number: string) =>
    `This child already has certificate ${number} for this course and level. Revoke it first to award it again.`,
  ended: (days: number) =>
    `This enrollment ended more than ${days} days ago. A certificate is awarded while it runs or within ${days} days after it ends.`,
};

export type CertificateMessages = typeof certificateMessages;

/** The level as staff typed it, or the message that refuses it. */
export function readLevel(value: unknown, m: CertificateMessages = certificateMessages): { level: string } | { message: string } {
  const level = typeof value === 'string' ? cleanText(value).replace(/\s+/g, ' ') : '';
  if (!hasVisibleText(level)) return { message: m.levelNeeded };
  if (level.length > LEVEL_MAX) return { message: m.levelTooLong };
  return { level };
}

/** A revocation's reason, or the message that refuses it. */
export function readRevokeReason(
  value: unknown,
  m: CertificateMessages = certificateMessages,
): { reason: string } | { message: string } {
  const reason = typeof value === 'string' ? cleanText(value) : '';
  if (!hasVisibleText(reason)) return { message: m.reasonNeeded };
  if (reason.length > REVOKE_REASON_MAX) return { message: m.reasonTooLong };
  return { reason };
}
