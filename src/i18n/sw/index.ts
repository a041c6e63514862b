// Kiswahili: the same areas as ../en/index.ts, by the same names.
import { words as shell } from './shell';
import { words as components } from './components';
import { words as dateStrip } from './date-strip';

export const catalogue = {
  shell,
  components,
  dateStrip,
};
