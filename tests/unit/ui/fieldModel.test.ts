import { describe, expect, it } from 'vitest';
import { DEFAULT_SCENARIO } from '../../../src/sim/scenario/defaults';
import { parseScenario } from '../../../src/sim/scenario/parseScenario';
import { traceOf } from '../../../src/store/traceCache';
import { ancestorsOf, buildFieldModel, byteRange, leavesAtByte } from '../../../src/views/bytes/fieldModel';
import { COVER, computeHighlight, HIGHLIGHTED, MASK_ON, rowHighlighted } from '../../../src/views/bytes/highlight';

const packet = () => {
  const step = traceOf(DEFAULT_SCENARIO).steps.find((s) => s.id === 'A3.transmit')!;
  const a = step.artifacts[0].at(0);
  return { a, m: buildFieldModel(a.fields, a.bytes.length) };
};

describe('byte -> field lookup', () => {
  it('finds the single leaf of a whole byte', () => {
    const { m } = packet();
    expect(leavesAtByte(m, 8).map((f) => f.path)).toEqual(['BTH.OpCode']);
    expect(leavesAtByte(m, 20).map((f) => f.path)).toEqual(['RETH.VA']);
  });

  it('lists every bit field sharing a byte, in bit order', () => {
    const { m } = packet();
    expect(leavesAtByte(m, 9).map((f) => f.name)).toEqual(['SE', 'M', 'PadCnt', 'TVer']);
    expect(leavesAtByte(m, 0).map((f) => f.name)).toEqual(['VL', 'LVer']);
    expect(leavesAtByte(m, 4).map((f) => f.name)).toEqual(['Rsv5', 'PktLen']);
    expect(leavesAtByte(m, 5).map((f) => f.name)).toEqual(['PktLen']);
  });

  it('covers every byte of the artifact with at least one leaf', () => {
    const { a, m } = packet();
    for (let i = 0; i < a.bytes.length; i++) expect(leavesAtByte(m, i).length).toBeGreaterThan(0);
  });

  it('works on a 4 KiB packet without scanning bytes', () => {
    const r = parseScenario({ messageBytes: 65536 });
    if (!r.ok) throw new Error('scenario');
    const a = traceOf(r.scenario)
      .steps.find((s) => s.id === 'A3.transmit')!
      .artifacts[0].at(3);
    const m = buildFieldModel(a.fields, a.bytes.length);
    expect(a.bytes.length).toBeGreaterThan(4096);
    expect(leavesAtByte(m, 2000).map((f) => f.name)).toEqual(['Payload']);
    expect(leavesAtByte(m, a.bytes.length - 1).map((f) => f.name)).toEqual(['VCRC']);
  });

  it('gives byte ranges of sub-byte and multi-byte fields', () => {
    const { m } = packet();
    expect(byteRange(m.byPath.get('LRH.PktLen')!)).toEqual([4, 6]);
    expect(byteRange(m.byPath.get('LRH.VL')!)).toEqual([0, 1]);
    expect(byteRange(m.byPath.get('RETH')!)).toEqual([20, 36]);
    expect(ancestorsOf(m, 'RETH.VA')).toEqual(['RETH']);
  });
});

describe('ICRC masking', () => {
  it('records the masked bits per byte', () => {
    const { m } = packet();
    expect(m.byteMask[0]).toBe(0xf0); // LRH.VL, the high nibble
    expect(m.byteMask[12]).toBe(0xff); // FECN, BECN, Resv6
    expect(m.byteMask[13]).toBe(0);
    expect(m.icrc).toEqual({ path: 'ICRC', coverEnd: 44 });
  });

  it('highlights the coverage and marks masked bytes when the ICRC is focused', () => {
    const { m } = packet();
    const h = computeHighlight(m, { kind: 'field', path: 'ICRC' }, null);
    expect(h.icrcFocused).toBe(true);
    expect(h.bytes[44] & HIGHLIGHTED).toBeTruthy();
    expect(h.bytes[10] & COVER).toBeTruthy();
    expect(h.bytes[12] & MASK_ON).toBeTruthy();
    expect(h.bytes[13] & MASK_ON).toBeFalsy();
    expect(h.bytes[48]).toBe(0); // VCRC is not covered by the ICRC
    expect(h.paths.has('BTH.FECN')).toBe(true);
  });
});

describe('linked highlighting', () => {
  it('highlights every field carrying the selected link', () => {
    const step = traceOf({ ...DEFAULT_SCENARIO, post: 'doorbell' }).steps.find((s) => s.id === 'A3.wqe-fetch')!;
    const a = step.artifacts[1].at(0);
    const m = buildFieldModel(a.fields, a.bytes.length);
    const h = computeHighlight(m, null, 'remoteVa');
    expect([...h.paths]).toEqual(['Payload.Data.WQE.raddr.raddr']);
    expect(rowHighlighted(h.paths, 'Payload.Data.WQE', true)).toBe(true);
    expect(rowHighlighted(h.paths, 'Payload.Data.WQE', false)).toBe(false);
  });
});
