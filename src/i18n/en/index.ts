// English, the reference catalogue: every area's words by its name, one file an area. Each other
// language's folder holds the same files exporting the same keys (src/i18n/README.md).
import { words as shell } from './shell';
import { words as messages } from './messages';
import { words as booking } from './booking';
import { words as success } from './success';
import { words as dashboard } from './dashboard';
import { words as family } from './family';
import { words as manage } from './manage';
import { words as managePanel } from './manage-panel';
import { words as payment } from './payment';
import { words as donate } from './donate';
import { words as classes } from './classes';
import { words as move } from './move';
import { words as classDates } from './class-dates';
import { words as channels } from './channels';

export const catalogue = {
  shell,
  messages,
  booking,
  success,
  dashboard,
  family,
  manage,
  managePanel,
  payment,
  donate,
  classes,
  move,
  classDates,
  channels,
};
