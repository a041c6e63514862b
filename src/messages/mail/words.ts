// What a family mail template starts from: its language's words (the `mail`, `formats` and
// `calendar` areas of src/i18n/<language>/). The templates call these by name and never ask
// which language they are in. Pure.
import { catalogueIn } from '../../i18n/catalogues';
import { DEFAULT_LANGUAGE, type Language } from '../../i18n/languages';

export function mailWords(language: Language) {
  const { mail, formats, calendar } = catalogueIn(language);
  return {
    mail,
    common: mail.common,
    formats,
    calendar,
  };
}

/** Notices to the school are written in English: staff read English (a decision). */
export const STAFF_LANGUAGE: Language = DEFAULT_LANGUAGE;

/** The formats notices to the school write times and dates with. */
export const staffFormats = () => catalogueIn(STAFF_LANGUAGE).formats;
