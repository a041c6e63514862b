import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { islandRuntimeInFile, islandRuntimeOf } from '../../../src/integrations/lean-pages/island-runtime-file.mjs';

const directive = '(()=>{(self.Astro||(self.Astro={})).load=1;})();';
const runtime = '(()=>{customElements.get("astro-island")||customElements.define("astro-island",f)})();';
const glance = '<script>(()=>{document.title="x"})();</script>';
const tag = (js: string) => `<script>${js}</script>`;

describe('islandRuntimeInFile', () => {
  it("moves Astro's directive and island element, in their order, into one file loaded at the body's end", () => {
    const dist = mkdtempSync(join(tmpdir(), 'runtime-'));
    const html = `<body><main>${glance}${tag(directive)}${tag(runtime)}<astro-island></astro-island></main><footer></footer></body>`;
    const out = islandRuntimeInFile(html, dist);
    const file = islandRuntimeOf(html);
    expect(file?.url).toMatch(/^\/_astro\/island-runtime\.[\w-]{10}\.js$/);
    expect(out).toBe(
      `<body><main>${glance}<astro-island></astro-island></main><footer></footer><script type="module" src="${file?.url}"></script></body>`,
    );
    expect(readFileSync(join(dist, String(file?.url)), 'utf8')).toBe(`${directive}\n${runtime}`);
  });

  it('names the same runtime by the same file, and another by another', () => {
    const one = islandRuntimeOf(`<body>${tag(directive)}${tag(runtime)}</body>`);
    expect(islandRuntimeOf(`<p>other page</p>${tag(directive)}${tag(runtime)}`)?.url).toBe(one?.url);
    expect(islandRuntimeOf(`${tag(runtime)}`)?.url).not.toBe(one?.url);
  });

  it('leaves a page with no island, and any other inline script, as it is', () => {
    const html = `<body>${glance}<p>hi</p></body>`;
    expect(islandRuntimeInFile(html, mkdtempSync(join(tmpdir(), 'runtime-')))).toBe(html);
  });
});
