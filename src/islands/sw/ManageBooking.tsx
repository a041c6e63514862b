// /sw/manage's island: the booking's manage panel with its Kiswahili words imported and its links
// under /sw/ (hooks/useWords.ts).
import type { ComponentProps } from 'react';
import ManageBooking from '../ManageBooking';
import { PageLanguage } from '../hooks/useWords';
import { inKiswahili } from './in-kiswahili';
import { messageDictionaries } from '../../domain/messages.sw';
import { manageWordDictionaries } from '../../domain/manage-words.sw';
import { dateDictionaries } from '../../domain/i18n/dates.sw';
import { dateTwins } from '../../domain/i18n/dates';
import { manageTwins } from '../../domain/manage-words';
import { messageTwins } from '../../domain/messages';

const kiswahili = inKiswahili({
  [messageTwins]: messageDictionaries,
  [manageTwins]: manageWordDictionaries,
  [dateTwins]: dateDictionaries,
});

export default function ManageBookingSw(props: ComponentProps<typeof ManageBooking>) {
  return (
    <PageLanguage.Provider value={kiswahili}>
      <ManageBooking {...props} language="sw" />
    </PageLanguage.Provider>
  );
}
