// English, the reference catalogue: every area's words by its name, one file an area. Each other
// language's folder holds the same files exporting the same keys (src/i18n/README.md).
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
