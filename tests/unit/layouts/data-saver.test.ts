// @vitest-environment happy-dom
// Data saver (src/layouts/data-saver.ts): decorative images not yet fetched become empty
// drawings of their own proportions; an image that says something, or is already on screen, stays.
import { describe, expect, it } from 'vitest';
import { skipDecorativeImages } from '../../../src/layouts/data-saver';

describe('data saver', () => {
  it('swaps each decorative lazy image for an empty drawing of its size, leaving the others', () => {
    document.body.innerHTML = `
      <img id="kid" src="/_astro/kid.svg" alt="" width="480" height="420" loading="lazy">
      <img id="art" src="/_astro/art.svg" srcset="/_astro/art-2x.svg 2x" alt="" width="400" height="240" loading="lazy">
      <img id="logo" src="/_astro/logo.svg" alt="JengaCode" width="40" height="40" loading="lazy">
      <img id="eager" src="/_astro/hero.svg" alt="" width="10" height="10">`;
    expect(skipDecorativeImages()).toBe(2);
    const src = (id: string) => document.getElementById(id)!.getAttribute('src');
    expect(src('kid')).toBe("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 480 420'/%3E");
    expect(src('art')).toContain("viewBox='0 0 400 240'");
    expect(document.getElementById('art')!.hasAttribute('srcset')).toBe(false);
    expect(src('logo')).toBe('/_astro/logo.svg');
    expect(src('eager')).toBe('/_astro/hero.svg');
  });
});
