// The recommendation staff record: checked against the course and plan lists; the enroll
// link's fragment.
import { describe, expect, it } from 'vitest';
import { readRecommendation, recommendationOpen, NOTE_MAX } from '../../../../src/domain/enrollment/recommendation';
import { enrollKeyFromHash, enrollHrefFor } from '../../../../src/domain/enrollment/link';
import type { PricedPlan } from '../../../../src/domain/pricing';

const plan: PricedPlan = {
  id: 'pro',
  name: 'Pro',
  classes: 2,
  monthly: { kes: 5000, usd: 40 },
  quarterly: { kes: 14000, usd: 110 },
  yearly: { kes: 50000, usd: 400 },
};
const courses = ['prodigy', 'scratch'];

describe('readRecommendation', () => {
  const good = { course: 'prodigy', plan: 'pro', period: 'quarterly', currency: 'KES', note: ' Loves puzzles.\u202E ' };
  it('accepts a known course, plan, period and currency, with the note cleaned', () => {
    expect(readRecommendation(good, courses, [plan])).toEqual({ ...good, note: 'Loves puzzles.' });
  });
  it.each([
    ['course', { course: 'nope' }],
    ['plan', { plan: 'platinum' }],
    ['period', { period: 'weekly' }],
    ['currency', { currency: 'NGN' }],
    ['note', { note: 'x'.repeat(NOTE_MAX + 1) }],
  ])('names the wrong %s', (field, change) => {
    expect(readRecommendation({ ...good, ...change }, courses, [plan])).toMatchObject({ field });
  });
});

describe('enrollKeyFromHash', () => {
  it('reads a token or a recommendation id, and nothing else', () => {
    const token = 'A'.repeat(43);
    expect(enrollKeyFromHash(`#${token}`)).toEqual({ token });
    expect(enrollKeyFromHash(enrollHrefFor('r'.repeat(20)).slice('/enroll'.length))).toEqual({
      recommendationId: 'r'.repeat(20),
    });
    expect(enrollKeyFromHash('#short')).toBeNull();
    expect(enrollKeyFromHash('')).toBeNull();
  });
});

describe('recommendationOpen', () => {
  const day = 86_400_000;
  const made = Date.UTC(2026, 0, 31, 12);
  it('keeps a mailed link open for linkDays days, and a withdrawn one closed everywhere', () => {
    const r = { createdAtMs: made, withdrawn: false };
    expect(recommendationOpen(r, made + 30 * day - 1, 30)).toBe(true);
    expect(recommendationOpen(r, made + 30 * day, 30)).toBe(false);
    // The signed-in dashboard's way in has no link days.
    expect(recommendationOpen(r, made + 400 * day)).toBe(true);
    expect(recommendationOpen({ createdAtMs: null, withdrawn: false }, made, 30)).toBe(false);
    expect(recommendationOpen({ ...r, withdrawn: true }, made)).toBe(false);
  });
});
