// A guardian invite's rules: its state at any instant (used and withdrawn stay so, an open one
// expires at its hour exactly), its token's shape, its link in the inviter's language with the
// token in the fragment, and the WhatsApp message that carries it.
import { describe, expect, it } from 'vitest';
import { GUARDIAN_PAGE, inviteExpiresAt, inviteState, inviteUrl, isInviteToken } from '../../../src/domain/guardians';
import { localePath } from '../../../src/i18n/languages';
import { whatsappShare } from '../../../src/messages/mail/guardian-invite';

const settings = { inviteHours: 5, perFamily: 3 };
const brand = {
  name: 'School',
  siteUrl: 'https://school.example',
  supportPhone: '+254700000000',
  trial: { changeCutoffHours: 3, calendarAlarmMinutes: 20, windowDays: 7, reminderHours: { day: 24, hour: 1 } },
  contactEmail: 'a@school.example',
};
const token = 'A'.repeat(42) + '_';

describe('a guardian invite', () => {
  it('is open until its hour, expired from it; used or withdrawn whatever the hour', () => {
    const now = Date.UTC(2026, 10, 29, 9);
    const expiresAt = inviteExpiresAt(now, settings);
    expect(expiresAt - now).toBe(5 * 3_600_000);
    expect(inviteState({ expiresAt }, expiresAt - 1)).toBe('open');
    expect(inviteState({ expiresAt }, expiresAt)).toBe('expired');
    expect(inviteState({ expiresAt, usedAt: now }, now)).toBe('used');
    expect(inviteState({ expiresAt, revokedAt: now }, now)).toBe('revoked');
    expect(inviteState({ expiresAt, usedAt: null, revokedAt: null }, now)).toBe('open');
  });

  it('takes only a token of our shape', () => {
    expect(isInviteToken(token)).toBe(true);
    for (const bad of [token.slice(1), `${token}A`, `${token.slice(1)}/`, 42, null]) expect(isInviteToken(bad)).toBe(false);
  });

  it("links in the inviter's language, the token in the fragment; the WhatsApp text holds the link and the hours", () => {
    expect(inviteUrl(brand.siteUrl, localePath(GUARDIAN_PAGE, 'en'), token)).toBe(`https://school.example/guardian#${token}`);
    expect(inviteUrl(brand.siteUrl, localePath(GUARDIAN_PAGE, 'sw'), token)).toBe(`https://school.example/sw/guardian#${token}`);
    const url = inviteUrl(brand.siteUrl, localePath(GUARDIAN_PAGE, 'sw'), token);
    const share = whatsappShare('sw', brand, 'Amina', url, settings.inviteHours);
    expect(share.text).toContain(url);
    expect(share.text).toContain('Amina');
    expect(share.text).toContain('5');
    expect(new URL(share.href).searchParams.get('text')).toBe(share.text);
    expect(share.href.startsWith('https://wa.me/?text=')).toBe(true);
  });
});
