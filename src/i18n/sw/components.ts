import type { ComponentWords } from '../en/components';

/** "Darasa la 3 hadi la 5" for "3-5", as grades.yaml words a range. */
function grades(range: string): string {
  const [from, to] = range.split('-');
  return to ? `Darasa la ${from} hadi la ${to}` : `Darasa la ${from}`;
}

export const words: ComponentWords = {
  // "Mubashara" is what Kenyan television and radio write on a live broadcast.
  liveBadge: 'MUBASHARA',
  course: {
    grades,
    workload: (lessons, duration) => `Masomo ${lessons} kwa ${duration}`,
  },
};
