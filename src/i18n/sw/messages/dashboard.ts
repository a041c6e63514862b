import type { DashboardMessages } from '../../en/messages/dashboard';

export const words: DashboardMessages = {
  keptAsOf: (when) => `Kufikia ${when} · tunaangalia…`,
};
