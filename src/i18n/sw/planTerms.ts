import type { PlanTermsWords } from '../en/planTerms';

export const words: PlanTermsWords = {
  period: {
    monthly: 'Kila mwezi',
    quarterly: 'Kila miezi mitatu',
    yearly: 'Kila mwaka',
  },
  /** "madarasa 3 kwa wiki" */
  classesText: (classes) => (classes === 1 ? 'darasa 1 kwa wiki' : `madarasa ${classes} kwa wiki`),
};
