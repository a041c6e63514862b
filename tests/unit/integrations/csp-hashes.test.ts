// The CSP follows the build: one hash for each inline script, JSON-LD left out, other sources kept.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, withScriptHashes } from '../../../src/integrations/csp-hashes/hashes.mjs';

const hashOf = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

describe('the CSP hashes of a build', () => {
  it('hashes each inline script exactly as written, and no external script or JSON-LD', () => {
    const html =
      '<script>a()</script><script type="module" src="/x.js"></script>' +
      '<script type="application/ld+json">{"@type":"School"}</script><script is="x">\n b() </script>';
    expect(inlineScriptHashes(html)).toEqual([hashOf('a()'), hashOf('\n b() ')]);
  });

  it("replaces the policy's hashes with the build's, sorted and once each, keeping every other source", () => {
    const csp = "default-src 'self'; script-src 'self' 'sha256-old=' https://js.paystack.co; style-src 'self'";
    expect(withScriptHashes(csp, ["'sha256-b='", "'sha256-a='", "'sha256-b='"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a=' 'sha256-b=' https://js.paystack.co; style-src 'self'",
    );
  });

  it('leaves no hash behind when the build has no inline script', () => {
    expect(withScriptHashes("script-src 'self' 'sha256-old='; img-src 'self'", [])).toBe("script-src 'self'; img-src 'self'");
  });
});
