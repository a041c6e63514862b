// POST /api/guardians's whole request, read before Firestore is touched: `list` (the default),
// `invite` by mail ({email}) or for WhatsApp (no email), `revoke` a pending invite, `accept` an
// invite's token (with the guardian's WhatsApp number when they give one), `leave`, and `remove`
// a guardian of the family. Pure.
import { phoneE164 } from '../booking';
import { isInviteToken } from '../guardians';
import { isValidEmail, normalEmail } from '../email';
import { accept, invalid, isDocumentId, recordOf, refuse, type Parsed } from '../request';
import type { GuardianWords } from '../../i18n/en/guardians';

export type GuardiansRequest =
  | { action: 'list' }
  | { action: 'invite'; email: string | null }
  | { action: 'revoke'; inviteId: string }
  | { action: 'accept'; token: string; whatsapp: string | null }
  | { action: 'leave' }
  | { action: 'remove'; guardianUid: string };

/** What a page sends (no action: list); the request above is the function's reading of it. */
export type GuardiansBody =
  | { action?: 'list' }
  | { action: 'invite'; email?: string }
  | { action: 'revoke'; inviteId: string }
  | { action: 'accept'; token: string; phone?: string; country?: string }
  | { action: 'leave' }
  | { action: 'remove'; guardianUid: string };

const isHash = (value: unknown): value is string => typeof value === 'string' && /^[0-9a-f]{64}$/.test(value);

export function readGuardiansRequest(body: unknown, words: GuardianWords): Parsed<GuardiansRequest> {
  const b = recordOf(body);
  const action = b.action ?? 'list';
  const notFound = refuse(404, { status: 'not-found', message: words.refused.notFound });
  switch (action) {
    case 'list':
      return accept({ action: 'list' });
    case 'leave':
      return accept({ action: 'leave' });
    case 'invite': {
      if (b.email === undefined || b.email === null || b.email === '') return accept({ action: 'invite', email: null });
      const email = typeof b.email === 'string' ? normalEmail(b.email) : '';
      return isValidEmail(email) ? accept({ action: 'invite', email }) : invalid('email', words.refused.unreadable);
    }
    case 'revoke':
      return isHash(b.inviteId) ? accept({ action: 'revoke', inviteId: b.inviteId }) : notFound;
    case 'remove':
      return isDocumentId(b.guardianUid)
        ? accept({ action: 'remove', guardianUid: b.guardianUid })
        : refuse(404, { status: 'not-found', message: words.refused.notGuardian });
    case 'accept': {
      if (!isInviteToken(b.token)) return notFound;
      if (b.phone === undefined || b.phone === '') return accept({ action: 'accept', token: b.token, whatsapp: null });
      const whatsapp = typeof b.phone === 'string' && typeof b.country === 'string' ? phoneE164(b.phone, b.country) : null;
      return whatsapp ? accept({ action: 'accept', token: b.token, whatsapp }) : invalid('phone', words.refused.unreadable);
    }
    default:
      return invalid('action', words.refused.unreadable);
  }
}
