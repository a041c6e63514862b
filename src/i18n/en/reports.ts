// The monthly progress report's count labels, as the mail and /dashboard show them
// (domain/progress/report.ts reportRows).
export const words = {
  attended: 'Classes attended',
  missed: 'Classes missed',
  cancelled: 'Classes cancelled by the school',
};

export type ReportLabels = typeof words;
