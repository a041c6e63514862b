// /enroll's first-paint script in English (integrations/first-paint bundles it inline).
import { enrollMessages } from '../../domain/enrollment/messages';
import { englishDates } from '../../i18n/dates';
import { manageAsOf } from '../../domain/message-areas/manage-as-of';
import { drawOffer } from './enroll-offer';

drawOffer({ enroll: enrollMessages, dates: englishDates, asOf: manageAsOf, english: true });
