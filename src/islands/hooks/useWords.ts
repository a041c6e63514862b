// An island's words in the page's language. An island imports English's area files
// (src/i18n/en/<area>.ts) and shows them unless its page hands it another language's: a page in
// another language mounts the island's entry for that language (src/i18n/<language>/islands/*), which imports
// that language's area files and puts them in PageLanguage by area name. So an English page loads
// no other language, and a Kiswahili page has its words at hand in the server's HTML and while
// hydrating (nothing suspends). The same context gives the page's own addresses, so no English
// island carries the language table.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '../../i18n/languages';
import type { Catalogue } from '../../i18n/catalogues';
import type { Messages } from '../../i18n/en/messages';
import type { FamilyPanelProps } from '../dashboard/FamilyPanel';

type Area = keyof Catalogue;

/** A page's words by area name: the messages area part by part (an island ships only the parts
 *  it shows). */
export type PageWords = { readonly [A in Exclude<Area, 'messages'>]?: Catalogue[A] } & {
  readonly messages?: Partial<Messages>;
};

/** What a page in another language hands its island: its words, and its own addresses. */
export interface InLanguage {
  language: Language;
  words: PageWords;
  /** The address of an English path (e.g. "/login") in the page's language. */
  path: (englishPath: string) => string;
  /** Draws /dashboard's family panel with its own words, fetched with the panel (sw/FamilyPanel.tsx). */
  familyPanel?: (props: FamilyPanelProps) => ReactNode;
}

export const PageLanguage = createContext<InLanguage>({
  language: DEFAULT_LANGUAGE,
  words: {},
  path: (englishPath) => englishPath,
});

/** An area's words in the page's language; `english` is the island's own import of English's. */
export function useWords<A extends Exclude<Area, 'messages'>>(area: A, english: Catalogue[A]): Catalogue[A] {
  return (useContext(PageLanguage).words[area] as Catalogue[A] | undefined) ?? english;
}

/** Some parts of the messages area in the page's language: `english` holds only the parts the
 *  island shows (src/i18n/en/messages/<part>.ts), and the page hands down those it has. */
export function useMessages<P extends keyof Messages>(english: Pick<Messages, P>): Pick<Messages, P> {
  const given = useContext(PageLanguage).words.messages;
  return useMemo(() => {
    if (!given) return english;
    const parts = Object.keys(english) as P[];
    return Object.fromEntries(parts.map((part) => [part, given[part] ?? english[part]])) as Pick<Messages, P>;
  }, [english, given]);
}

/** Addresses on this site in the page's language (see InLanguage.path). */
export function usePagePath(): (englishPath: string) => string {
  return useContext(PageLanguage).path;
}

/** The page's language, for the parts deep in an island that take no language prop. */
export function usePageLanguage(): Language {
  return useContext(PageLanguage).language;
}

/** The page's own version of the dashboard's family panel, when it brings one. */
export function usePageFamilyPanel(): ((props: FamilyPanelProps) => ReactNode) | undefined {
  return useContext(PageLanguage).familyPanel;
}
