import type { OfferWords } from '../../en/firstPaint/enroll-offer';
import { words as enroll } from '../enroll';
import { words as dates } from '../dates';
import { words as manageAsOfSw } from '../messages/manage-as-of';

export const words: OfferWords = { enroll, dates, asOf: manageAsOfSw.asOf, sentInDates: true };
