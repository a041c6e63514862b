import type { GlanceWords } from '../../en/firstPaint/manage-glance';
import { words as dates } from '../dates';
import { manageAsOfSw } from '../../../domain/message-areas/manage-as-of.sw';
import { manageWordsSw } from '../../../domain/manage-words.sw';

export const words: GlanceWords = { manage: manageWordsSw, dates, asOf: manageAsOfSw, sentInDates: true };
