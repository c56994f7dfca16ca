import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coverageProblems } from '../../../src/sim/bytes/field';
import { artifactKind } from '../../../src/sim/trace/artifactTypes';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import type { ArtifactSet } from '../../../src/sim/trace/types';
import { propertyRuns } from '../support/propertyRuns';
import { arbScenario, scenario } from './helpers';

/** Indices to inspect in a set: all of a small one, the ends and a few in between of a big one. */
function sample(set: ArtifactSet): number[] {
  if (set.count <= 64) return Array.from({ length: set.count }, (_, i) => i);
  return [0, 1, 2, Math.floor(set.count / 2), set.count - 2, set.count - 1];
}

describe('every byte of every artifact is explained exactly once', () => {
  it.each([
    ['default', {}],
    ['64 KiB', { messageBytes: 65536 }],
    ['BlueFlame', { post: 'blueflame', messageBytes: 300 }],
    ['inline 220 B', { post: 'inline', messageBytes: 220 }],
    ['zero-length', { messageBytes: 0 }],
    [
      'unaligned, IOMMU, 3 switches',
      { messageBytes: 10_001, remoteVa: '0x7f0000000ffd', localVa: '0x7f1234560003', iommu: true, ib: { switchHops: 3 } },
    ],
    ['BAR above 4 GiB', { bar0: '0x10000000000', post: 'blueflame' }],
    ['1 GiB (sampled)', { messageBytes: 2 ** 30 }],
  ])('%s', (_name, input) => {
    const t = buildTrace(scenario(input));
    for (const step of t.steps) {
      for (const set of step.artifacts) {
        for (const i of sample(set)) {
          const a = set.at(i);
          expect(coverageProblems(a.fields, a.bytes.length), `${step.id} ${a.label}`).toEqual([]);
          expect(artifactKind(a.type)).toBe(set.kind);
        }
      }
    }
  });

  it('holds on random scenarios', () => {
    fc.assert(
      fc.property(arbScenario, (s) => {
        for (const step of buildTrace(s).steps)
          for (const set of step.artifacts)
            for (const i of sample(set)) {
              const a = set.at(i);
              expect(coverageProblems(a.fields, a.bytes.length)).toEqual([]);
            }
      }),
      { numRuns: propertyRuns(25) },
    );
  });
});
