import { describe, expect, it } from 'vitest';
import { childKey, familyVerdict } from '../../../src/domain/siblings';

describe('childKey', () => {
  it('reads a name without case, accents or extra spaces', () => {
    expect(childKey('Mũthoni  Kamau')).toBe('muthoni kamau');
    expect(childKey('  MUTHONI Kamau ')).toBe(childKey('muthoni kamau'));
    expect(childKey('Chidi\tOkafor')).toBe('chidi okafor');
    expect(childKey('Zoë Ndlovu')).toBe(childKey('Zoe ndlovu'));
  });

  it('keeps different names apart', () => {
    expect(childKey('Amani')).not.toBe(childKey('Amina'));
    expect(childKey("Ng'ang'a")).not.toBe(childKey('Nganga'));
  });
});

describe('familyVerdict', () => {
  const held = [
    { id: 'a', studentName: 'Mũthoni Kamau' },
    { id: 'b', studentName: 'Baraka Kamau' },
  ];

  it('lets a family book its first child', () => {
    expect(familyVerdict([], 'Mũthoni', 3)).toEqual({ kind: 'ok' });
  });

  it('refuses a second trial for the same child, naming the booking', () => {
    expect(familyVerdict(held, 'muthoni  KAMAU', 3)).toEqual({ kind: 'same-child', bookingId: 'a' });
  });

  it('lets siblings book up to the limit, then refuses another child', () => {
    expect(familyVerdict(held, 'Imani Kamau', 3)).toEqual({ kind: 'ok' });
    expect(familyVerdict([...held, { id: 'c', studentName: 'Imani Kamau' }], 'Juma Kamau', 3)).toEqual({
      kind: 'too-many-children',
    });
    expect(familyVerdict(held, 'Imani Kamau', 2)).toEqual({ kind: 'too-many-children' });
  });

  it('still says "same child" at the limit, so the family gets its link', () => {
    expect(familyVerdict(held, 'Baraka Kamau', 2)).toEqual({ kind: 'same-child', bookingId: 'b' });
  });
});
