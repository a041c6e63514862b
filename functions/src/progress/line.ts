// A mentor writes a child's "what comes next" line and attaches projects for a month, from
// /mentor: only for a child whose enrollment names them as mentor, and only for this month or
// last month until its report has gone out (the report keeps what it was sent with).
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { monthOf, previousMonth, type Month } from '../../../src/domain/progress/month';
import { words as m } from '../../../src/i18n/en/console/progress';
import { lineId, type Project } from '../../../src/domain/progress/report';
import { childKeyOf, lineRef, reportIdOf, reportRef } from './store';
import { enrollmentsOf } from '../platform/stored';

export type LineOutcome = { kind: 'saved'; id: string } | { kind: 'refused'; http: 400 | 403 | 404 | 409; message: string };

export async function saveLine(
  db: Firestore,
  mentorId: string,
  request: { enrollmentId: string; month: Month; line: string; projects: Project[] },
  now: Date,
): Promise<LineOutcome> {
  const current = monthOf(now);
  if (request.month !== current && request.month !== previousMonth(current))
    return { kind: 'refused', http: 400, message: m.badMonth };
  const enrollmentRef = enrollmentsOf(db).doc(request.enrollmentId);
  return db.runTransaction(async (tx): Promise<LineOutcome> => {
    const e = (await tx.get(enrollmentRef)).data();
    if (!e) return { kind: 'refused', http: 404, message: m.notFound };
    if (e.mentorId !== mentorId) return { kind: 'refused', http: 403, message: m.notYours };
    const report = reportIdOf(enrollmentRef.id, e, request.month);
    if ((await tx.get(reportRef(db, report))).exists) return { kind: 'refused', http: 409, message: m.alreadySent };
    // One line per enrollment: a child with two courses has two mentors writing for the one report.
    const id = lineId(enrollmentRef.id, request.month);
    tx.set(lineRef(db, id), {
      mentorId,
      enrollmentId: enrollmentRef.id,
      childKey: childKeyOf(enrollmentRef.id, e),
      month: request.month,
      line: request.line,
      projects: request.projects,
      updatedAt: FieldValue.serverTimestamp(),
    });
    return { kind: 'saved', id };
  });
}
