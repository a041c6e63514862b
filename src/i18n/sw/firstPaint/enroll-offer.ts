import type { OfferWords } from '../../en/firstPaint/enroll-offer';
import { words as enroll } from '../enroll';
import { words as dates } from '../dates';
import { manageAsOfSw } from '../../../domain/message-areas/manage-as-of.sw';

export const words: OfferWords = { enroll, dates, asOf: manageAsOfSw, sentInDates: true };
