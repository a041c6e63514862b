// /manage has nothing to show until its booking arrives, so the page asks for it from a
// small inline script in its head, before React and the island's code have come: the
// request and the code travel at once. The island takes that request once, for the token
// it was started with; a retry or another link makes a request of its own.
import { takeFromPage } from './api';

/** What a manage token can be (the address's fragment); the inline script tests the same pattern. */
export const MANAGE_TOKEN_PATTERN = '^[A-Za-z0-9._~-]{8,500}$';

/** The window property where the inline script leaves the request it started. */
export const EARLY_VIEW_KEY = '__jcManageView';

interface EarlyView {
  token: string;
  response: Promise<Response>;
}

/** The view request already under way for this token, if any; taken once. */
export function takeEarlyView(token: string): Promise<Response> | null {
  const early = takeFromPage<EarlyView>(EARLY_VIEW_KEY);
  return early && early.token === token ? early.response : null;
}
