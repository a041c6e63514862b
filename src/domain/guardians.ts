// A family's second guardian: the invite's link, its life (hours from settings.yaml, one use),
// its address. Pure, and free of words: the invite page's island reads it (its mail and
// WhatsApp text: mail/guardian-invite.ts).

/** settings.yaml `guardians`. */
export interface GuardianSettings {
  inviteHours: number;
  perFamily: number;
}

/** The page that takes an invite, under the site's routes (its language prefix added by the caller). */
export const GUARDIAN_PAGE = '/guardian';

/** An invite token as the link carries it: 43 URL-safe characters (32 random bytes). */
export const isInviteToken = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);

export type InviteState = 'open' | 'used' | 'revoked' | 'expired';

/** What an invite is at `now`: used and revoked stay so; an open one expires at its hour. */
export function inviteState(invite: { usedAt?: unknown; revokedAt?: unknown; expiresAt: number }, now: number): InviteState {
  if (invite.usedAt != null) return 'used';
  if (invite.revokedAt != null) return 'revoked';
  return now < invite.expiresAt ? 'open' : 'expired';
}

export const inviteExpiresAt = (now: number, settings: GuardianSettings) => now + settings.inviteHours * 3_600_000;

/** The invite's address on the site: `pagePath` is GUARDIAN_PAGE in the inviter's language; the token rides in the fragment, never sent to a server's log. */
export const inviteUrl = (siteUrl: string, pagePath: string, token: string) => `${siteUrl}${pagePath}#${token}`;
