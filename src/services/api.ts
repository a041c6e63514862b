// The one way the browser calls the site's own functions (/api/*, rewritten by Hosting):
// JSON in, JSON out, never cached. Every JSON body says the language to answer in (the
// page's, unless the caller or the body names one). A network failure or a 5xx answer throws; every other
// answer is handed back with its HTTP status for the caller to read. Only the inline head
// scripts of pages/[...lang]/manage.astro and components/ui/EarlySession.astro (/dashboard's and /mentor's) call fetch themselves (no module
// runs there, before the island's code arrives); answerOf reads what they started.
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages';

export interface ApiAnswer {
  status: number;
  body: Record<string, unknown>;
}

export class ApiUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ApiUnavailable';
  }
}

export async function callApi(
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown; idToken?: string | null; signal?: AbortSignal; language?: Language } = {},
): Promise<ApiAnswer> {
  const body = isRecord(init.body)
    ? // A body that names a language itself (the family's choice on /manage, /dashboard) keeps it.
      { ...init.body, language: init.body.language ?? init.language ?? pageLanguage() }
    : init.body;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.idToken) headers.Authorization = `Bearer ${init.idToken}`;
  const request = fetch(path, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    cache: 'no-store',
    credentials: 'same-origin',
    signal: init.signal,
  });
  return answerOf(path, request);
}

// The page's language, as BaseLayout writes it on <html lang>: reading it there keeps the
// language table off pages that only call the API. A page without one is in the default.
const pageLanguage = (): Language => (document.documentElement.lang || DEFAULT_LANGUAGE) as Language;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads the answer of a request already under way (one a page's inline script started), as callApi does. */
export async function answerOf(path: string, request: Promise<Response>): Promise<ApiAnswer> {
  let response: Response;
  try {
    response = await request;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiUnavailable(`${path}: network error`, { cause: error });
  }
  if (response.status >= 500) throw new ApiUnavailable(`${path}: HTTP ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new ApiUnavailable(`${path}: unreadable answer (HTTP ${response.status})`, { cause: error });
  }
  if (!body || typeof body !== 'object') throw new ApiUnavailable(`${path}: unexpected answer (HTTP ${response.status})`);
  return { status: response.status, body: body as Record<string, unknown> };
}

/**
 * What a page's inline script left under `key` on window (a request it started before the
 * island's code arrived), taken once: the property is removed.
 */
export function takeFromPage<T>(key: string): T | undefined {
  const holder = window as unknown as Record<string, T | undefined>;
  const early = holder[key];
  delete holder[key];
  return early;
}
