// The language a browser's request asks to be answered in: the page's language, sent as
// `language` in every JSON body our islands post. Anything else (an old page, a script)
// gets English, so no request is refused for naming a language we do not speak. A GET carries
// it in its query.
import type { Request } from 'firebase-functions/v2/https';
import { languageOr, type Language } from '../../../src/i18n/languages';
import { recordOf } from '../../../src/domain/request';

export function requestLanguage(req: Request): Language {
  return languageOr(recordOf(req.body).language);
}

/** The same for a GET, whose page sends `language` in the query (`?language=sw`). */
export function queryLanguage(req: Request): Language {
  return languageOr(recordOf(req.query).language);
}
