import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allFields, coverageProblems, type Field } from '../../../src/sim/bytes/field';
import { toHex } from '../../../src/sim/bytes/hex';
import { BF_BUF_BYTES } from '../../../src/sim/mlx5/uar';
import { decodeRdmaWriteWqe, encodeRdmaWriteWqe, type RdmaWriteWqeSpec } from '../../../src/sim/mlx5/wqe';
import { en } from '../support/en';
import { propertyRuns } from '../support/propertyRuns';

const field = (fields: Field[], path: string) => {
  const f = allFields(fields).find((x) => x.path === path);
  if (!f) throw new Error(`no field ${path}`);
  return f;
};
const ascii = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));
const BASE: RdmaWriteWqeSpec = { wqeIndex: 1, qpn: 0x12, signaled: true, remoteVa: 0x00007f0000001000n, rkey: 0x1234 };

describe('worked-example WQE bytes', () => {
  it('RDMA WRITE, 1 SGE, signaled: ctrl, raddr, data', () => {
    const wqe = encodeRdmaWriteWqe({ ...BASE, sge: { addr: 0x00007f1234560000n, lkey: 0x5678, length: 8 } });
    expect(toHex(wqe.bytes.subarray(0, 16))).toBe('00000108' + '00001203' + '00000008' + '00000000');
    expect(toHex(wqe.bytes.subarray(16, 32))).toBe('00007f00' + '00001000' + '00001234' + '00000000');
    expect(toHex(wqe.bytes.subarray(32, 48))).toBe('00000008' + '00005678' + '00007f12' + '34560000');
    expect(wqe.bytes.length).toBe(48);
    expect(wqe.ds).toBe(3);
    expect(wqe.basicBlocks).toBe(1);
    expect(coverageProblems(wqe.fields, wqe.bytes.length)).toEqual([]);
  });

  it('inline "ABCDEFGH": third segment 80 00 00 08 41..48 00 00 00 00', () => {
    const wqe = encodeRdmaWriteWqe({ ...BASE, inline: ascii('ABCDEFGH') });
    expect(toHex(wqe.bytes.subarray(32))).toBe('80000008' + '4142434445464748' + '00000000');
    expect(wqe.ds).toBe(3);
    expect(coverageProblems(wqe.fields, wqe.bytes.length)).toEqual([]);
    expect(field(wqe.fields, 'inline.byte_count.inline').bitLength).toBe(1);
    expect(en(field(wqe.fields, 'inline.pad').meaning)).toMatch(/shown as 0/);
  });
});

describe('fields a student follows across artifacts', () => {
  const wqe = encodeRdmaWriteWqe({ ...BASE, sge: { addr: 0x7f1234560000n, lkey: 0x5678, length: 8 } });
  it.each([
    ['raddr.raddr', 'remoteVa'],
    ['raddr.rkey', 'rkey'],
    ['data.lkey', 'lkey'],
    ['data.addr', 'localVa'],
    ['data.byte_count', 'length'],
    ['ctrl.qpn_ds.qpn', 'qpnA'],
    ['ctrl.opmod_idx_opcode.wqe_index', 'wqeIndex'],
  ])('%s links as %s', (path, link) => {
    expect(field(wqe.fields, path).link).toBe(link);
  });

  it('fm_ce_se: CQ_UPDATE 0x08 when signaled, 0 when not', () => {
    expect(wqe.bytes[11]).toBe(0x08);
    expect(en(field(wqe.fields, 'ctrl.fm_ce_se.ce').meaning)).toMatch(/MLX5_WQE_CTRL_CQ_UPDATE/);
    const quiet = encodeRdmaWriteWqe({ ...BASE, signaled: false, sge: { addr: 0n, lkey: 1, length: 1 } });
    expect(quiet.bytes[11]).toBe(0);
    expect(decodeRdmaWriteWqe(quiet.bytes).signaled).toBe(false);
  });
});

describe('WQE size', () => {
  it.each([
    [12, 3],
    [13, 4],
    [28, 4],
    [29, 5],
    [220, 16],
  ])('%i B inline -> ds %i', (len, ds) => {
    const wqe = encodeRdmaWriteWqe({ ...BASE, inline: new Uint8Array(len).fill(0x5a) });
    expect(wqe.ds).toBe(ds);
    expect(wqe.bytes.length).toBe(ds * 16);
    expect(wqe.basicBlocks).toBe(Math.ceil(ds / 4));
  });

  it('220 B inline fills exactly one 256-B BlueFlame half', () => {
    expect(encodeRdmaWriteWqe({ ...BASE, inline: new Uint8Array(220) }).bytes.length).toBe(BF_BUF_BYTES);
  });

  it('a zero-length SGE or zero inline bytes get no third segment (ds = 2)', () => {
    for (const extra of [{ sge: { addr: 0x1000n, lkey: 7, length: 0 } }, { inline: new Uint8Array(0) }, {}]) {
      const wqe = encodeRdmaWriteWqe({ ...BASE, ...extra });
      expect(wqe.ds).toBe(2);
      expect(wqe.bytes.length).toBe(32);
      expect(toHex(wqe.bytes.subarray(4, 8))).toBe('00001202');
      expect(coverageProblems(wqe.fields, 32)).toEqual([]);
    }
  });

  it('rejects an SGE and inline data together, and ds beyond 6 bits', () => {
    expect(() => encodeRdmaWriteWqe({ ...BASE, sge: { addr: 0n, lkey: 0, length: 1 }, inline: new Uint8Array(1) })).toThrow(RangeError);
    expect(() => encodeRdmaWriteWqe({ ...BASE, inline: new Uint8Array(1000) })).toThrow(RangeError);
  });

  it('decoding ignores the rest of the basic block', () => {
    const wqe = encodeRdmaWriteWqe({ ...BASE, sge: { addr: 0x10n, lkey: 2, length: 3 } });
    const block = new Uint8Array(64);
    block.set(wqe.bytes);
    expect(decodeRdmaWriteWqe(block)).toMatchObject({ ds: 3, sge: { addr: 0x10n, lkey: 2, length: 3 } });
  });
});

describe('decode(encode(x)) == x', () => {
  const common = fc.record({
    wqeIndex: fc.integer({ min: 0, max: 0xffff }),
    qpn: fc.integer({ min: 0, max: 0xffffff }),
    signaled: fc.boolean(),
    remoteVa: fc.bigInt(0n, (1n << 64n) - 1n),
    rkey: fc.integer({ min: 0, max: 0xffffffff }),
  });
  const payload = fc.oneof(
    fc.record({
      sge: fc.record({
        addr: fc.bigInt(0n, (1n << 64n) - 1n),
        lkey: fc.integer({ min: 0, max: 0xffffffff }),
        length: fc.oneof(fc.integer({ min: 0, max: 0x7fffffff }), fc.integer({ min: 0, max: 64 })),
      }),
    }),
    fc.record({ inline: fc.uint8Array({ minLength: 0, maxLength: 220 }) }),
  );

  it('SGE and inline WQEs, with full field coverage', () => {
    fc.assert(
      fc.property(common, payload, (c, p) => {
        const spec: RdmaWriteWqeSpec = { ...c, ...p };
        const wqe = encodeRdmaWriteWqe(spec);
        expect(wqe.bytes.length).toBe(wqe.ds * 16);
        expect(coverageProblems(wqe.fields, wqe.bytes.length)).toEqual([]);
        const { ds, ...back } = decodeRdmaWriteWqe(wqe.bytes);
        expect(ds).toBe(wqe.ds);
        // A zero-length payload encodes as no segment at all, however it was given.
        const expected: RdmaWriteWqeSpec = { ...c };
        if ('sge' in p && p.sge.length > 0) expected.sge = p.sge;
        if ('inline' in p && p.inline.length > 0) expected.inline = p.inline;
        expect(back).toEqual(expected);
      }),
      { numRuns: propertyRuns(300) },
    );
  });
});
