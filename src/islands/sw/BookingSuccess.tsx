// /sw/success's island: the booking's success screen with its Kiswahili words imported and its links
// under /sw/ (hooks/useWords.ts).
import BookingSuccess from '../BookingSuccess';
import { PageLanguage } from '../hooks/useWords';
import { inKiswahili } from './in-kiswahili';
import { words as manage } from '../../i18n/sw/messages/manage';
import { words as success } from '../../i18n/sw/success';
import { swahiliDates } from '../../i18n/dates.sw';
import { dateTwins } from '../../i18n/dates';

const kiswahili = inKiswahili({ messages: { manage }, success, [dateTwins]: swahiliDates });

export default function BookingSuccessSw() {
  return (
    <PageLanguage.Provider value={kiswahili}>
      <BookingSuccess />
    </PageLanguage.Provider>
  );
}
