// The refusals of awarding and revoking a certificate (staff's console, functions/src/certificates)
// and of reading one.
import { LEVEL_MAX, REVOKE_REASON_MAX } from '../../domain/certificates/certificate';

export const words = {
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

export type CertificateMessages = typeof words;
