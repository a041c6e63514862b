// The Kiswahili twin of manage-as-of.ts.
import type { manageAsOf } from './manage-as-of';

export const manageAsOfSw: typeof manageAsOf = (when) => `Kama ilivyokuwa kwenye ujumbe wetu wa ${when}. Tunaangalia mabadiliko…`;
