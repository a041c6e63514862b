// /sw/manage's island: the booking's manage panel with its Kiswahili words imported and its links
// under /sw/ (hooks/useWords.ts).
import type { ComponentProps } from 'react';
import ManageBooking from '../../../islands/ManageBooking';
import { PageLanguage } from '../../../islands/hooks/useWords';
import { inKiswahili } from './in-kiswahili';
import { words as familyLanguageSw } from '../familyLanguage';
import { words as channels } from '../channels';
import { words as manageMessages } from '../messages/manage';
import { words as bookingMessages } from '../messages/booking';
import { words as manage } from '../manage';
import { words as managePanel } from '../manage-panel';
import { words as swahiliDates } from '../dates';

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
