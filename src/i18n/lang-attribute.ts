// The lang attribute of text kept in one language (the content's English fields, the retention
// table) on a page in any language: none where the page speaks it, the text's own elsewhere.
import type { Language } from './languages';

export function langAttribute(written: Language, page: Language): Language | undefined {
  return written === page ? undefined : written;
}
