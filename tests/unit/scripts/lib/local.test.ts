// Runs on one machine take ports by offset (scripts/lib/local.mjs): the second run a test
// starts beside a run (tests/functions/platform/local-runs.test.ts) must take no port of any
// run at a hundred, nor share its project or functions folder with it.
import { describe, expect, it } from 'vitest';
import { localSetup, secondRunOffset } from '../../../../scripts/lib/local.mjs';

const hundreds = Array.from({ length: 10 }, (_, i) => i * 100);
const portsOf = (offset: number) => Object.values(localSetup(offset).ports) as number[];

describe('local runs side by side', () => {
  it("gives a test's second run ports no run at a hundred takes", () => {
    const taken = new Set(hundreds.flatMap(portsOf));
    for (const offset of hundreds) {
      const second = portsOf(secondRunOffset(offset));
      expect(new Set(second).size).toBe(second.length);
      expect(second.filter((port) => taken.has(port))).toEqual([]);
    }
  });

  it('gives every run its own project and functions folder', () => {
    const runs = [...hundreds, ...hundreds.map(secondRunOffset)].map(localSetup);
    expect(new Set(runs.map((r) => r.projectId)).size).toBe(runs.length);
    expect(new Set(runs.map((r) => r.functionsDir)).size).toBe(runs.length);
    expect(new Set(runs.map((r) => r.configFile)).size).toBe(runs.length);
  });
});
