// A family's second guardian: the invite's link, its life (hours from settings.yaml, one use),
// the mail that carries it and the WhatsApp message a parent shares it with. Pure.
import { catalogueIn } from '../i18n/catalogues';
import { localePath, type Language } from '../i18n/languages';
import { compose, type Brand, type Mail } from './mail/layout';

/** How long an invite link works when settings.yaml says nothing. */
export const DEFAULT_INVITE_HOURS = 72;
/** Guardians of one family, its first parent included, when settings.yaml says nothing. */
export const DEFAULT_GUARDIANS_PER_FAMILY = 2;

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

/** The invite's address on the site, in the inviter's language; the token rides in the fragment, never sent to a server's log. */
export const inviteUrl = (siteUrl: string, language: Language, token: string) =>
  `${siteUrl}${localePath(GUARDIAN_PAGE, language)}#${token}`;

/** The message a parent shares over WhatsApp: a wa.me link with the prepared text, no number (they choose whom). */
export function whatsappShare(language: Language, brand: Brand, inviter: string, url: string, hours: number) {
  const text = catalogueIn(language).guardians.share(brand.name, inviter, url, hours);
  return { text, href: `https://wa.me/?text=${encodeURIComponent(text)}` };
}

/** The invite by mail, in the inviter's language. */
export function inviteMail(language: Language, brand: Brand, inviter: string, url: string, hours: number): Mail {
  const w = catalogueIn(language).guardians.mail;
  return compose(brand, {
    template: 'guardian-invite',
    language,
    subject: w.subject(brand.name, inviter),
    heading: w.heading,
    blocks: [
      { kind: 'p', text: w.body(brand.name, inviter) },
      { kind: 'button', label: w.button, href: url },
      { kind: 'p', text: w.expires(hours) },
    ],
  });
}
