// /sw/dashboard's island: the dashboard with its Kiswahili words imported and its links
// under /sw/ (hooks/useWords.ts). The family panel's words come with the panel (FamilyPanel.tsx).
import { lazy, type ComponentProps } from 'react';
import Dashboard from '../../../islands/Dashboard';
import { PageLanguage } from '../../../islands/hooks/useWords';
import { inKiswahili } from './in-kiswahili';
import { words as dashboardMessages } from '../messages/dashboard';
import { words as manageMessages } from '../messages/manage';
import { words as bookingMessages } from '../messages/booking';
import { words as dashboard } from '../dashboard';
import { words as manage } from '../manage';
import { words as managePanel } from '../manage-panel';
import { words as swahiliDates } from '../dates';
import { words as calendar } from '../calendar';
import { words as formats } from '../formats';

const FamilyPanelSw = lazy(() => import('./FamilyPanel'));

const kiswahili = inKiswahili(
  {
    messages: { dashboard: dashboardMessages, manage: manageMessages, booking: bookingMessages },
    dashboard,
    manage,
    managePanel,
    calendar,
    formats,
    dates: swahiliDates,
  },
  { familyPanel: (props) => <FamilyPanelSw {...props} /> },
);

export default function DashboardSw(props: ComponentProps<typeof Dashboard>) {
  return (
    <PageLanguage.Provider value={kiswahili}>
      <Dashboard {...props} language="sw" />
    </PageLanguage.Provider>
  );
}
