// /sw/dashboard's island: the dashboard with its Kiswahili words imported and its links
// under /sw/ (hooks/useWords.ts). The family panel's words come with the panel (FamilyPanel.tsx).
import { lazy, type ComponentProps } from 'react';
import Dashboard from '../../Dashboard';
import { PageLanguage } from '../../hooks/useWords';
import { inKiswahili } from './in-kiswahili';
import { words as dashboardMessages } from '../../../i18n/sw/messages/dashboard';
import { words as manageMessages } from '../../../i18n/sw/messages/manage';
import { words as bookingMessages } from '../../../i18n/sw/messages/booking';
import { words as dashboard } from '../../../i18n/sw/dashboard';
import { words as manage } from '../../../i18n/sw/manage';
import { words as managePanel } from '../../../i18n/sw/manage-panel';
import { words as swahiliDates } from '../../../i18n/sw/dates';
import { words as calendar } from '../../../i18n/sw/calendar';
import { words as formats } from '../../../i18n/sw/formats';

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
