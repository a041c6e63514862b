// /sw/manage's first-paint script in Kiswahili (integrations/first-paint bundles it inline).
import { swahiliDates } from '../../i18n/dates.sw';
import { words as asOfWords } from '../../i18n/sw/messages/manage-as-of';
import { words as manageWordsSw } from '../../i18n/sw/manage';
import { drawGlance } from './manage-glance';

drawGlance({ manage: manageWordsSw, dates: swahiliDates, asOf: asOfWords.asOf, english: false });
