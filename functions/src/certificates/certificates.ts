// POST /api/certificates: staff award a certificate when a child completes a course level,
// or revoke one with a reason (records.ts). Staff, or for an award the mentor
// the child's enrollment names (platform/callers.ts); each change is logged with who made it.
import * as logger from 'firebase-functions/logger';
import { catalogueIn } from '../../../src/i18n/catalogues';
import { siteHandler } from '../platform/opening';
import { firestore } from '../platform/admin';
import { certificatesSchema } from '../../../src/domain/requests/certificates';
import { awardCertificate, revokeCertificate } from './records';

// In the language the request names; the staff and mentor consoles send none, so English.
// Not staff: the child's mentor may still award (never revoke) a certificate.
export const certificates = siteHandler(
  {
    name: 'certificates',
    schema: (language, messages) => certificatesSchema({ certificates: catalogueIn(language).certificates, messages }),
    caller: (request) => (request.action === 'award' ? 'staff-or-mentor' : 'staff'),
  },
  async ({ res, request, language, token, mentorId }) => {
    const m = catalogueIn(language).certificates;
    const db = firestore();
    const by = mentorId ? `mentor:${mentorId}` : (token!.email ?? token!.uid);
    if (request.action === 'award') {
      const outcome = await awardCertificate(db, request.enrollmentId, request.level, by, new Date(), mentorId);
      if (outcome.kind === 'not-yours') {
        res.status(403).json({ status: 'forbidden', message: m.notYourChild });
        return;
      }
      if (outcome.kind === 'no-enrollment') {
        res.status(404).json({ status: 'not-found', message: m.noEnrollment });
        return;
      }
      if (outcome.kind === 'no-course') {
        res.status(409).json({ status: 'no-course', message: m.noCourse });
        return;
      }
      if (outcome.kind === 'already-awarded') {
        res.status(409).json({ status: 'already-awarded', number: outcome.number, message: m.alreadyAwarded(outcome.number) });
        return;
      }
      if (outcome.kind === 'ended') {
        res.status(409).json({ status: 'ended', message: m.ended(outcome.days) });
        return;
      }
      logger.info('certificate awarded', { number: outcome.number, enrollmentId: request.enrollmentId, by: token!.uid });
      res.status(200).json({ status: 'awarded', number: outcome.number });
      return;
    }
    const outcome = await revokeCertificate(db, request.number, request.reason, by, new Date());
    if (outcome.kind === 'not-found') {
      res.status(404).json({ status: 'not-found', message: m.notFound });
      return;
    }
    if (outcome.kind === 'already-revoked') {
      res.status(409).json({ status: 'already-revoked', message: m.alreadyRevoked });
      return;
    }
    logger.info('certificate revoked', { number: request.number, by: token!.uid });
    res.status(200).json({ status: 'revoked' });
  },
);
