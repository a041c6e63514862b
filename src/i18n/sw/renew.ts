import type { Period } from '../../domain/pricing';
import type { RenewWords } from '../en/renew';

const every: Record<Period, string> = { monthly: 'kila mwezi', quarterly: 'kila miezi mitatu', yearly: 'kila mwaka' };

export const words: RenewWords = {
  label: 'Lipia tena kiotomatiki kwa kadi',
  on: (price, date, period) =>
    `Kadi pekee. Kadi yako italipishwa ${price} tena tarehe ${date}, kisha ${every[period]}, hadi utakapozima hili kwenye ukurasa wako.`,
  offShillings:
    'Unalipia kipindi kimoja sasa, kwa M-Pesa au kadi; tutakukumbusha kabla hakijaisha. Unalipa kwa kadi? Weka alama hapa ili kuendeleza (kulipia tena) kiotomatiki.',
  off: 'Unalipia kipindi kimoja sasa; tutakukumbusha kabla hakijaisha.',
};
