// /sw/waitlist's island: the waiting-list place with its Kiswahili words and links under /sw/.
import WaitlistPlace from '../../../islands/WaitlistPlace';
import { PageLanguage } from '../../../islands/hooks/useWords';
import { inKiswahili } from './in-kiswahili';
import { words as formats } from '../formats';
import { words as waitlist } from '../waitlist';
import { words as classDates } from '../class-dates';

const kiswahili = inKiswahili({ formats, waitlist, classDates });

export default function WaitlistPlaceSw() {
  return (
    <PageLanguage.Provider value={kiswahili}>
      <WaitlistPlace />
    </PageLanguage.Provider>
  );
}
