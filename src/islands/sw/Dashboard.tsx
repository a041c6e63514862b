// /sw/dashboard's island: the dashboard with its Kiswahili words imported and its links
// under /sw/ (hooks/useWords.ts).
import type { ComponentProps } from 'react';
import Dashboard from '../Dashboard';
import { PageLanguage } from '../hooks/useWords';
import { inKiswahili } from './in-kiswahili';
import { channelTwins } from '../../domain/whatsapp/preferences';
import { channelWordDictionaries } from '../../domain/whatsapp/preferences.sw';
import { familyLanguageTwins } from '../../domain/i18n/family-language';
import { familyLanguageWords } from '../../domain/i18n/family-language.sw';
import { messageDictionaries } from '../../domain/messages.sw';
import { dashboardWordDictionaries } from '../../domain/dashboard-words.sw';
import { manageWordDictionaries } from '../../domain/manage-words.sw';
import { dateDictionaries } from '../../domain/i18n/dates.sw';
import { familyTwins } from '../../domain/family-words';
import { familyWordDictionaries } from '../../domain/family-words.sw';
import { classTwins } from '../../domain/classes/messages';
import { classDictionaries } from '../../domain/classes/messages.sw';
import { moveTwins } from '../../domain/classes/move-words';
import { moveWordDictionaries } from '../../domain/classes/move-words.sw';
import { classDateTwins } from '../../domain/classes/class-dates';
import { classDateDictionaries } from '../../domain/classes/class-dates.sw';
import { dashboardTwins } from '../../domain/dashboard-words';
import { dateTwins } from '../../domain/i18n/dates';
import { manageTwins } from '../../domain/manage-words';
import { messageTwins } from '../../domain/messages';

const kiswahili = inKiswahili({
  [channelTwins]: channelWordDictionaries,
  [familyLanguageTwins]: familyLanguageWords,
  [messageTwins]: messageDictionaries,
  [dashboardTwins]: dashboardWordDictionaries,
  [manageTwins]: manageWordDictionaries,
  [dateTwins]: dateDictionaries,
  [familyTwins]: familyWordDictionaries,
  [classTwins]: classDictionaries,
  [moveTwins]: moveWordDictionaries,
  [classDateTwins]: classDateDictionaries,
});

export default function DashboardSw(props: ComponentProps<typeof Dashboard>) {
  return (
    <PageLanguage.Provider value={kiswahili}>
      <Dashboard {...props} language="sw" />
    </PageLanguage.Provider>
  );
}
