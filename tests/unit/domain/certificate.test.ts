import { describe, expect, it } from 'vitest';
import { certificateName, readLevel, readRevokeReason, LEVEL_MAX } from '../../../src/domain/certificates/certificate';
import { words as m } from '../../../src/i18n/en/certificates';

describe('the name a certificate prints', () => {
  it('is the first name and the last name’s initial by default, whole when the parent chose so', () => {
    expect(certificateName('Wanjiru Kamau Njeri', false)).toBe('Wanjiru N.');
    expect(certificateName('Wanjiru Kamau Njeri', true)).toBe('Wanjiru Kamau Njeri');
    expect(certificateName("Ng'ang'a", false)).toBe("Ng'ang'a");
    expect(certificateName('  mũthoni   ũmbũ ', false)).toBe('mũthoni Ũ.');
    expect(certificateName('', false)).toBe('');
  });
});

describe('awarding and revoking', () => {
  it('needs a level with visible text, within its length', () => {
    expect(readLevel('  Level   2 ', m)).toEqual({ level: 'Level 2' });
    expect(readLevel('\u200b', m)).toHaveProperty('message');
    expect(readLevel(7, m)).toHaveProperty('message');
    expect(readLevel('x'.repeat(LEVEL_MAX + 1), m)).toHaveProperty('message');
  });

  it('needs a reason to revoke', () => {
    expect(readRevokeReason(' Awarded to the wrong child ', m)).toEqual({ reason: 'Awarded to the wrong child' });
    expect(readRevokeReason('   ', m)).toHaveProperty('message');
  });
});
