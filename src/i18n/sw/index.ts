// Kiswahili: the same areas as ../en/index.ts, by the same names.
import { words as shell } from './shell';

export const catalogue = {
  shell,
};
