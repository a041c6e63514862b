// /manage's first-paint script in English (integrations/first-paint bundles it inline).
import { englishDates } from '../../i18n/dates';
import { words as asOfWords } from '../../i18n/en/messages/manage-as-of';
import { words as manageWords } from '../../i18n/en/manage';
import { drawGlance } from './manage-glance';

drawGlance({ manage: manageWords, dates: englishDates, asOf: asOfWords.asOf, english: true });
