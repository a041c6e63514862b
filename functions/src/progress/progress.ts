// POST /api/progress: a mentor writes a child's monthly line and projects (line.ts), and staff
// send a report again (reports.ts). Browsers write nothing to Firestore; every change comes here.
import * as logger from 'firebase-functions/logger';
import { progressMessages as m } from '../../../src/domain/progress/messages';
import { readProgressRequest } from '../../../src/domain/progress/request';
import { firestore } from '../platform/admin';
import { siteHandler } from '../platform/opening';
import { saveLine } from './line';
import { sendAgain } from './reports';

// Mentors and staff only: their consoles are English, whatever the body says.
export const progress = siteHandler(
  {
    name: 'progress',
    parse: (body) => readProgressRequest(body),
    limit: 'managePerAddress',
    caller: (request) => (request.action === 'resend' ? 'staff' : 'mentor'),
    callerWords: () => ({ signIn: m.signIn, notMentor: m.notMentor }),
    failed: () => ({ status: 'failed', message: m.failed }),
  },
  async ({ res, request, token, mentorId }) => {
    const db = firestore();
    if (request.action === 'resend') {
      const outcome = await sendAgain(db, request.reportId, token!.email ?? token!.uid, new Date());
      logger.info('progress report sent again by staff', { reportId: request.reportId, outcome, by: token!.uid });
      if (outcome === 'sent') res.status(200).json({ status: 'ok', message: m.sentAgain });
      else res.status(404).json({ status: 'not-found', message: m.reportNotFound });
      return;
    }
    const saved = await saveLine(db, mentorId!, request, new Date());
    if (saved.kind === 'refused') res.status(saved.http).json({ status: 'refused', message: saved.message });
    else res.status(200).json({ status: 'ok', message: m.saved, id: saved.id });
  },
);
