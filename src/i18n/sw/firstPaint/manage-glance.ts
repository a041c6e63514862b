import type { GlanceWords } from '../../en/firstPaint/manage-glance';
import { words as dates } from '../dates';
import { words as manageAsOfSw } from '../messages/manage-as-of';
import { words as manageWordsSw } from '../manage';

export const words: GlanceWords = { manage: manageWordsSw, dates, asOf: manageAsOfSw.asOf, sentInDates: true };
