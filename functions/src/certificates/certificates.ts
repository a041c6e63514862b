// POST /api/certificates: staff award a certificate when a child completes a course level,
// or revoke one with a reason (records.ts). Staff (platform/staff-caller.ts), or for an award
// the mentor the child's enrollment names (classes/mentor.ts); each change is logged with who made it.
import { onRequest } from 'firebase-functions/v2/https';
import * as logger from 'firebase-functions/logger';
import { certificateDictionaries } from '../../../src/domain/certificates/certificate.sw';
import { wordsIn } from '../../../src/domain/i18n/dictionary';
import { staffMessages } from '../../../src/domain/staff/messages';
import { admit, siteFunctionOptions } from '../platform/http';
import { requestLanguage } from '../platform/language';
import { firestore } from '../platform/admin';
import { staffCaller } from '../platform/staff-caller';
import { recordOf } from '../../../src/domain/request';
import { mentorCaller } from '../classes/mentor';
import { readCertificatesRequest } from './certificates-request';
import { awardCertificate, revokeCertificate } from './records';

export const certificates = onRequest(siteFunctionOptions, async (req, res) => {
  if (!admit(req, res, 'POST')) return;
  // In the language the request names; the staff and mentor consoles send none, so English.
  const m = wordsIn(certificateDictionaries, requestLanguage(req));
  const db = firestore();
  const staff = await staffCaller(req, db);
  // Not staff: the child's mentor may still award (never revoke) a certificate.
  const mentor = staff === 403 && recordOf(req.body).action === 'award' ? await mentorCaller(req, db) : null;
  const caller = mentor && typeof mentor === 'object' ? { uid: mentor.uid, email: `mentor:${mentor.mentorId}` } : staff;
  if (caller === 401 || caller === 403) {
    const message = caller === 401 ? staffMessages.signIn : staffMessages.notStaff;
    res.status(caller).json({ status: caller === 401 ? 'unauthorized' : 'forbidden', message });
    return;
  }
  const request = readCertificatesRequest(req.body, m);
  if ('field' in request) {
    res.status(400).json({ status: 'invalid', ...request });
    return;
  }
  const by = caller.email ?? caller.uid;
  if (request.kind === 'award') {
    const mentorId = mentor && typeof mentor === 'object' ? mentor.mentorId : undefined;
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
    logger.info('certificate awarded', { number: outcome.number, enrollmentId: request.enrollmentId, by: caller.uid });
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
  logger.info('certificate revoked', { number: request.number, by: caller.uid });
  res.status(200).json({ status: 'revoked' });
});
