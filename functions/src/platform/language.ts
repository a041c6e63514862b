// The language a browser's request asks to be answered in: the page's language, sent as
// `language` in every JSON body our islands post. Anything else (an old page, a script)
// gets English, so no request is refused for naming a language we do not speak.
import type { Request } from 'firebase-functions/v2/https';
import { languageOr, type Language } from '../../../src/domain/i18n/languages';
import { recordOf } from '../../../src/domain/request';

export function requestLanguage(req: Request): Language {
  return languageOr(recordOf(req.body).language);
}
