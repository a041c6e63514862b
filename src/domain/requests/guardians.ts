// POST /api/guardians: the schema of the whole request, read before Firestore is touched:
// `list` (the default), `invite` by mail ({email}) or for WhatsApp (no email), `revoke` a
// pending invite, `accept` an invite's token (with the guardian's WhatsApp number when they
// give one), `leave`, and `remove` a guardian of the family. Pure.
import { phoneE164 } from '../booking';
import { isInviteToken } from '../guardians';
import { isValidEmail, normalEmail } from '../email';
import { isDocumentId } from '../request';
import { bodyOf, NOT_FOUND, parsedBy, refuseIssue } from './schema';

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

/** The words of the request's language. */
export interface GuardiansRefusals {
  refused: { notFound: string; notGuardian: string; unreadable: string };
}

const isHash = (value: unknown): value is string => typeof value === 'string' && /^[0-9a-f]{64}$/.test(value);

export function guardiansSchema(words: GuardiansRefusals) {
  const { refused } = words;
  return bodyOf<GuardiansBody>().transform((b, ctx): GuardiansRequest => {
    const notFound = () => refuseIssue(ctx, refused.notFound, NOT_FOUND);
    switch (b.action ?? 'list') {
      case 'list':
        return { action: 'list' };
      case 'leave':
        return { action: 'leave' };
      case 'invite': {
        if (b.email === undefined || b.email === null || b.email === '') return { action: 'invite', email: null };
        const email = typeof b.email === 'string' ? normalEmail(b.email) : '';
        return isValidEmail(email) ? { action: 'invite', email } : refuseIssue(ctx, refused.unreadable, 'email');
      }
      case 'revoke':
        return isHash(b.inviteId) ? { action: 'revoke', inviteId: b.inviteId } : notFound();
      case 'remove':
        return isDocumentId(b.guardianUid)
          ? { action: 'remove', guardianUid: b.guardianUid }
          : refuseIssue(ctx, refused.notGuardian, NOT_FOUND);
      case 'accept': {
        if (!isInviteToken(b.token)) return notFound();
        if (b.phone === undefined || b.phone === '') return { action: 'accept', token: b.token, whatsapp: null };
        const whatsapp = typeof b.phone === 'string' && typeof b.country === 'string' ? phoneE164(b.phone, b.country) : null;
        return whatsapp ? { action: 'accept', token: b.token, whatsapp } : refuseIssue(ctx, refused.unreadable, 'phone');
      }
      default:
        return refuseIssue(ctx, refused.unreadable, 'action');
    }
  });
}

export const readGuardiansRequest = (body: unknown, words: GuardiansRefusals) => parsedBy(guardiansSchema(words), body);
