import { describe, expect, it } from 'vitest';
import { BURST_THRESHOLD, bursts, type BurstBooking } from '../../../../src/domain/staff/bursts';

let n = 0;
const booking = (address: string, emailDomain: string, status = 'upcoming'): BurstBooking => {
  n += 1;
  return {
    id: `b${n}`,
    status,
    studentName: `Child ${n}`,
    parentName: `Parent ${n}`,
    email: `p${n}@${emailDomain}`,
    date: '2026-03-10',
    time: `1${n % 8}:00`,
    address,
    emailDomain,
  };
};

describe('bursts', () => {
  it('shows one address with many upcoming trials, and not a few', () => {
    const many = Array.from({ length: BURST_THRESHOLD }, () => booking('203.0.113.9', 'gmail.com'));
    const few = Array.from({ length: BURST_THRESHOLD - 1 }, () => booking('198.51.100.1', 'gmail.com'));
    const found = bursts([...many, ...few]);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ by: 'address', value: '203.0.113.9' });
    expect(found[0]!.bookings.map((b) => b.id).sort()).toEqual(many.map((b) => b.id).sort());
  });

  it('shows one private email domain across addresses, never a public mail service', () => {
    const spread = Array.from({ length: 5 }, (_, i) => booking(`192.0.2.${i}`, 'throwaway.example'));
    const gmail = Array.from({ length: 9 }, (_, i) => booking(`192.0.3.${i}`, 'gmail.com'));
    const found = bursts([...spread, ...gmail]);
    expect(found).toEqual([{ by: 'domain', value: 'throwaway.example', bookings: expect.any(Array) }]);
  });

  it('counts upcoming trials only, largest group first', () => {
    const cancelled = Array.from({ length: 6 }, () => booking('192.0.2.50', 'gmail.com', 'cancelled'));
    const a = Array.from({ length: 4 }, () => booking('192.0.2.60', 'gmail.com'));
    const b = Array.from({ length: 6 }, () => booking('192.0.2.70', 'gmail.com'));
    expect(bursts([...cancelled, ...a, ...b]).map((g) => g.value)).toEqual(['192.0.2.70', '192.0.2.60']);
  });
});
