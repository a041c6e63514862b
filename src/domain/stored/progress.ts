// progressReportLog/{reportId}: who sent a monthly progress report, and when (staff read it), as
// functions/src/progress/reports.ts writes it. Typed, not checked: the functions alone write it.
import type { StoredInstant } from './instant';

export interface StoredReportLog {
  /** Each send: the job's first one ('progressReports'), then each staff member's send again. */
  history: { at: StoredInstant; by: string; action: 'sent' | 'sent-again' }[];
}
