// The Kiswahili twins only /manage and /dashboard fetch (hooks/useWords.ts): kept apart
// from i18n.ts, which the booking form and /login load on every English page.
import type { TwinLoader } from './hooks/useWords';
import type { ManageWords } from '../domain/manage-words';
import type { DashboardWords } from '../domain/dashboard-words';

export const manageTwins: TwinLoader<ManageWords> = () =>
  import('../domain/manage-words.sw').then((m) => m.manageWordDictionaries);
export const dashboardTwins: TwinLoader<DashboardWords> = () =>
  import('../domain/dashboard-words.sw').then((m) => m.dashboardWordDictionaries);
