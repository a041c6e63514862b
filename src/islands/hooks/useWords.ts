// An island's words in the page's language. English is imported as always; any other
// language's twin is fetched only when a page in it asks (a dynamic import), so an English
// page never downloads Kiswahili. Until it has arrived the island suspends: the server
// waits for it before writing the HTML, and the browser keeps that HTML while hydrating.
import { use } from 'react';
import type { Language } from '../../domain/i18n/languages';

/** Fetches one module's twins ({ sw: ... }); a constant, so each is fetched once. */
export type TwinLoader<T> = () => Promise<Partial<Record<Language, T>>>;

type Twins = Partial<Record<Language, unknown>>;

/** A fetch under way or done; marked the way React's `use` reads a settled promise, so an
 *  island part that asks after its arrival reads it at once instead of suspending again. */
type Fetch = Promise<Twins> & { status?: 'fulfilled'; value?: Twins };

const fetches = new Map<TwinLoader<unknown>, Fetch>();

function fetching(load: TwinLoader<unknown>): Fetch {
  let promise = fetches.get(load);
  if (!promise) {
    const started: Fetch = load().then((twins) => {
      started.status = 'fulfilled';
      started.value = twins;
      return twins;
    });
    promise = started;
    fetches.set(load, promise);
  }
  return promise;
}

/** Starts fetching every twin an island shows at once, so they arrive together, not one after another. */
export function fetchWords(language: Language, ...loads: TwinLoader<unknown>[]): void {
  if (language !== 'en') for (const load of loads) void fetching(load);
}

export function useWords<T>(language: Language, english: T, load: TwinLoader<T>): T {
  if (language === 'en') return english;
  // Always through `use`, in the same order on every render: React matches a component's
  // `use` calls by their order when it renders it again after a suspension.
  const twins = use(fetching(load) as Promise<Twins>) as Partial<Record<Language, T>>;
  return twins[language] ?? english;
}
