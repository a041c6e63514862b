// The report's count labels in Kiswahili, for the Kiswahili mail and /sw/dashboard; kept in a
// module of their own so the dashboard's twins carry nothing of the mails.
import type { ReportLabels } from './report';

export const reportLabelsSw: ReportLabels = {
  attended: 'Madarasa aliyohudhuria',
  missed: 'Madarasa aliyokosa',
  cancelled: 'Madarasa yaliyoghairiwa na shule',
};
