import type { ManageAsOfWords } from '../../en/messages/manage-as-of';

export const words: ManageAsOfWords = {
  asOf: (when) => `Kama ilivyokuwa kwenye ujumbe wetu wa ${when}. Tunaangalia mabadiliko…`,
};
