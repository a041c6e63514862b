// An island's words in the page's language. English is imported as always; another
// language's twins reach an island only from its page's own island in that language
// (src/islands/sw/*), which imports them and hands them down through TwinWords. So an
// English page loads no Kiswahili and no fetching machinery, and a Kiswahili page has its
// words at hand in the server's HTML and while hydrating (nothing suspends). The same
// context gives the page's own addresses, so no English island carries the language table.
import { createContext, useContext, type ReactNode } from 'react';
import type { Language } from '../../i18n/languages';
import type { TwinKey } from '../../i18n/dictionary';
import type { Messages } from '../../domain/messages';
import { messageTwins } from '../../domain/message-areas/twins';
import type { FamilyPanelProps } from '../dashboard/FamilyPanel';

/** Each module's twins by its key, e.g. { messages: { sw: ... } }. */
export type Twins = Record<string, Partial<Record<Language, unknown>>>;

/** What a page in another language hands its island: the twins, and its own addresses. */
export interface InLanguage {
  language: Language;
  twins: Twins;
  /** The address of an English path (e.g. "/login") in the page's language. */
  path: (englishPath: string) => string;
  /** Draws /dashboard's family panel with its own twins, fetched with the panel (sw/FamilyPanel.tsx). */
  familyPanel?: (props: FamilyPanelProps) => ReactNode;
}

export const PageLanguage = createContext<InLanguage>({ language: 'en', twins: {}, path: (englishPath) => englishPath });

export function useWords<T>(language: Language, english: T, key: TwinKey<T>): T {
  const { twins } = useContext(PageLanguage);
  return language === 'en' ? english : ((twins[key]?.[language] as T | undefined) ?? english);
}

/** Some areas of messages.ts in the page's language: `english` holds only the areas the island
 *  shows (from message-areas/*.ts), and a page in another language hands down the whole twin. */
export function useMessages<A extends keyof Messages>(language: Language, english: Pick<Messages, A>): Pick<Messages, A> {
  const { twins } = useContext(PageLanguage);
  return language === 'en' ? english : ((twins[messageTwins]?.[language] as Messages | undefined) ?? english);
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
