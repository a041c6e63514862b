// Kiswahili: the same areas as ../en/index.ts, by the same names.
import { words as shell } from './shell';
import { words as components } from './components';

export const catalogue = {
  shell,
  components,
};
