import type { ReportLabels } from '../en/reports';

export const words: ReportLabels = {
  attended: 'Madarasa aliyohudhuria',
  missed: 'Madarasa aliyokosa',
  cancelled: 'Madarasa yaliyoghairiwa na shule',
};
