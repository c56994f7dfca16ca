import { describe, expect, it } from 'vitest';
import { traceToJson } from '../../../src/sim/export/traceJson';
import { traceToPcap } from '../../../src/sim/export/tracePcap';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import { scenario } from './helpers';

describe('determinism', () => {
  it.each([{}, { messageBytes: 100_000, pathMtu: 1024, iommu: true }, { post: 'inline', messageBytes: 200 }])(
    'the same scenario gives the same trace, byte for byte (%o)',
    (input) => {
      const a = buildTrace(scenario(input));
      const b = buildTrace(scenario(input));
      expect(traceToJson(a)).toBe(traceToJson(b));
      expect(traceToPcap(a)).toEqual(traceToPcap(b));
    },
  );

  it('different scenarios give different bytes', () => {
    expect(traceToJson(buildTrace(scenario({ rkey: 0x1235 })))).not.toBe(traceToJson(buildTrace(scenario({}))));
  });
});
