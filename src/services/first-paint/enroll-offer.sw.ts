// /sw/enroll's first-paint script in Kiswahili (integrations/first-paint bundles it inline).
import { enrollMessagesSw } from '../../domain/enrollment/messages.sw';
import { swahiliDates } from '../../i18n/dates.sw';
import { words as asOfWords } from '../../i18n/sw/messages/manage-as-of';
import { drawOffer } from './enroll-offer';

drawOffer({ enroll: enrollMessagesSw, dates: swahiliDates, asOf: asOfWords.asOf, english: false });
