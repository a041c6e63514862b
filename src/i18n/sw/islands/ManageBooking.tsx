// /sw/manage's island: the booking's manage panel with its Kiswahili words imported and its links
// under /sw/ (hooks/useWords.ts).
import type { ComponentProps } from 'react';
import ManageBooking from '../../../islands/ManageBooking';
import { PageLanguage } from '../../../islands/hooks/useWords';
import { inKiswahili } from './in-kiswahili';
import { channelTwins } from '../../../domain/whatsapp/preferences';
import { channelWordDictionaries } from '../../../domain/whatsapp/preferences.sw';
import { familyLanguageTwins } from '../../en/familyLanguage';
import { dateTwins } from '../../en/dates';
import { words as swahiliDates } from '../dates';
import { words as familyLanguageSw } from '../familyLanguage';
import { messagesSw } from '../../../domain/messages.sw';
import { manageWordDictionaries } from '../../../domain/manage-words.sw';
import { managePanelWordDictionaries } from '../../../domain/manage-panel-words.sw';
import { manageTwins } from '../../../domain/manage-words';
import { managePanelTwins } from '../../../domain/manage-panel-words';
import { messageTwins } from '../../../domain/message-areas/twins';

const kiswahili = inKiswahili({
  [channelTwins]: channelWordDictionaries,
  [familyLanguageTwins]: { sw: familyLanguageSw },
  [messageTwins]: { sw: messagesSw },
  [manageTwins]: manageWordDictionaries,
  [managePanelTwins]: managePanelWordDictionaries,
  [dateTwins]: { sw: swahiliDates },
});

export default function ManageBookingSw(props: ComponentProps<typeof ManageBooking>) {
  return (
    <PageLanguage.Provider value={kiswahili}>
      <ManageBooking {...props} language="sw" />
    </PageLanguage.Provider>
  );
}
