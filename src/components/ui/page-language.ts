// The language of the page being built, from its address (/sw/... is Kiswahili).
import { pathLanguage, type Language } from '../../i18n/languages';
import { pageAddress } from '../../i18n/alternates';

export function pageLanguage(url: URL): Language {
  return pathLanguage(pageAddress(url.pathname)).language;
}
