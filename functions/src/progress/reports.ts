// The monthly progress job: on the 1st (Nairobi), each child with an enrollment paid into
// the month before gets that month's report, by mail and WhatsApp (SMS when WhatsApp refuses
// it, as every message). The report, its mail and its message are written in one transaction
// that first looks for the report: a retried or repeated run writes nothing twice. Staff may
// send a report again (sendAgain), each time logged with who asked.
import { FieldValue, Timestamp, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import type { ReportFor } from '../../../src/domain/mail/progress';
import { familyMails } from '../../../src/domain/mail/family-mails';
import { monthNameSw } from '../../../src/domain/mail/progress.sw';
import { languageOr } from '../../../src/domain/i18n/languages';
import { isReportDay, monthName, monthOf, monthSpan, previousMonth, type Month } from '../../../src/domain/progress/month';
import { progressReport, reportDue, type MentorLine, type ProgressReport } from '../../../src/domain/progress/report';
import { brand } from '../notices/brand';
import { queueMail } from '../notices/mail';
import { messageDocument, queueMessage } from '../notices/messages';
import { courses, mentors } from '../platform/content';
import { firstName } from '../classes/store';
import { childKeyOf, dashboardUrl, lineRef, reportIdOf, reportLogRef, reportRef } from './store';

type Written = 'written' | 'exists' | 'not-due';

/** What the stored report holds beside the report itself. */
function reportFor(e: Record<string, unknown>): ReportFor {
  const mentor = mentors.find((t) => t.id === e.mentorId);
  return {
    studentName: String(e.studentName ?? ''),
    course: courses.find((c) => c.id === e.course)?.title ?? '',
    mentorName: mentor ? firstName(mentor.name) : '',
  };
}

/** Queues the report's mail (unless the family turned mail off) and WhatsApp message under `id`. */
function queueReport(
  tx: Transaction,
  db: Firestore,
  id: string,
  e: Record<string, unknown>,
  mailOn: boolean,
  stored: ProgressReport & ReportFor,
  now: Date,
) {
  const language = languageOr(e.language);
  const link = dashboardUrl(language);
  if (mailOn && typeof e.email === 'string')
    queueMail(tx, id, { ...familyMails(language).progressReportMail(brand(), stored, stored, link), to: e.email }, db);
  if (typeof e.whatsapp === 'string') {
    const month = language === 'sw' ? monthNameSw(stored.month) : monthName(stored.month);
    const parameters = { student_name: stored.studentName, month, dashboard_link: link };
    const options = { language, ...(typeof e.familyUid === 'string' ? { familyUid: e.familyUid } : {}) };
    queueMessage(
      tx,
      db,
      id,
      messageDocument(e.whatsapp, { kind: 'template', template: 'progress_report', parameters }, options, now),
    );
  }
}

const mailOnFor = async (tx: Transaction, db: Firestore, e: Record<string, unknown>) =>
  typeof e.familyUid !== 'string' || (await tx.get(db.collection('families').doc(e.familyUid))).get('notify.mail') !== false;

/** Writes one enrollment's report of `month` with its mail and message, unless it exists. */
export async function writeReport(db: Firestore, enrollment: DocumentSnapshot, month: Month, now: Date): Promise<Written> {
  const { from, until } = monthSpan(month);
  const classesOfMonth = db
    .collection('classes')
    .where('enrollmentId', '==', enrollment.id)
    .where('start', '>=', Timestamp.fromDate(from))
    .where('start', '<', Timestamp.fromDate(until));
  return db.runTransaction(async (tx): Promise<Written> => {
    const e = (await tx.get(enrollment.ref)).data();
    if (!e || !reportDue({ ...e, startedAt: (e.createdAt as Timestamp | undefined)?.toDate() }, month)) return 'not-due';
    const id = reportIdOf(enrollment.id, e, month);
    const [existing, line] = await tx.getAll(reportRef(db, id), lineRef(db, id));
    if (existing!.exists) return 'exists';
    const classes = (await tx.get(classesOfMonth)).docs.map((d) => ({
      id: d.id,
      start: (d.get('start') as Timestamp).toDate(),
      status: String(d.get('status')),
      note: typeof d.get('note') === 'string' ? String(d.get('note')) : '',
    }));
    const mentorLine: MentorLine | null = line!.exists
      ? { line: String(line!.get('line') ?? ''), projects: (line!.get('projects') ?? []) as MentorLine['projects'] }
      : null;
    const stored = { ...progressReport(classes, month, mentorLine), ...reportFor(e) };
    const mailOn = await mailOnFor(tx, db, e);
    tx.create(reportRef(db, id), {
      ...stored,
      enrollmentId: enrollment.id,
      childKey: childKeyOf(enrollment.id, e),
      ...(typeof e.familyUid === 'string' ? { familyUid: e.familyUid } : {}),
      createdAt: Timestamp.fromDate(now),
    });
    tx.set(reportLogRef(db, id), { history: [{ at: Timestamp.fromDate(now), by: 'progressReports', action: 'sent' }] });
    queueReport(tx, db, `progress-${id}`, e, mailOn, stored, now);
    return 'written';
  });
}

/** The job as of `now`: on the 1st in Nairobi, the reports of the month before; other days nothing. */
export async function runProgressReports(db: Firestore, now: Date): Promise<{ month: Month | null; written: number }> {
  if (!isReportDay(now)) return { month: null, written: 0 };
  const month = previousMonth(monthOf(now));
  // Paid past the month's first day: still running, or ended during the month.
  const candidates = await db.collection('enrollments').where('paidUntil', '>', `${month}-01`).get();
  let written = 0;
  for (const doc of candidates.docs) {
    if (!reportDue(doc.data(), month)) continue;
    try {
      if ((await writeReport(db, doc, month, now)) === 'written') written += 1;
    } catch (error) {
      logger.error('progress report failed', { enrollmentId: doc.id, error: (error as Error).message });
    }
  }
  return { month, written };
}

/** Staff send a report again, to the contacts on its enrollment now; logged with who asked. */
export async function sendAgain(db: Firestore, id: string, by: string, now: Date): Promise<'sent' | 'not-found'> {
  return db.runTransaction(async (tx) => {
    const [report, log] = await tx.getAll(reportRef(db, id), reportLogRef(db, id));
    const r = report!.data() as (ProgressReport & ReportFor & { enrollmentId?: string }) | undefined;
    if (!r || typeof r.enrollmentId !== 'string') return 'not-found';
    const e = (await tx.get(db.collection('enrollments').doc(r.enrollmentId))).data();
    if (!e) return 'not-found';
    const mailOn = await mailOnFor(tx, db, e);
    const count = ((log!.get('history') ?? []) as unknown[]).length;
    tx.set(
      reportLogRef(db, id),
      { history: FieldValue.arrayUnion({ at: Timestamp.fromDate(now), by, action: 'sent-again' }) },
      { merge: true },
    );
    queueReport(tx, db, `progress-${id}-again-${count}`, e, mailOn, r, now);
    return 'sent';
  });
}
