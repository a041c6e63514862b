// /enroll's first-paint script in English (integrations/first-paint bundles it inline).
import { enrollMessages } from '../../domain/enrollment/messages';
import { englishDates } from '../../i18n/dates';
import { words as asOfWords } from '../../i18n/en/messages/manage-as-of';
import { drawOffer } from './enroll-offer';

drawOffer({ enroll: enrollMessages, dates: englishDates, asOf: asOfWords.asOf, english: true });
