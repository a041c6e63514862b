// /manage's first-paint script in English (integrations/first-paint bundles it inline).
import { englishDates } from '../../i18n/dates';
import { manageAsOf } from '../../domain/message-areas/manage-as-of';
import { manageWords } from '../../domain/manage-words';
import { drawGlance } from './manage-glance';

drawGlance({ manage: manageWords, dates: englishDates, asOf: manageAsOf, english: true });
