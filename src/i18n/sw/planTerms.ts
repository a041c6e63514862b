import type { PlanTermsWords } from '../en/planTerms';

export const words: PlanTermsWords = {
  period: {
    monthly: 'Kila mwezi',
    quarterly: 'Kila miezi mitatu',
    yearly: 'Kila mwaka',
  },
  /** "madarasa 3 kwa wiki" */
  classesText: (classes) => (classes === 1 ? 'darasa 1 kwa wiki' : `madarasa ${classes} kwa wiki`),
  siblingRule: (percent, fromChild) =>
    `Punguzo la ${percent}% kwa mtoto wa ${ordinal(fromChild)} na kila anayefuata, mkiwasajili kwa wakati mmoja`,
  siblingOff: (percent, full) => `Punguzo la ${percent}% kutoka bei kamili ya ${full}`,
  siblingDiscount: 'Punguzo la ndugu',
  instalmentRule: (parts, surchargePercent, graceDays) =>
    `Au lipa kwa awamu ${parts}${surchargePercent > 0 ? ` (jumla ${surchargePercent}% zaidi)` : ' bila gharama ya ziada'}: ya kwanza unaposajili, nyingine zikigawanywa katika kipindi. Madarasa yanasimama awamu ikichelewa siku ${graceDays}, na yanaendelea ikilipwa.`,
};

const ORDINALS = ['kwanza', 'pili', 'tatu', 'nne', 'tano', 'sita', 'saba', 'nane', 'tisa', 'kumi'];
/** "pili" (mtoto wa pili); plans.yaml allows the 2nd to the 10th child. */
function ordinal(n: number): string {
  return ORDINALS[n - 1] ?? String(n);
}
