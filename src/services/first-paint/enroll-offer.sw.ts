// /sw/enroll's first-paint script in Kiswahili (integrations/first-paint bundles it inline).
import { enrollMessagesSw } from '../../domain/enrollment/messages.sw';
import { swahiliDates } from '../../i18n/dates.sw';
import { manageAsOfSw } from '../../domain/message-areas/manage-as-of.sw';
import { drawOffer } from './enroll-offer';

drawOffer({ enroll: enrollMessagesSw, dates: swahiliDates, asOf: manageAsOfSw, english: false });
