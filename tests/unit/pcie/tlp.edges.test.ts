import { describe, expect, it } from 'vitest';
import { allFields, coverageProblems } from '../../../src/sim/bytes/field';
import { toHex } from '../../../src/sim/bytes/hex';
import {
  byteSpan,
  decodeTlp,
  encodeCompletionWithData,
  encodeMemRead,
  encodeMemWrite,
  formatBdf,
  tlpHeaderBytes,
} from '../../../src/sim/pcie/tlp';
import { en } from '../support/en';

const bytes = (n: number, seed = 1) => Uint8Array.from({ length: n }, (_, i) => (i * 7 + seed) & 0xff);
const GIB4 = 1n << 32n;

describe('3-DW vs 4-DW header at the 4 GiB edge', () => {
  it('uses 12 B below 4 GiB and 16 B at or above', () => {
    expect(tlpHeaderBytes(GIB4 - 1n, true)).toBe(12);
    expect(tlpHeaderBytes(GIB4, false)).toBe(16);
    expect(tlpHeaderBytes(0n, true)).toBe(12);
  });

  it('a request ending exactly at 4 GiB is MWr32/MRd32; one starting at 4 GiB is MWr64/MRd64', () => {
    const below = encodeMemWrite({ requesterId: 1, tag: 0, address: GIB4 - 4096n, data: bytes(4096) });
    expect(below.bytes[0]).toBe(0x40);
    expect(below.bytes.length).toBe(12 + 4096);
    const last = encodeMemRead({ requesterId: 1, tag: 0, address: GIB4 - 1n, length: 1 });
    expect(toHex(last.bytes)).toBe('00000001' + '00010008' + 'fffffffc');
    const at = encodeMemWrite({ requesterId: 1, tag: 0, address: GIB4, data: bytes(4) });
    expect(toHex(at.bytes.subarray(0, 16))).toBe('60000001' + '0001000f' + '00000001' + '00000000');
    expect(encodeMemRead({ requesterId: 1, tag: 0, address: GIB4, length: 4 }).bytes[0]).toBe(0x20);
  });
});

describe('Length field', () => {
  it('0 encodes 1024 DW for a 4096-B MWr, MRd and CplD', () => {
    const w = encodeMemWrite({ requesterId: 0, tag: 0, address: 0x1000n, data: bytes(4096) });
    expect(w.bytes[2] & 3).toBe(0);
    expect(w.bytes[3]).toBe(0);
    const lengthField = allFields(w.fields).find((f) => f.name === 'Length')!;
    expect(en(lengthField.meaning)).toBe('0 encodes 1024 DW: 1024 DW = 4096 B of payload');
    const d = decodeTlp(w.bytes);
    expect(d.kind === 'MWr' && d.data.length).toBe(4096);
    expect(d.lengthDw).toBe(1024);
    const r = encodeMemRead({ requesterId: 0, tag: 0, address: 0x7f00_0000_0000n, length: 4096 });
    expect(toHex(r.bytes.subarray(0, 4))).toBe('20000000');
    expect(decodeTlp(r.bytes)).toMatchObject({ kind: 'MRd', length: 4096, lengthDw: 1024 });
    const c = encodeCompletionWithData({ completerId: 0, requesterId: 0, tag: 0, byteCount: 4096, address: 0x2000n, data: bytes(4096) });
    expect(toHex(c.bytes.subarray(0, 8))).toBe('4a000000' + '00000000');
    expect(decodeTlp(c.bytes)).toMatchObject({ kind: 'CplD', byteCount: 4096 });
  });
});

describe('byte enables for byte-granular requests', () => {
  it('1-DW request: enables in FirstBE, LastBE = 0', () => {
    expect(byteSpan(0x1001n, 2)).toEqual({ lengthDw: 1, firstBe: 0b0110, lastBe: 0, leadingLanes: 1, trailingLanes: 1 });
    expect(byteSpan(0x1000n, 4)).toEqual({ lengthDw: 1, firstBe: 0xf, lastBe: 0, leadingLanes: 0, trailingLanes: 0 });
  });

  it('2-DW request straddling a DW boundary', () => {
    expect(byteSpan(0x1003n, 2)).toEqual({ lengthDw: 2, firstBe: 0b1000, lastBe: 0b0001, leadingLanes: 3, trailingLanes: 3 });
  });

  it('disabled lanes are 0 bytes, labelled, and dropped again by the decoder', () => {
    const data = Uint8Array.of(0xaa, 0xbb, 0xcc);
    const t = encodeMemWrite({ requesterId: 0x8100, tag: 0, address: 0x10002n, data });
    expect(toHex(t.bytes)).toBe('40000002' + '8100001c' + '00010000' + '0000aabb' + 'cc000000');
    expect(coverageProblems(t.fields, t.bytes.length)).toEqual([]);
    const names = allFields(t.fields).map((f) => f.path);
    expect(names).toContain('Payload.DisabledLeadingLanes');
    expect(names).toContain('Payload.DisabledTrailingLanes');
    const lead = allFields(t.fields).find((f) => f.path === 'Payload.DisabledLeadingLanes')!;
    expect(en(lead.meaning)).toMatch(/not written/);
    expect(decodeTlp(t.bytes)).toMatchObject({ kind: 'MWr', address: 0x10002n, data, firstBe: 0b1100, lastBe: 0b0001 });
  });

  it('CplD starting mid-DW: Lower Address low bits pick the lane', () => {
    const data = Uint8Array.of(1, 2, 3, 4, 5);
    const t = encodeCompletionWithData({ completerId: 0, requesterId: 0x8100, tag: 3, byteCount: 5, address: 0x7f0000000083n, data });
    expect(toHex(t.bytes)).toBe('4a000002' + '00000005' + '81000303' + '00000001' + '02030405');
    expect(coverageProblems(t.fields, t.bytes.length)).toEqual([]);
    expect(decodeTlp(t.bytes)).toMatchObject({ kind: 'CplD', lowerAddress: 3, byteCount: 5, data });
  });
});

describe('what PCIe forbids throws RangeError', () => {
  it('crossing a 4 KiB boundary', () => {
    expect(() => encodeMemWrite({ requesterId: 0, tag: 0, address: 0xfffn, data: bytes(2) })).toThrow(/4 KiB/);
    expect(() => encodeMemRead({ requesterId: 0, tag: 0, address: 0x7f0000000f00n, length: 512 })).toThrow(RangeError);
    expect(() =>
      encodeCompletionWithData({ completerId: 0, requesterId: 0, tag: 0, byteCount: 300, address: 0xf00n, data: bytes(64) }),
    ).toThrow(/4 KiB/);
  });

  it('over 4096 B, or empty', () => {
    expect(() => encodeMemWrite({ requesterId: 0, tag: 0, address: 0n, data: bytes(4097) })).toThrow(RangeError);
    expect(() => encodeMemRead({ requesterId: 0, tag: 0, address: 0n, length: 0 })).toThrow(RangeError);
    expect(() => encodeMemWrite({ requesterId: 0, tag: 0, address: 0n, data: new Uint8Array(0) })).toThrow(RangeError);
  });

  it('a non-final completion that ends mid-DW, or a Byte Count below the payload', () => {
    expect(() => encodeCompletionWithData({ completerId: 0, requesterId: 0, tag: 0, byteCount: 10, address: 0n, data: bytes(5) })).toThrow(
      /DW boundary/,
    );
    expect(() => encodeCompletionWithData({ completerId: 0, requesterId: 0, tag: 0, byteCount: 4, address: 0n, data: bytes(5) })).toThrow(
      RangeError,
    );
  });

  it('decoder rejects inconsistent lengths and unmodelled TLPs', () => {
    const t = encodeMemWrite({ requesterId: 0, tag: 0, address: 0n, data: bytes(8) });
    expect(() => decodeTlp(t.bytes.subarray(0, 18))).toThrow(RangeError);
    expect(() => decodeTlp(Uint8Array.of(0x04, 0, 0, 1, 0, 0, 0, 0xf, 0, 0, 0, 0))).toThrow(/unsupported/);
  });
});

it('formats IDs as bus:device.function', () => {
  expect(formatBdf(0x8100)).toBe('81:00.0');
  expect(formatBdf(0x0000)).toBe('00:00.0');
  expect(formatBdf(0x3a0b)).toBe('3a:01.3');
});

it('byte-enable meanings name the lanes', () => {
  const t = encodeMemWrite({ requesterId: 0, tag: 0, address: 0x10002n, data: Uint8Array.of(1, 2, 3) });
  const f = (name: string) => en(allFields(t.fields).find((x) => x.name === name)!.meaning);
  expect(f('FirstBE')).toBe('byte lanes 2-3 of the first DW are written');
  expect(f('LastBE')).toBe('byte lane 0 of the last DW is written');
  const r = encodeMemRead({ requesterId: 0, tag: 0, address: 0n, length: 4 });
  expect(en(allFields(r.fields).find((x) => x.name === 'LastBE')!.meaning)).toMatch(/^0000: a 1-DW request/);
});
