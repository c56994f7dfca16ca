import { describe, expect, it } from 'vitest';
import { allFields, coverageProblems, leafFields } from '../../../src/sim/bytes/field';
import { fromHex, toHex } from '../../../src/sim/bytes/hex';
import { icrcMaskedCopy, nativeIbIcrc } from '../../../src/sim/ib/icrc';
import { decodeIbPacket, encodeIbPacket, ibPacketLength } from '../../../src/sim/ib/packet';
import { en } from '../support/en';

// A worked example (computed, not captured): native IB RDMA WRITE ONLY, 8-byte payload "ABCDEFGH", local packet.
const A3 = fromHex(`
  00 02 00 02 00 0c 00 01 0a 00 ff ff 00 00 00 12
  80 00 00 01 00 00 7f 00 00 00 10 00 00 00 12 34
  00 00 00 08 41 42 43 44 45 46 47 48 7c b3 89 f8
  58 ff`)!;

const spec = {
  lrh: { vl: 0, lver: 0, sl: 0, lnh: 2, dlid: 2, slid: 1 },
  bth: { opcode: 0x0a, se: false, migReq: false, tver: 0, pkey: 0xffff, fecn: false, becn: false, destQp: 0x12, ackReq: true, psn: 1 },
  reth: { va: 0x00007f0000001000n, rkey: 0x1234, dmaLength: 8 },
  payload: new TextEncoder().encode('ABCDEFGH'),
  links: { dlid: 'lidB', slid: 'lidA', destQp: 'qpnB' },
} as const;

describe('native IB golden packet', () => {
  const { bytes, fields } = encodeIbPacket({ ...spec, links: { ...spec.links } });

  it('encodes exactly the 50 bytes of the golden packet', () => {
    expect(toHex(bytes, ' ')).toBe(toHex(A3, ' '));
    expect(bytes.length).toBe(ibPacketLength(8, true, false));
  });

  it('ICRC 0xF889B37C goes LSB first, VCRC 0xFF58 LSB first', () => {
    expect(nativeIbIcrc(bytes.subarray(0, 44))).toBe(0xf889b37c);
    const d = decodeIbPacket(bytes);
    expect(d.icrc).toBe(0xf889b37c);
    expect(d.vcrc).toBe(0xff58);
    expect(d.icrcOk && d.vcrcOk).toBe(true);
    const icrc = allFields(fields).find((f) => f.path === 'ICRC')!;
    expect(icrc.value).toBe('0xf889b37c (wire 7c b3 89 f8, LSB first)');
    expect(allFields(fields).find((f) => f.path === 'VCRC')!.value).toBe('0xff58 (wire 58 ff, LSB first)');
  });

  it('never mutates its input, even a Node Buffer (whose slice is a view)', () => {
    const buf = Buffer.from(A3);
    nativeIbIcrc(buf.subarray(0, 44));
    icrcMaskedCopy(buf);
    decodeIbPacket(buf);
    expect(toHex(buf)).toBe(toHex(A3));
  });

  it('the ICRC mask of a local packet is LRH.VL and BTH byte 4', () => {
    const masked = icrcMaskedCopy(bytes);
    const changed = [...masked].flatMap((b, i) => (b !== bytes[i] ? [i] : []));
    expect(changed).toEqual([0, 12]);
    expect(masked[0]).toBe(0xf0);
    expect(masked[12]).toBe(0xff);
    const maskedLeaves = leafFields(fields)
      .filter((f) => f.icrcMasked)
      .map((f) => f.path);
    expect(maskedLeaves).toEqual(['LRH.VL', 'BTH.FECN', 'BTH.BECN', 'BTH.Resv6']);
  });

  it('has a complete field tree with the expected groups and links', () => {
    expect(coverageProblems(fields, bytes.length)).toEqual([]);
    expect(fields.map((f) => f.name)).toEqual(['LRH', 'BTH', 'RETH', 'Payload', 'ICRC', 'VCRC']);
    const byPath = new Map(allFields(fields).map((f) => [f.path, f]));
    const links = Object.fromEntries([...byPath].filter(([, f]) => f.link).map(([p, f]) => [p, f.link]));
    expect(links).toEqual({
      'LRH.DLID': 'lidB',
      'LRH.SLID': 'lidA',
      'BTH.P_Key': 'pkey',
      'BTH.DestQP': 'qpnB',
      'BTH.PSN': 'psn',
      'RETH.VA': 'remoteVa',
      'RETH.R_Key': 'rkey',
      'RETH.DMA_Length': 'length',
      Payload: 'payload',
    });
    expect(en(byPath.get('LRH.PktLen')!.meaning)).toContain('12 words = 48 B');
    expect(en(byPath.get('BTH.DestQP')!.meaning)).toContain('host B');
    expect(en(byPath.get('BTH.OpCode')!.meaning)).toContain('RC RDMA WRITE ONLY');
    for (const f of allFields(fields)) expect(en(f.meaning).length, f.path).toBeGreaterThan(8);
  });

  it('rejects a spec whose extra headers do not match its opcode', () => {
    expect(() => encodeIbPacket({ ...spec, bth: { ...spec.bth, opcode: 0x07 } })).toThrow(/has no reth/);
    expect(() => encodeIbPacket({ ...spec, reth: undefined })).toThrow(/needs reth/);
  });
});
