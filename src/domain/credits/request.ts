// POST /api/credits' whole request, read before Firestore is touched. Pure, and shared with the
// browser's service. `cancel`: the family's "Cancel this class" (by its id signed in, or with its
// move link's token). `hours`: the free hours a make-up credit can book. `book`: book one (`start`).
// `hours` and `book` take the credit's id and, without signing in, a move link of the child's class.
import { accept, invalid, isDocumentId, recordOf, unreadable, type Parsed } from '../request';
import type { CreditWords } from '../../i18n/en/credits';
import type { Wording } from '../../i18n/wording';
import type { Messages } from '../../i18n/en/messages';

type Words = Wording<CreditWords>;

export type CreditsRequest =
  | ({ action: 'cancel' } & ({ classId: string } | { token: string }))
  | { action: 'hours'; creditId: string; token?: string }
  | { action: 'book'; creditId: string; token?: string; start: Date };

const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;
const INSTANT_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;

/** Whether the request is made with a move link instead of a signed-in parent. */
export const byLink = (r: CreditsRequest) => 'token' in r && typeof r.token === 'string';

export function readCreditsRequest(body: unknown, w: Words, words?: Messages): Parsed<CreditsRequest> {
  const b = recordOf(body);
  if (b.token !== undefined && (typeof b.token !== 'string' || !TOKEN_RE.test(b.token))) return invalid('token', w.classNotFound);
  const token = typeof b.token === 'string' ? { token: b.token } : {};
  if (b.action === 'cancel') {
    if (typeof b.token === 'string') return accept({ action: 'cancel', token: b.token });
    if (!isDocumentId(b.classId)) return invalid('classId', w.classNotFound);
    return accept({ action: 'cancel', classId: b.classId });
  }
  if (b.action !== 'hours' && b.action !== 'book') return unreadable('action', words);
  if (!isDocumentId(b.creditId)) return invalid('creditId', w.notFound);
  if (b.action === 'hours') return accept({ action: 'hours', creditId: b.creditId, ...token });
  if (typeof b.start !== 'string' || !INSTANT_RE.test(b.start) || Number.isNaN(Date.parse(b.start)))
    return invalid('start', w.chooseHour);
  return accept({ action: 'book', creditId: b.creditId, ...token, start: new Date(b.start) });
}
