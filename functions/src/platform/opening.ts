// The opening every browser-facing handler shares, done once: CORS and the method (admit),
// the language the page asked in with its words, the body read by the handler's parser
// (its refusal answered as the parser words it), the client address's limit, and the
// caller's token when the handler takes one. Each step answers for itself; the handler
// gets what it needs, or null when the request has already been answered.
import type { Request } from 'firebase-functions/v2/https';
import type { Response } from './http';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { wordsIn } from '../../../src/domain/i18n/dictionary';
import type { Language } from '../../../src/domain/i18n/languages';
import type { Messages } from '../../../src/domain/messages';
import { messageDictionaries } from '../../../src/domain/messages.sw';
import type { Parsed } from '../../../src/domain/request';
import { admit, answeredAddressLimit, callerToken } from './http';
import { requestLanguage } from './language';
import type { LimitName } from './rate-limit';

export interface Opened<T> {
  language: Language;
  /** messages.ts in the request's language. */
  messages: Messages;
  request: T;
  /** As callerToken reads it (asked for with `caller: true`): undefined without a token, null for a bad one. */
  caller: DecodedIdToken | undefined | null;
}

interface Options<T> {
  method?: 'POST' | 'GET';
  /** Reads the body, refusing in the request's language. */
  parse: (body: unknown, language: Language, messages: Messages) => Parsed<T>;
  /** Counted against the client address before any work (an exempt address is not). */
  limit?: LimitName;
  caller?: boolean;
}

export async function opening<T>(req: Request, res: Response, options: Options<T>): Promise<Opened<T> | null> {
  if (!admit(req, res, options.method ?? 'POST')) return null;
  const language = requestLanguage(req);
  const messages = wordsIn(messageDictionaries, language);
  const parsed = options.parse(req.body, language, messages);
  if (!parsed.ok) {
    res.status(parsed.http).json(parsed.body);
    return null;
  }
  if (options.limit && (await answeredAddressLimit(req, res, options.limit))) return null;
  const caller = options.caller ? await callerToken(req) : undefined;
  return { language, messages, request: parsed.request, caller };
}
