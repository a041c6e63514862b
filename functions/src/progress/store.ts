// Where monthly progress lives. progressLines/{enrollment}_{month} is a mentor's part of a
// month for one course (the "what comes next" line and projects), written from /mentor; progressReports/{child}_{month}
// is the report the family got on the 1st, read on /dashboard; progressReportLog/{child}_{month}
// records each sending (by the job, or again by which staff member), read only by staff.
// "child" is the enrollment's childId, or the enrollment's id for one made before children
// had ids, so a report id names one child and one month.
import type { Firestore } from 'firebase-admin/firestore';
import { reportId } from '../../../src/domain/progress/report';
import type { Month } from '../../../src/domain/progress/month';
import { brand } from '../notices/brand';
import { localePath, type Language } from '../../../src/domain/i18n/languages';

export const childKeyOf = (enrollmentId: string, e: Record<string, unknown>) =>
  typeof e.childId === 'string' ? e.childId : enrollmentId;

export const reportIdOf = (enrollmentId: string, e: Record<string, unknown>, month: Month) =>
  reportId(childKeyOf(enrollmentId, e), month);

export const lineRef = (db: Firestore, id: string) => db.collection('progressLines').doc(id);
export const reportRef = (db: Firestore, id: string) => db.collection('progressReports').doc(id);
export const reportLogRef = (db: Firestore, id: string) => db.collection('progressReportLog').doc(id);

/** Where the family reads its reports, in its language. */
export const dashboardUrl = (language: Language) => `${brand().siteUrl}${localePath('/dashboard', language)}`;
