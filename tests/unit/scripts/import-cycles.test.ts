// The scripts import no loop of files, as functions/src does not (tests/unit/functions/imports.test.ts):
// a loop makes which module runs first depend on which one a command starts from.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, readGraph } from '../functions/import-graph';

const scripts = path.resolve(import.meta.dirname, '../../../scripts');

describe('scripts/', () => {
  const graph = readGraph(scripts);

  it('is read whole, .mjs files and all', () => {
    expect(graph.get('start')?.has('lib/local')).toBe(true);
  });

  it('has no import cycle between files', () => {
    expect(cycles(graph)).toEqual([]);
  });
});
