// /sw/waitlist's island: the waiting-list place with its Kiswahili words and links under /sw/.
import WaitlistPlace from '../../WaitlistPlace';
import { PageLanguage } from '../../hooks/useWords';
import { inKiswahili } from './in-kiswahili';
import { words as formats } from '../../../i18n/sw/formats';
import { words as waitlist } from '../../../i18n/sw/waitlist';
import { words as classDates } from '../../../i18n/sw/class-dates';

const kiswahili = inKiswahili({ formats, waitlist, classDates });

export default function WaitlistPlaceSw() {
  return (
    <PageLanguage.Provider value={kiswahili}>
      <WaitlistPlace />
    </PageLanguage.Provider>
  );
}
