// Where monthly progress lives. progressLines/{enrollment}_{month} is a mentor's part of a
// month for one course (the "what comes next" line and projects), written from /mentor; progressReports/{child}_{month}
// is the report the family got on the 1st, read on /dashboard; progressReportLog/{child}_{month}
// records each sending (by the job, or again by which staff member), read only by staff.
// "child" is the enrollment's childId, or the enrollment's id for one made before children
// had ids, so a report id names one child and one month.
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { reportId, type ChildReport } from '../../../src/domain/progress/report';
import type { ReportFor } from '../../../src/messages/mail/progress';
import { typedConverter } from '../platform/stored';
import type { Month } from '../../../src/domain/progress/month';
import { brand } from '../notices/brand';
import { localePath, type Language } from '../../../src/i18n/languages';
import type { StoredReportLog } from '../../../src/domain/stored/progress';

export const childKeyOf = (enrollmentId: string, e: Record<string, unknown>) =>
  typeof e.childId === 'string' ? e.childId : enrollmentId;

export const reportIdOf = (enrollmentId: string, e: Record<string, unknown>, month: Month) =>
  reportId(childKeyOf(enrollmentId, e), month);

export const lineRef = (db: Firestore, id: string) => db.collection('progressLines').doc(id);
/** progressReports/{child}_{month}: the report as sent, and whose it is (older ones may lack the enrollment). */
export type StoredReport = ChildReport &
  ReportFor & {
    enrollmentId?: string;
    enrollmentIds?: string[];
    childKey?: string;
    familyUid?: string;
    createdAt?: Timestamp;
  };

const reportConverter = typedConverter<StoredReport>();
export const reportRef = (db: Firestore, id: string) => db.collection('progressReports').withConverter(reportConverter).doc(id);
const reportLogConverter = typedConverter<StoredReportLog>();
/** progressReportLog/{reportId}, read as who sent the report and when. */
export const reportLogRef = (db: Firestore, id: string) =>
  db.collection('progressReportLog').withConverter(reportLogConverter).doc(id);

/** Where the family reads its reports, in its language. */
export const dashboardUrl = (language: Language) => `${brand().siteUrl}${localePath('/dashboard', language)}`;
