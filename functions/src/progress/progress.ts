// POST /api/progress: a mentor writes a child's monthly line and projects (line.ts), and staff
// send a report again (reports.ts). Browsers write nothing to Firestore; every change comes here.
import { onRequest } from 'firebase-functions/v2/https';
import * as logger from 'firebase-functions/logger';
import { progressMessages as m } from '../../../src/domain/progress/messages';
import { readProgressRequest } from '../../../src/domain/progress/request';
import { staffMessages } from '../../../src/domain/staff/messages';
import { firestore } from '../platform/admin';
import { siteFunctionOptions } from '../platform/http';
import { opening } from '../platform/opening';
import { staffCaller } from '../platform/staff-caller';
import { mentorCaller } from '../classes/mentor';
import { saveLine } from './line';
import { sendAgain } from './reports';

export const progress = onRequest(siteFunctionOptions, async (req, res) => {
  try {
    // Mentors and staff only: their consoles are English, whatever the body says.
    const opened = await opening(req, res, { parse: (body) => readProgressRequest(body), limit: 'managePerAddress' });
    if (!opened) return;
    const db = firestore();
    const { request } = opened;
    if (request.action === 'resend') {
      const caller = await staffCaller(req, db);
      if (caller === 401 || caller === 403) {
        const message = caller === 401 ? staffMessages.signIn : staffMessages.notStaff;
        res.status(caller).json({ status: caller === 401 ? 'unauthorized' : 'forbidden', message });
        return;
      }
      const outcome = await sendAgain(db, request.reportId, caller.email ?? caller.uid, new Date());
      logger.info('progress report sent again by staff', { reportId: request.reportId, outcome, by: caller.uid });
      if (outcome === 'sent') res.status(200).json({ status: 'ok', message: m.sentAgain });
      else res.status(404).json({ status: 'not-found', message: m.reportNotFound });
      return;
    }
    const mentor = await mentorCaller(req, db);
    if (mentor === 401 || mentor === 403) {
      res
        .status(mentor)
        .json({ status: mentor === 401 ? 'unauthorized' : 'forbidden', message: mentor === 401 ? m.signIn : m.notMentor });
      return;
    }
    const saved = await saveLine(db, mentor.mentorId, request, new Date());
    if (saved.kind === 'refused') res.status(saved.http).json({ status: 'refused', message: saved.message });
    else res.status(200).json({ status: 'ok', message: m.saved, id: saved.id });
  } catch (error) {
    logger.error('progress crashed', { error: (error as Error).message });
    res.status(500).json({ status: 'failed', message: m.failed });
  }
});
