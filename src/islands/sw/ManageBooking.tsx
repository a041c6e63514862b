// /sw/manage's island: the booking's manage panel with its Kiswahili words imported and its links
// under /sw/ (hooks/useWords.ts).
import type { ComponentProps } from 'react';
import ManageBooking from '../ManageBooking';
import { PageLanguage } from '../hooks/useWords';
import { inKiswahili } from './in-kiswahili';
import { familyLanguageTwins } from '../../i18n/family-language';
import { familyLanguageSw } from '../../i18n/family-language.sw';
import { words as channels } from '../../i18n/sw/channels';
import { words as manageMessages } from '../../i18n/sw/messages/manage';
import { words as bookingMessages } from '../../i18n/sw/messages/booking';
import { words as manage } from '../../i18n/sw/manage';
import { words as managePanel } from '../../i18n/sw/manage-panel';
import { swahiliDates } from '../../i18n/dates.sw';
import { dateTwins } from '../../i18n/dates';

const kiswahili = inKiswahili({
  messages: { manage: manageMessages, booking: bookingMessages },
  channels,
  manage,
  managePanel,
  [familyLanguageTwins]: familyLanguageSw,
  [dateTwins]: swahiliDates,
});

export default function ManageBookingSw(props: ComponentProps<typeof ManageBooking>) {
  return (
    <PageLanguage.Provider value={kiswahili}>
      <ManageBooking {...props} />
    </PageLanguage.Provider>
  );
}
