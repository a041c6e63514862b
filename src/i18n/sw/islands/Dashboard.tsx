// /sw/dashboard's island: the dashboard with its Kiswahili words imported and its links
// under /sw/ (hooks/useWords.ts). The family panel's words come with the panel (FamilyPanel.tsx).
import { lazy, type ComponentProps } from 'react';
import Dashboard from '../../../islands/Dashboard';
import { PageLanguage } from '../../../islands/hooks/useWords';
import { inKiswahili } from './in-kiswahili';
import { messagesSw } from '../../../domain/messages.sw';
import { dashboardWordDictionaries } from '../../../domain/dashboard-words.sw';
import { manageWordDictionaries } from '../../../domain/manage-words.sw';
import { managePanelWordDictionaries } from '../../../domain/manage-panel-words.sw';
import { dateTwins } from '../../en/dates';
import { words as swahiliDates } from '../dates';
import { dashboardTwins } from '../../../domain/dashboard-words';
import { manageTwins } from '../../../domain/manage-words';
import { managePanelTwins } from '../../../domain/manage-panel-words';
import { messageTwins } from '../../../domain/message-areas/twins';

const FamilyPanelSw = lazy(() => import('./FamilyPanel'));

const kiswahili = inKiswahili(
  {
    [messageTwins]: { sw: messagesSw },
    [dashboardTwins]: dashboardWordDictionaries,
    [manageTwins]: manageWordDictionaries,
    [managePanelTwins]: managePanelWordDictionaries,
    [dateTwins]: { sw: swahiliDates },
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
