// The one way an HTTP function is declared. `siteHandler` opens every JSON endpoint the site
// calls, always in this order:
//   1. admit: CORS for the configured origins, no-store, preflight, the method, JSON bodies;
//   2. the language the page asked in (the body's `language`, a GET's query) and its words;
//   3. the handler's schema over the body (a GET's query, src/domain/requests/), its first
//      issue answered as the one refusal (src/domain/request.ts), in the request's language;
//      or, where a handler has no schema yet, its parser, its refusal answered as it words it;
//   4. the client address's limit, when the handler names one (an exempt address is not counted);
//   5. the caller, checked by kind (platform/callers.ts): no verified caller is refused 401, one of
//      another kind 403, here and in no handler (what only a handler's records can tell, a child
//      who is not the mentor's, an account with no mentor record, it answers itself);
//   6. the handler, inside the one try/catch that logs `<name> crashed` and answers the one 500.
// `plainHandler`, its sibling, opens what is not a JSON API for our pages (the providers'
// signed webhooks, the certificate page, the calendar feed, the emulator's jobs endpoint):
// its headers, its methods, and the same one try/catch. No other module calls onRequest
// (tests/unit/functions/opening.test.ts holds every handler to this).
import { onRequest, type HttpsOptions, type Request } from 'firebase-functions/v2/https';
import { catalogueIn } from '../../../src/i18n/catalogues';
import * as logger from 'firebase-functions/logger';
import type { Language } from '../../../src/i18n/languages';
import type { Messages } from '../../../src/i18n/en/messages';
import { words as progressMessages } from '../../../src/i18n/en/console/progress';
import { accept, type Parsed } from '../../../src/domain/request';
import { parsedBy, type RequestSchema } from '../../../src/domain/requests/schema';
import { words as staffMessages } from '../../../src/i18n/en/console/staff';
import { firestore } from './admin';
import { checkedCaller, type Caller, type CallerKind } from './callers';
import { addressVerdict, admit, answeredAddressLimit, answeredLimited, siteFunctionOptions, type Response } from './http';
import { queryLanguage, requestLanguage } from './language';
import type { LimitName } from './rate-limit';

export type { CallerKind } from './callers';

type Method = 'GET' | 'POST';

/** What a handler is given once its request is open. */
export interface Opened<T> extends Caller {
  req: Request;
  res: Response;
  language: Language;
  /** messages.ts in the request's language. */
  messages: Messages;
  request: T;
}

/** The words of a refused caller: 401, and 403 for one who is not staff or not a mentor. */
export interface CallerWords {
  signIn: string;
  notStaff: string;
  notMentor: string;
}

const consoleWords: CallerWords = {
  signIn: staffMessages.signIn,
  notStaff: staffMessages.notStaff,
  notMentor: progressMessages.notMentor,
};

export const SERVER_ERROR = { status: 'failed', reason: 'Server error' } as const;

export interface SiteHandlerOptions<T> {
  /** The function's name, for its log. */
  name: string;
  /** Merged over siteFunctionOptions (secrets, a longer timeout). */
  options?: HttpsOptions;
  method?: Method | readonly Method[];
  /** The body's schema (a GET's query's), its issues worded in the request's language; its output is the request. */
  schema?: (language: Language, messages: Messages, method: Method) => RequestSchema<T>;
  /** Reads the body (a GET's query), refusing in the request's language: a handler without a schema. */
  parse?: (input: unknown, language: Language, messages: Messages, method: Method) => Parsed<T>;
  /** The per-address limit, counted before the caller is checked. */
  limit?: LimitName | ((request: T) => LimitName);
  /** Who may call (default anyone); a function of the request when its action decides. */
  caller?: CallerKind | ((request: T) => CallerKind);
  /** The 401/403 words where the handler's page has its own (default: the consoles' English). */
  callerWords?: (language: Language, messages: Messages) => Partial<CallerWords>;
  /** The whole 401/403 answer, where the handler's callers read another (the session's clears its cookie). */
  refused?: (res: Response, http: 401 | 403) => void;
  /** The 500's body (default SERVER_ERROR). */
  failed?: (language: Language) => object;
  /** What the crash log says about the request. */
  logged?: (request: T) => Record<string, unknown>;
}

function refuseCaller(res: Response, http: 401 | 403, kind: CallerKind, words: CallerWords): void {
  const message = http === 401 ? words.signIn : kind === 'mentor' ? words.notMentor : words.notStaff;
  res.status(http).json({ status: http === 401 ? 'unauthorized' : 'forbidden', message });
}

function crashed(name: string, error: unknown, details: Record<string, unknown> = {}): void {
  logger.error(`${name} crashed`, { ...details, error: (error as Error).message });
}

/** A JSON endpoint of the site, opened as the header says. */
export function siteHandler<T = undefined>(spec: SiteHandlerOptions<T>, serve: (opened: Opened<T>) => Promise<void>) {
  return onRequest({ ...siteFunctionOptions, ...spec.options }, async (req, res) => {
    if (!admit(req, res, spec.method ?? 'POST')) return;
    const method: Method = req.method === 'GET' ? 'GET' : 'POST';
    const get = method === 'GET';
    const language = get ? queryLanguage(req) : requestLanguage(req);
    const messages = catalogueIn(language).messages;
    let request: T | undefined;
    try {
      const input: unknown = get ? req.query : req.body;
      const parsed = spec.schema
        ? parsedBy(spec.schema(language, messages, method), input)
        : spec.parse
          ? spec.parse(input, language, messages, method)
          : accept(undefined as T);
      if (!parsed.ok) {
        res.status(parsed.http).json(parsed.body);
        return;
      }
      request = parsed.request;
      const limit = typeof spec.limit === 'function' ? spec.limit(request) : spec.limit;
      if (limit && (await answeredAddressLimit(req, res, limit))) return;
      const kind = typeof spec.caller === 'function' ? spec.caller(request) : (spec.caller ?? 'anyone');
      const caller = await checkedCaller(req, kind, firestore);
      if ((caller === 401 || caller === 403) && spec.refused) {
        spec.refused(res, caller);
        return;
      }
      if (caller === 401 || caller === 403) {
        refuseCaller(res, caller, kind, { ...consoleWords, ...spec.callerWords?.(language, messages) });
        return;
      }
      await serve({ ...caller, req, res, language, messages, request });
    } catch (error) {
      crashed(spec.name, error, request !== undefined && spec.logged ? spec.logged(request) : {});
      if (!res.headersSent) res.status(500).json(spec.failed?.(language) ?? SERVER_ERROR);
    }
  });
}

export interface PlainHandlerOptions {
  name: string;
  options?: HttpsOptions;
  /** Set before anything is answered (default `Cache-Control: no-store`). */
  headers?: Record<string, string>;
  methods: readonly ('GET' | 'HEAD' | 'POST')[];
  /** The 405 (default: Allow and no body). */
  refuseMethod?: (res: Response) => void;
  /** The per-address limit, counted once the method is admitted. */
  limit?: LimitName;
  /** The 429 once Retry-After is set (default: answeredLimited's JSON). */
  limited?: (res: Response) => void;
  /** The 500's body: JSON, or text (default SERVER_ERROR's reason: a page a person reads gives its own words). */
  failed?: object | string;
}

/** An endpoint that is not a JSON API for our pages: no CORS, its own body, the same one 500. */
export function plainHandler(spec: PlainHandlerOptions, serve: (req: Request, res: Response) => Promise<void>) {
  return onRequest({ ...siteFunctionOptions, ...spec.options }, async (req, res) => {
    res.set(spec.headers ?? { 'Cache-Control': 'no-store' });
    if (!(spec.methods as readonly string[]).includes(req.method)) {
      if (spec.refuseMethod) spec.refuseMethod(res);
      else res.set('Allow', spec.methods.join(', ')).status(405).end();
      return;
    }
    try {
      const verdict = spec.limit ? await addressVerdict(req, spec.limit) : { ok: true as const };
      if (!verdict.ok && spec.limited) {
        spec.limited(res.set('Retry-After', String(verdict.retryAfterSeconds)));
        return;
      }
      if (answeredLimited(res, verdict)) return;
      await serve(req, res);
    } catch (error) {
      crashed(spec.name, error);
      if (res.headersSent) return;
      const failed = spec.failed ?? SERVER_ERROR.reason;
      if (typeof failed === 'string') res.status(500).type('text/plain').send(failed);
      else res.status(500).json(failed);
    }
  });
}
