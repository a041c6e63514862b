// English, the reference catalogue: every area's words by its name, one file an area. Each other
// language's folder holds the same files exporting the same keys (src/i18n/README.md).
import { words as shell } from './shell';
import { words as offline } from './offline';

export const catalogue = {
  shell,
  offline,
};
