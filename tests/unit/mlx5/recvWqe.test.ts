import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allFields, coverageProblems, type Field, leafFields } from '../../../src/sim/bytes/field';
import { toHex } from '../../../src/sim/bytes/hex';
import { decodeRecvWqe, encodeRecvWqe, recvWqeStride } from '../../../src/sim/mlx5/recvWqe';
import { en } from '../support/en';
import { propertyRuns } from '../support/propertyRuns';

const segments = (...rows: string[]) => rows.join('').replace(/ /g, '');
const meaning = (fields: Field[], path: string) => en(allFields(fields).find((f) => f.path === path)?.meaning);
const BUF = { addr: 0x00007f0000002000n, lkey: 0xabcd, length: 1000 };

function expectExplained(wqe: { bytes: Uint8Array; fields: Field[] }) {
  expect(coverageProblems(wqe.fields, wqe.bytes.length)).toEqual([]);
  for (const f of leafFields(wqe.fields)) expect(en(f.meaning).length, f.path).toBeGreaterThan(1);
}

describe('RQ stride (mlx5_calc_rcv_wqe)', () => {
  it.each([
    [0, 16],
    [1, 16],
    [2, 32],
    [3, 64],
    [4, 64],
    [5, 128],
    [16, 256],
  ])('max_recv_sge %i -> %i-B slots', (maxSge, stride) => {
    expect(recvWqeStride(maxSge)).toBe(stride);
  });

  it('rejects a negative or fractional max_recv_sge', () => {
    expect(() => recvWqeStride(-1)).toThrow(RangeError);
    expect(() => recvWqeStride(1.5)).toThrow(RangeError);
  });
});

describe('golden receive WQEs (mlx5_post_recv)', () => {
  it('max_recv_sge 3: two buffers (a zero-length one skipped), the end entry, 16 B not written', () => {
    const wqe = encodeRecvWqe({
      sges: [BUF, { addr: 0x1n, lkey: 1, length: 0 }, { ...BUF, addr: 0x00007f0000003000n, length: 16 }],
      maxSge: 3,
    });
    expect(toHex(wqe.bytes)).toBe(
      segments(
        '000003e8 0000abcd 00007f00 00002000', // data0: byte_count 1000 | lkey | addr
        '00000010 0000abcd 00007f00 00003000', // data1: byte_count 16 | lkey | addr
        '00000000 00000100 00000000 00000000', // end: byte_count 0 | MLX5_INVALID_LKEY | addr 0
        '00000000 00000000 00000000 00000000', // not written by mlx5_post_recv
      ),
    );
    expect([wqe.stride, wqe.maxGs]).toEqual([64, 4]);
    expectExplained(wqe);
    expect(meaning(wqe.fields, 'end')).toMatch(/fewer than rq.max_gs = 4/);
    expect(meaning(wqe.fields, 'end.lkey')).toMatch(/MLX5_INVALID_LKEY/);
    expect(meaning(wqe.fields, 'unwritten')).toMatch(/^16 B of the 64-B RQ slot .*shown as 0/);
  });

  it('a full slot has no end entry: 1 SGE with max_recv_sge 1 is one 16-B data segment', () => {
    const wqe = encodeRecvWqe({ sges: [BUF], maxSge: 1 });
    expect(toHex(wqe.bytes)).toBe(segments('000003e8 0000abcd 00007f00 00002000')); // data0
    expectExplained(wqe);
  });

  it('max_gs is the rounded slot: max_recv_sge 3 takes 4 SGEs, and then writes no end entry', () => {
    const wqe = encodeRecvWqe({ sges: [BUF, BUF, BUF, BUF], maxSge: 3 });
    expect(wqe.bytes.length).toBe(64);
    expect(allFields(wqe.fields).map((f) => f.path)).not.toContain('end');
    expectExplained(wqe);
  });

  it('no SGE at all: only the end entry (the RQ slot still counts as a posted WQE)', () => {
    const wqe = encodeRecvWqe({ sges: [], maxSge: 2 });
    expect(toHex(wqe.bytes)).toBe(segments('00000000 00000100 00000000 00000000', '00000000 00000000 00000000 00000000'));
    expect(decodeRecvWqe(wqe.bytes).sges).toEqual([]);
  });

  it('rejects more SGEs than the slot holds (EINVAL), and the end-marker lkey in a real entry', () => {
    expect(() => encodeRecvWqe({ sges: [BUF, BUF, BUF, BUF, BUF], maxSge: 3 })).toThrow(/holds 4.*EINVAL/);
    expect(() => encodeRecvWqe({ sges: [{ ...BUF, lkey: 0x100 }], maxSge: 1 })).toThrow(/MLX5_INVALID_LKEY/);
    expect(() => decodeRecvWqe(new Uint8Array(48))).toThrow(RangeError);
  });
});

describe('decodeRecvWqe(encodeRecvWqe(x)) == x', () => {
  const sge = fc.record({
    addr: fc.bigInt(0n, (1n << 64n) - 1n),
    lkey: fc.integer({ min: 0, max: 0xffffffff }).filter((k) => k !== 0x100),
    length: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 0xffffffff })),
  });
  const spec = fc
    .integer({ min: 0, max: 16 })
    .chain((maxSge) => fc.record({ maxSge: fc.constant(maxSge), sges: fc.array(sge, { maxLength: recvWqeStride(maxSge) / 16 }) }));

  it('any scatter list that fits, every byte explained', () => {
    fc.assert(
      fc.property(spec, (x) => {
        const wqe = encodeRecvWqe(x);
        expect(wqe.bytes.length).toBe(recvWqeStride(x.maxSge));
        expectExplained(wqe);
        expect(decodeRecvWqe(wqe.bytes)).toEqual({ sges: x.sges.filter((s) => s.length > 0), stride: wqe.stride, maxGs: wqe.maxGs });
      }),
      { numRuns: propertyRuns(300) },
    );
  });
});
