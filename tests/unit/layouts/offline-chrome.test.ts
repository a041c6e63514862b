// @vitest-environment happy-dom
// Every page's offline parts (src/layouts/offline-chrome.ts): the family's manifest is linked
// on a device that signed in, read by the same key services/signed-in-before.ts writes.
import { afterEach, describe, expect, it } from 'vitest';
import { SIGNED_IN_FLAG, linkFamilyManifest } from '../../../src/layouts/offline-chrome';
import { SIGNED_IN_KEY, rememberSignedIn } from '../../../src/services/signed-in-before';

afterEach(() => localStorage.clear());

describe('the offline chrome', () => {
  it('reads the signed-in flag by the key signed-in-before.ts writes', () => {
    expect(SIGNED_IN_FLAG).toBe(SIGNED_IN_KEY);
  });

  it("links the family's manifest, in the page's language, only on a device that signed in", () => {
    document.head.innerHTML = '<link rel="manifest" href="/sw/app.webmanifest">';
    linkFamilyManifest();
    expect(document.querySelector('link')!.getAttribute('href')).toBe('/sw/app.webmanifest');
    rememberSignedIn(true);
    linkFamilyManifest();
    expect(document.querySelector('link')!.getAttribute('href')).toMatch(/\/sw\/app-family\.webmanifest$/);
  });
});
