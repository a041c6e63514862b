// /sw/manage's island: the booking's manage panel with its Kiswahili words imported and its links
// under /sw/ (hooks/useWords.ts).
import type { ComponentProps } from 'react';
import ManageBooking from '../../ManageBooking';
import { PageLanguage } from '../../hooks/useWords';
import { inKiswahili } from './in-kiswahili';
import { words as familyLanguageSw } from '../../../i18n/sw/familyLanguage';
import { words as channels } from '../../../i18n/sw/channels';
import { words as manageMessages } from '../../../i18n/sw/messages/manage';
import { words as bookingMessages } from '../../../i18n/sw/messages/booking';
import { words as manage } from '../../../i18n/sw/manage';
import { words as managePanel } from '../../../i18n/sw/manage-panel';
import { words as swahiliDates } from '../../../i18n/sw/dates';

const kiswahili = inKiswahili({
  messages: { manage: manageMessages, booking: bookingMessages },
  channels,
  manage,
  managePanel,
  familyLanguage: familyLanguageSw,
  dates: swahiliDates,
});

export default function ManageBookingSw(props: ComponentProps<typeof ManageBooking>) {
  return (
    <PageLanguage.Provider value={kiswahili}>
      <ManageBooking {...props} />
    </PageLanguage.Provider>
  );
}
