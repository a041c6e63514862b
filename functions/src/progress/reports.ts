// The monthly progress job: on the 1st (Nairobi), each child with an enrollment paid into
// the month before gets that month's report, by mail and WhatsApp (SMS when WhatsApp refuses
// it, as every message): one report per child, covering every enrollment (course) of the
// child due that month. The report, its mail and its message are written in one transaction
// that first looks for the report: a retried or repeated run writes nothing twice. Staff may
// send a report again (sendAgain), each time logged with who asked. Each second guardian gets
// their own copy, in their language, by their channels (guardians/recipients.ts).
import { FieldValue, Timestamp, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import type { ReportFor } from '../../../src/messages/mail/progress';
import { progressReportMail } from '../../../src/messages/mail/progress';
import { catalogueIn } from '../../../src/i18n/catalogues';
import { isReportDay, monthOf, monthSpan, previousMonth, type Month } from '../../../src/domain/progress/month';
import {
  childReport,
  lineId,
  reportDue,
  type ChildReport,
  type CourseMonth,
  type MentorLine,
} from '../../../src/domain/progress/report';
import { brand } from '../notices/brand';
import { queueMail } from '../notices/mail';
import { messageDocument, queueMessage } from '../notices/messages';
import { recipientsOf, type Recipient } from '../guardians/recipients';
import { courses, mentors } from '../platform/content';
import { classesOf, firstName } from '../classes/store';
import { childKeyOf, dashboardUrl, lineRef, reportIdOf, reportLogRef, reportRef } from './store';
import { enrollmentsOf } from '../platform/stored';
import type { StoredEnrollment } from '../../../src/domain/stored/enrollments';

type Written = 'written' | 'exists' | 'not-due';

/** The course and mentor an enrollment's part of the report names. */
const courseOf = (e: Record<string, unknown>) => ({
  course: courses.find((c) => c.id === e.course)?.title ?? '',
  mentorName: firstName(mentors.find((t) => t.id === e.mentorId)?.name ?? ''),
});

/** Queues the report's mail (to each whose mail is on) and WhatsApp message under `id`: the first parent's, then each guardian's copy. */
function queueReport(
  tx: Transaction,
  db: Firestore,
  id: string,
  recipients: Recipient[],
  stored: ChildReport & ReportFor,
  now: Date,
) {
  for (const to of recipients) {
    const link = dashboardUrl(to.language);
    const copyId = to.copyId(id);
    if (to.mail && to.email)
      queueMail(tx, copyId, { ...progressReportMail(to.language, brand(), stored, stored, link), to: to.email }, db);
    if (!to.whatsapp) continue;
    const month = catalogueIn(to.language).formats.monthName(stored.month);
    const parameters = { student_name: stored.studentName, month, dashboard_link: link };
    const options = { language: to.language, ...to.owner };
    queueMessage(
      tx,
      db,
      copyId,
      messageDocument(to.whatsapp, { kind: 'template', template: 'progress_report', parameters }, options, now),
    );
  }
}

const classesOfMonth = (db: Firestore, enrollmentId: string, month: Month) => {
  const { from, until } = monthSpan(month);
  return classesOf(db)
    .where('enrollmentId', '==', enrollmentId)
    .where('start', '>=', Timestamp.fromDate(from))
    .where('start', '<', Timestamp.fromDate(until));
};

/** Writes one child's report of `month` (from the child's enrollments) with its mail and message, unless it exists. */
export async function writeReport(
  db: Firestore,
  enrollments: DocumentSnapshot<StoredEnrollment>[],
  month: Month,
  now: Date,
): Promise<Written> {
  return db.runTransaction(async (tx): Promise<Written> => {
    const snaps = await tx.getAll(...enrollments.map((d) => d.ref));
    const due = snaps.filter((d) => {
      const e = d.data();
      return e && reportDue({ ...e, startedAt: e.createdAt?.toDate() }, month);
    });
    if (due.length === 0) return 'not-due';
    const first = due[0]!;
    const e = first.data()!;
    const id = reportIdOf(first.id, e, month);
    if ((await tx.get(reportRef(db, id))).exists) return 'exists';
    const lines = await tx.getAll(...due.map((d) => lineRef(db, lineId(d.id, month))));
    const parts: CourseMonth[] = [];
    for (const [i, d] of due.entries()) {
      const classes = (await tx.get(classesOfMonth(db, d.id, month))).docs.map((c) => {
        const cls = c.data();
        return { id: c.id, start: cls.start.toDate(), status: cls.status, note: cls.note ?? '' };
      });
      const line = lines[i]!;
      const mentorLine: MentorLine | null = line.exists
        ? { line: String(line.get('line') ?? ''), projects: (line.get('projects') ?? []) as MentorLine['projects'] }
        : null;
      parts.push({ enrollmentId: d.id, ...courseOf(d.data()!), classes, line: mentorLine });
    }
    const stored = { ...childReport(month, parts), studentName: String(e.studentName ?? '') };
    const recipients = await recipientsOf(tx, db, e);
    tx.create(reportRef(db, id), {
      ...stored,
      enrollmentId: first.id,
      enrollmentIds: due.map((d) => d.id),
      childKey: childKeyOf(first.id, e),
      ...(typeof e.familyUid === 'string' ? { familyUid: e.familyUid } : {}),
      createdAt: Timestamp.fromDate(now),
    });
    tx.set(reportLogRef(db, id), { history: [{ at: Timestamp.fromDate(now), by: 'progressReports', action: 'sent' }] });
    queueReport(tx, db, `progress-${id}`, recipients, stored, now);
    return 'written';
  });
}

/** The job as of `now`: on the 1st in Nairobi, the reports of the month before; other days nothing. */
export async function runProgressReports(db: Firestore, now: Date): Promise<{ month: Month | null; written: number }> {
  if (!isReportDay(now)) return { month: null, written: 0 };
  const month = previousMonth(monthOf(now));
  // Paid past the month's first day: still running, or ended during the month.
  const candidates = await enrollmentsOf(db).where('paidUntil', '>', `${month}-01`).get();
  // One report per child: the child's enrollments due the month, by the report's id.
  const byChild = new Map<string, DocumentSnapshot<StoredEnrollment>[]>();
  for (const doc of candidates.docs) {
    if (!reportDue(doc.data(), month)) continue;
    const id = reportIdOf(doc.id, doc.data(), month);
    byChild.set(id, [...(byChild.get(id) ?? []), doc]);
  }
  let written = 0;
  for (const [id, docs] of byChild) {
    try {
      if ((await writeReport(db, docs, month, now)) === 'written') written += 1;
    } catch (error) {
      logger.error('progress report failed', { reportId: id, error: (error as Error).message });
    }
  }
  return { month, written };
}

/** Staff send a report again, to the contacts on its enrollment now; logged with who asked. */
export async function sendAgain(db: Firestore, id: string, by: string, now: Date): Promise<'sent' | 'not-found'> {
  return db.runTransaction(async (tx) => {
    const [report, log] = await Promise.all([tx.get(reportRef(db, id)), tx.get(reportLogRef(db, id))]);
    const r = report.data();
    if (!r || typeof r.enrollmentId !== 'string') return 'not-found';
    const e = (await tx.get(enrollmentsOf(db).doc(r.enrollmentId))).data();
    if (!e) return 'not-found';
    const recipients = await recipientsOf(tx, db, e);
    const count = log.data()?.history.length ?? 0;
    tx.set(
      reportLogRef(db, id),
      { history: FieldValue.arrayUnion({ at: Timestamp.fromDate(now), by, action: 'sent-again' }) },
      { merge: true },
    );
    queueReport(tx, db, `progress-${id}-again-${count}`, recipients, r, now);
    return 'sent';
  });
}
