// /sw/manage's first-paint script in Kiswahili (integrations/first-paint bundles it inline).
import { swahiliDates } from '../../i18n/dates.sw';
import { manageAsOfSw } from '../../domain/message-areas/manage-as-of.sw';
import { manageWordsSw } from '../../domain/manage-words.sw';
import { drawGlance } from './manage-glance';

drawGlance({ manage: manageWordsSw, dates: swahiliDates, asOf: manageAsOfSw, english: false });
