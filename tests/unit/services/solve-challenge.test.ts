import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { solveChallenge } from '../../../src/services/solve-challenge';

describe('the booking challenge solver', () => {
  it('finds the number of an ALTCHA challenge, and says null when it is out of reach', async () => {
    const salt = 'a1b2c3?expires=4102444800&';
    const challenge = createHash('sha256').update(`${salt}4321`).digest('hex');
    expect(await solveChallenge(challenge, salt, 5000)).toBe(4321);
    expect(await solveChallenge(challenge, salt, 5000, false)).toBe(4321);
    expect(await solveChallenge(challenge, salt, 4000)).toBeNull();
  });

  it('finds numbers whose text crosses a hash block (a long salt)', async () => {
    const salt = `${'s'.repeat(50)}?expires=4102444800&`;
    const challenge = createHash('sha256').update(`${salt}777`).digest('hex');
    expect(await solveChallenge(challenge, salt, 1000, false)).toBe(777);
  });
});
