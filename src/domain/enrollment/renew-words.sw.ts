// The Kiswahili twin of renew-words.ts.
import type { Dictionaries } from '../../i18n/dictionary';
import type { Period } from '../pricing';
import { renewWords, type RenewWords } from './renew-words';

const every: Record<Period, string> = { monthly: 'kila mwezi', quarterly: 'kila miezi mitatu', yearly: 'kila mwaka' };

export const renewWordsSw: RenewWords = {
  label: 'Lipia tena kiotomatiki kwa kadi',
  on: (price, date, period) =>
    `Kadi pekee. Kadi yako italipishwa ${price} tena tarehe ${date}, kisha ${every[period]}, hadi utakapozima hili kwenye dashibodi yako.`,
  offShillings:
    'Unalipia kipindi kimoja sasa, kwa M-Pesa au kadi; tutakukumbusha kabla hakijaisha. Unalipa kwa kadi? Weka alama hapa ili kuendeleza (kulipia tena) kiotomatiki.',
  off: 'Unalipia kipindi kimoja sasa; tutakukumbusha kabla hakijaisha.',
};

export const renewWordDictionaries: Dictionaries<RenewWords> = { en: renewWords, sw: renewWordsSw };
