import { describe, expect, it } from 'vitest';
import { islandRuntimeLast } from '../../../src/integrations/lean-pages/island-runtime-last.mjs';

const directive = '<script>(()=>{(self.Astro||(self.Astro={})).load=1;})();</script>';
const runtime = '<script>(()=>{customElements.get("astro-island")||customElements.define("astro-island",f)})();</script>';
const glance = '<script>(()=>{document.title="x"})();</script>';

describe('islandRuntimeLast', () => {
  it("moves Astro's directive and island element, in their order, to the body's end", () => {
    const html = `<body><main>${glance}${directive}${runtime}<astro-island></astro-island></main><footer></footer></body>`;
    expect(islandRuntimeLast(html)).toBe(
      `<body><main>${glance}<astro-island></astro-island></main><footer></footer>${directive}${runtime}</body>`,
    );
  });

  it('leaves a page with no island, and any other inline script, as it is', () => {
    const html = `<body>${glance}<p>hi</p></body>`;
    expect(islandRuntimeLast(html)).toBe(html);
  });
});
