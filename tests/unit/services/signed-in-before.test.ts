// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasSignedInBefore, rememberSignedIn } from '../../../src/services/signed-in-before';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('the signed-in-before flag', () => {
  it('is off on a device that never signed in', () => {
    expect(hasSignedInBefore()).toBe(false);
  });

  it("is stored as 'jc:signed-in' = '1' and cleared on sign-out", () => {
    rememberSignedIn(true);
    expect(window.localStorage.getItem('jc:signed-in')).toBe('1');
    expect(hasSignedInBefore()).toBe(true);
    rememberSignedIn(false);
    expect(window.localStorage.getItem('jc:signed-in')).toBeNull();
    expect(hasSignedInBefore()).toBe(false);
  });

  it('reads any other stored value as off', () => {
    window.localStorage.setItem('jc:signed-in', 'true');
    expect(hasSignedInBefore()).toBe(false);
  });

  it('treats blocked storage as never signed in, and never throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(hasSignedInBefore()).toBe(false);
    expect(() => rememberSignedIn(true)).not.toThrow();
  });

  it('survives a window whose localStorage getter throws', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(hasSignedInBefore()).toBe(false);
    expect(() => rememberSignedIn(false)).not.toThrow();
  });
});
