// @vitest-environment happy-dom
// The dashboard's share panel: the family's link to /book-class with its code, under /sw/ on a
// Kiswahili page; the WhatsApp button's prepared message in the page's language holding that
// link; and each referral credit with what is left of it.
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ReferralPanel from '../../../../src/islands/dashboard/ReferralPanel';
import { PageLanguage } from '../../../../src/islands/hooks/useWords';
import { inKiswahili } from '../../../../src/islands/chosen/sw/in-kiswahili';
import { panelWords } from '../../../../src/islands/chosen/sw/FamilyPanel';
import { words as english } from '../../../../src/i18n/en/referrals';
import { words as swahili } from '../../../../src/i18n/sw/referrals';
import { formatMoney } from '../../../../src/domain/pricing';
import type { ReferralView } from '../../../../src/services/referral';

const services = vi.hoisted(() => ({ loadReferral: vi.fn() }));
vi.mock('../../../../src/services/referral', () => services);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const view: ReferralView = {
  code: 'abcdefghjkmn',
  brand: 'Shule',
  offer: { kes: 700, usd: 6, varies: false },
  credits: [
    { side: 'referrer', currency: 'KES', amount: 70_000, left: 20_000, grantedAt: '2030-01-02T00:00:00.000Z' },
    { side: 'referred', currency: 'USD', amount: 600, left: 0, grantedAt: '2030-01-01T00:00:00.000Z' },
  ],
};

async function shown(node: ReactNode) {
  services.loadReferral.mockResolvedValue(view);
  render(node);
  return screen.findByRole('link', { name: /WhatsApp/ });
}

describe('the share panel', () => {
  it('shares the Kiswahili link and message on a Kiswahili page', async () => {
    const share = await shown(
      <PageLanguage.Provider value={inKiswahili(panelWords)}>
        <ReferralPanel />
      </PageLanguage.Provider>,
    );
    const link = `${window.location.origin}/sw/book-class?ref=${view.code}`;
    const text = new URL(share.getAttribute('href')!).searchParams.get('text');
    expect(share.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(text).toBe(swahili.panel.message(view.brand, link));
    expect(screen.getByText(link)).toBeTruthy();
    expect(screen.getByText(swahili.panel.creditLine(formatMoney(700, 'KES'), formatMoney(200, 'KES'), false))).toBeTruthy();
    expect(screen.getByText(swahili.panel.creditLine(formatMoney(6, 'USD'), swahili.panel.usedUp, true))).toBeTruthy();
  });

  it('keeps English words and English addresses on an English page', async () => {
    const share = await shown(<ReferralPanel />);
    const link = `${window.location.origin}/book-class?ref=${view.code}`;
    expect(new URL(share.getAttribute('href')!).searchParams.get('text')).toBe(english.panel.message(view.brand, link));
    expect(screen.getByText(english.panel.intro(`${formatMoney(700, 'KES')} / ${formatMoney(6, 'USD')}`, false))).toBeTruthy();
  });

  it('shows nothing while the family has no code to share', async () => {
    services.loadReferral.mockResolvedValue(null);
    const { container } = render(<ReferralPanel />);
    await Promise.resolve();
    expect(container.innerHTML).toBe('');
  });
});
