// The keys of the twins only /manage and /dashboard show (hooks/useWords.ts).
import type { TwinKey } from './hooks/useWords';
import type { ManageWords } from '../domain/manage-words';
import type { DashboardWords } from '../domain/dashboard-words';

export const manageTwins = 'manage' as TwinKey<ManageWords>;
export const dashboardTwins = 'dashboard' as TwinKey<DashboardWords>;
