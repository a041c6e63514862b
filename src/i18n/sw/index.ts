// Kiswahili: the same areas as ../en/index.ts, by the same names.
import { words as shell } from './shell';
import { words as components } from './components';
import { words as dateStrip } from './date-strip';
import { words as formats } from './formats';
import { words as mail } from './mail';
import { words as whatsapp } from './whatsapp';
import { words as calendar } from './calendar';

export const catalogue = {
  shell,
  components,
  dateStrip,
  formats,
  mail,
  whatsapp,
  calendar,
};
