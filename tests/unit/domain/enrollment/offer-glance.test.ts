// The offer glance an enroll link carries in its fragment: written and read back, refused
// whole when garbled, tampered or of another version; the link's key stays the token.
import { describe, expect, it } from 'vitest';
import { encodeGlance, splitFragment } from '../../../../src/domain/glance-codec';
import { enrollKeyFromHash } from '../../../../src/domain/enrollment/link';
import { offerGlanceSuffix, readOfferGlance } from '../../../../src/domain/enrollment/offer-glance';
import { withGlance } from '../../../../src/domain/link-glance';

const token = 'b'.repeat(43);
const sentAt = new Date('2026-11-26T08:00:00Z');
const offer = {
  studentName: 'Wanjiru  Kamau',
  plan: 'some-plan',
  period: 'quarterly',
  currency: 'KES',
  amount: 12345,
  renews: true,
} as const;

const tailOf = (hash: string) => splitFragment(hash).glance;

describe('offer glance', () => {
  it('carries the first name, plan, period, price, renewal and time sent', () => {
    const hash = `#${token}${offerGlanceSuffix(offer, sentAt)}`;
    expect(hash).toMatch(/^#[A-Za-z0-9_-]{43}~o1\.[A-Za-z0-9_-]+$/);
    expect(readOfferGlance(tailOf(hash))).toEqual({
      firstName: 'Wanjiru',
      plan: 'some-plan',
      period: 'quarterly',
      currency: 'KES',
      amount: 12345,
      renews: true,
      sentAt,
    });
    expect(readOfferGlance(tailOf(`#${token}${offerGlanceSuffix({ ...offer, renews: false }, sentAt)}`))?.renews).toBe(false);
  });

  it('holds no contact data and stays short', () => {
    const tail = tailOf(`#${token}${offerGlanceSuffix(offer, sentAt)}`);
    expect(tail.length).toBeLessThan(120);
    expect(atob(tail.slice(3).replace(/-/g, '+').replace(/_/g, '/'))).not.toContain('Kamau');
  });

  it('refuses garbled, tampered, other-version and manage glances', () => {
    const tail = tailOf(`#${token}${offerGlanceSuffix(offer, sentAt)}`);
    expect(readOfferGlance(tail.slice(0, -3))).toBeNull();
    expect(readOfferGlance(tail.replace(/^o1/, 'o2'))).toBeNull();
    expect(readOfferGlance(`${tail}!`)).toBeNull();
    const forged = (fields: unknown[]) => encodeGlance('o1', fields as (string | number)[]).slice(1);
    const good = ['Wanjiru', 'some-plan', 'quarterly', 'KES', 12345, 1, 1_790_000_000];
    expect(readOfferGlance(forged(good))).not.toBeNull();
    expect(readOfferGlance(forged(good.with(2, 'weekly')))).toBeNull();
    expect(readOfferGlance(forged(good.with(3, 'EUR')))).toBeNull();
    expect(readOfferGlance(forged(good.with(4, -1)))).toBeNull();
    expect(readOfferGlance(forged(good.with(1, '<b>x</b>')))).toBeNull();
    expect(readOfferGlance(forged(good.with(0, 'a@b.example')))).toBeNull();
    expect(readOfferGlance(forged(good.with(5, 'yes')))).toBeNull();
    expect(readOfferGlance(forged(good.with(6, 'soon')))).toBeNull();
    expect(readOfferGlance(forged(good.slice(1)))).toBeNull();
    const manage = withGlance(
      `/manage#${token}`,
      {
        studentName: 'Wanjiru',
        studentGrade: '3-5',
        date: '2026-12-01',
        time: '10:00',
        country: { code: 'KE' },
      },
      sentAt,
    );
    expect(readOfferGlance(tailOf(new URL(manage, 'https://x.example').hash))).toBeNull();
  });
});

describe('enrollKeyFromHash', () => {
  it('takes the token and ignores a glance after it; old links and ids still work', () => {
    expect(enrollKeyFromHash(`#${token}${offerGlanceSuffix(offer, sentAt)}`)).toEqual({ token });
    expect(enrollKeyFromHash(`#${token}~garbled`)).toEqual({ token });
    expect(enrollKeyFromHash(`#${token}`)).toEqual({ token });
    expect(enrollKeyFromHash(`#${token.slice(1)}~o1.x`)).toBeNull();
    expect(enrollKeyFromHash('#r=abcdefghij0123456789')).toEqual({ recommendationId: 'abcdefghij0123456789' });
  });
});
