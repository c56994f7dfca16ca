import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from '../../support/importGraph';

const root = join(import.meta.dirname, '..', '..', '..');
const sample = (name: string) => join(root, 'tests/fixtures/import-graph', name);

describe('src has no import cycle, type imports included', () => {
  it('src/ has 0 import cycles', () => {
    expect(importCycles(importGraph(join(root, 'src')), root)).toEqual([]);
  });

  it('the check finds a cycle closed by type imports alone, and none once it is cut (it can fail)', () => {
    expect(importCycles(importGraph(sample('cycle')), root)).toEqual([
      ['tests/fixtures/import-graph/cycle/span.ts', 'tests/fixtures/import-graph/cycle/timeline.ts'],
    ]);
    expect(importCycles(importGraph(sample('acyclic')), root)).toEqual([]);
  });
});
