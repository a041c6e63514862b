// Kiswahili: the same areas as ../en/index.ts, by the same names.
import { words as shell } from './shell';
import { words as offline } from './offline';

export const catalogue = {
  shell,
  offline,
};
