// Referral credits (src/domain/referrals.ts) with the one price function: what a family holds is
// what the price may take, a payment spends exactly the price's credit from its credits (oldest
// first, never more than they hold), and the refusals for families that share a mark.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { familyPrice } from '../../../src/domain/family-price';
import { currencies, periods, type Currency } from '../../../src/domain/pricing';
import {
  creditBalance,
  phoneMark,
  referralCodeOf,
  referralCredit,
  referralRefusal,
  referrerCredited,
  spendCredits,
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  type FamilyMarks,
  type HeldCredit,
} from '../../../src/domain/referrals';

const runs = { numRuns: 400 };
const whole = fc.integer({ min: 1, max: 100_000 });
const price = fc.record({ kes: whole, usd: whole });
const held: fc.Arbitrary<HeldCredit[]> = fc
  .array(
    fc.record({ currency: fc.constantFrom<string>(...currencies), amount: whole, part: fc.integer({ min: 0, max: 100_000 }) }),
    { maxLength: 6 },
  )
  .map((list) =>
    list.map((c, i) => ({ id: `c${i}`, currency: c.currency, amount: c.amount * 100, spent: Math.min(c.part, c.amount) * 100 })),
  );

describe('referral credits and the price function', () => {
  it('a payment spends what the price took, from the credits of its currency, never more than each holds', () => {
    fc.assert(
      fc.property(
        held,
        price,
        fc.constantFrom(...periods),
        fc.constantFrom<Currency>(...currencies),
        (credits, p, period, currency) => {
          const plan = { id: 'p', name: 'P', classes: 1, monthly: p, quarterly: p, yearly: p };
          const balance = creditBalance(credits, currency);
          const priced = familyPrice({ plan, period, currency, childPlace: 1, creditAvailable: balance });
          expect(priced.creditUsed).toBeLessThanOrEqual(balance);
          expect(priced.total).toBeGreaterThan(0);
          expect(priced.total).toBeLessThanOrEqual(priced.full);
          const spends = spendCredits(credits, currency, priced.creditUsed);
          expect(spends.reduce((s, x) => s + x.spend, 0)).toBe(priced.creditUsed);
          for (const s of spends) {
            const c = credits.find((x) => x.id === s.id)!;
            expect(c.currency).toBe(currency);
            expect(s.spend).toBeGreaterThan(0);
            expect(s.spent).toBeLessThanOrEqual(c.amount);
            expect(s.used).toBe(s.spent === c.amount);
          }
          // What is left after the spend is the balance less the credit used.
          const after = credits.map((c) => ({ ...c, spent: spends.find((s) => s.id === c.id)?.spent ?? c.spent }));
          expect(creditBalance(after, currency)).toBe(balance - priced.creditUsed);
        },
      ),
      runs,
    );
  });

  it('spends oldest first and takes nothing more than asked or held', () => {
    const credits: HeldCredit[] = [
      { id: 'a', currency: 'KES', amount: 1000, spent: 400 },
      { id: 'b', currency: 'USD', amount: 800, spent: 0 },
      { id: 'c', currency: 'KES', amount: 1000, spent: 0 },
    ];
    expect(spendCredits(credits, 'KES', 700)).toEqual([
      { id: 'a', spend: 600, spent: 1000, used: true },
      { id: 'c', spend: 100, spent: 100, used: false },
    ]);
    expect(spendCredits(credits, 'KES', 10_000).reduce((s, x) => s + x.spend, 0)).toBe(1600);
    expect(spendCredits(credits, 'KES', 0)).toEqual([]);
  });

  it('a credit is the rule’s amount in the currency, in subunits', () => {
    fc.assert(
      fc.property(price, fc.integer({ min: 1, max: 100 }), (credit, cap) => {
        expect(referralCredit({ credit, cap }, 'KES')).toBe(credit.kes * 100);
        expect(referralCredit({ credit, cap }, 'USD')).toBe(credit.usd * 100);
        expect(referrerCredited({ credit, cap }, cap - 1)).toBe(true);
        expect(referrerCredited({ credit, cap }, cap)).toBe(false);
      }),
      runs,
    );
  });
});

describe('who may refer whom', () => {
  const marks = (over: Partial<FamilyMarks> = {}): FamilyMarks => ({ emails: [], phones: [], cards: [], ...over });
  const base = {
    referrerUid: 'u1',
    referredUid: 'u2' as string | null,
    referrer: marks({ emails: ['a@x.com'], phones: ['712345678'], cards: ['h1'] }),
    referred: marks({ emails: ['b@x.com'], phones: ['798765432'], cards: ['h2'] }),
    firstPlan: true,
  };

  it('credits two families that share nothing, on the first plan only', () => {
    expect(referralRefusal(base)).toBeNull();
    expect(referralRefusal({ ...base, referredUid: null })).toBeNull();
    expect(referralRefusal({ ...base, firstPlan: false })).toBe('not-first-plan');
  });

  it('refuses the same family, or families sharing an email, a phone or a card', () => {
    expect(referralRefusal({ ...base, referredUid: 'u1' })).toBe('same-family');
    expect(referralRefusal({ ...base, referred: { ...base.referred, emails: ['b@x.com', 'a@x.com'] } })).toBe('shared-email');
    expect(referralRefusal({ ...base, referred: { ...base.referred, phones: ['712345678'] } })).toBe('shared-phone');
    expect(referralRefusal({ ...base, referred: { ...base.referred, cards: ['h1'] } })).toBe('shared-card');
    // An empty mark is no shared mark.
    expect(referralRefusal({ ...base, referrer: marks({ phones: [''] }), referred: marks({ phones: [''] }) })).toBeNull();
  });

  it('compares phones by their national digits, whatever the writing', () => {
    expect(phoneMark('+254 712 345 678')).toBe(phoneMark('0712345678'));
    expect(phoneMark('12')).toBe('');
    expect(phoneMark(undefined)).toBe('');
  });

  it('reads a code from a link, forgiving case, refusing anything else', () => {
    const code = REFERRAL_CODE_ALPHABET.slice(0, REFERRAL_CODE_LENGTH);
    expect(referralCodeOf(code)).toBe(code);
    expect(referralCodeOf(` ${code.toUpperCase()} `)).toBe(code);
    expect(referralCodeOf(code.slice(1))).toBeNull();
    expect(referralCodeOf(`${code.slice(1)}0`)).toBeNull();
    expect(referralCodeOf(42)).toBeNull();
  });
});
