import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ByteReader } from '../../../src/sim/bytes/byteReader';
import { ByteWriter } from '../../../src/sim/bytes/byteWriter';
import { coverageProblems } from '../../../src/sim/bytes/field';
import { decodeAeth, encodeAeth } from '../../../src/sim/ib/aeth';
import { type Bth, decodeBth, encodeBth } from '../../../src/sim/ib/bth';
import { decodeGrh, encodeGrh, type Grh } from '../../../src/sim/ib/grh';
import { decodeLrh, encodeLrh, type Lrh } from '../../../src/sim/ib/lrh';
import { decodeIbPacket, encodeIbPacket, type IbPacketSpec, ibPacketLength } from '../../../src/sim/ib/packet';
import { decodeReth, encodeReth } from '../../../src/sim/ib/reth';
import { aethArb, bthArb, rethArb, transportArb, uint } from '../support/packetArbs';
import { propertyRuns } from '../support/propertyRuns';

const lrhArb: fc.Arbitrary<Lrh> = fc.record({
  vl: uint(4),
  lver: uint(4),
  sl: uint(4),
  lnh: uint(2),
  dlid: uint(16),
  pktLen: uint(11),
  slid: uint(16),
});
// Any opcode, PadCnt and TVer: the header alone does not check them against each other.
const anyBthArb: fc.Arbitrary<Bth> = fc
  .tuple(bthArb(Array.from({ length: 256 }, (_, op) => op)), uint(2), uint(4))
  .map(([bth, padCnt, tver]) => ({ ...bth, padCnt, tver }));
const grhArb: fc.Arbitrary<Grh> = fc.record({
  ipVer: uint(4),
  tClass: uint(8),
  flowLabel: uint(20),
  payLen: uint(16),
  nxtHdr: uint(8),
  hopLmt: uint(8),
  sgid: fc.uint8Array({ minLength: 16, maxLength: 16 }),
  dgid: fc.uint8Array({ minLength: 16, maxLength: 16 }),
});

function roundTrips<T>(arb: fc.Arbitrary<T>, size: number, enc: (w: ByteWriter, x: T) => void, dec: (r: ByteReader) => T) {
  fc.assert(
    fc.property(arb, (x) => {
      const w = new ByteWriter();
      enc(w, x);
      const { bytes, fields } = w.finish();
      expect(bytes.length).toBe(size);
      expect(coverageProblems(fields, bytes.length)).toEqual([]);
      expect(dec(new ByteReader(bytes))).toEqual(x);
    }),
  );
}

describe('headers round-trip: decode(encode(x)) == x, fields cover every bit', () => {
  it('LRH', () => roundTrips(lrhArb, 8, encodeLrh, decodeLrh));
  it('BTH', () => roundTrips(anyBthArb, 12, encodeBth, decodeBth));
  it('RETH', () => roundTrips(rethArb, 16, encodeReth, decodeReth));
  it('AETH', () => roundTrips(aethArb, 4, encodeAeth, decodeAeth));
  it('GRH', () => roundTrips(grhArb, 40, encodeGrh, decodeGrh));
});

// Whole packets: the opcodes an RDMA WRITE and its ACK use, with the headers each needs.
const specArb: fc.Arbitrary<IbPacketSpec> = fc
  .record({
    lrh: fc.record({ vl: uint(4), lver: fc.constant(0), sl: uint(4), lnh: fc.constant(2), dlid: uint(16), slid: uint(16) }),
    transport: transportArb([0x06, 0x07, 0x08, 0x09, 0x0a, 0x0b, 0x11], 4096),
  })
  .map(({ lrh, transport }) => ({ ...transport, lrh }));

describe('whole packets', () => {
  it('round-trip, with computed PktLen and PadCnt, valid CRCs and complete fields', () => {
    fc.assert(
      fc.property(specArb, (spec) => {
        const { bytes, fields } = encodeIbPacket(spec);
        expect(coverageProblems(fields, bytes.length)).toEqual([]);
        const d = decodeIbPacket(bytes);
        expect(d.icrcOk).toBe(true);
        expect(d.vcrcOk).toBe(true);
        expect(d.lrh).toEqual({ ...spec.lrh, pktLen: (bytes.length - 2) / 4 });
        expect(d.bth).toEqual({ ...spec.bth, padCnt: -spec.payload.length & 3 });
        expect(d.reth).toEqual(spec.reth);
        expect(d.immDt).toEqual(spec.immDt);
        expect(d.aeth).toEqual(spec.aeth);
        expect(d.payload).toEqual(spec.payload);
        if (spec.immDt === undefined) expect(bytes.length).toBe(ibPacketLength(spec.payload.length, !!spec.reth, !!spec.aeth));
      }),
      { numRuns: propertyRuns(300) },
    );
  });

  it('PadCnt takes every value and PktLen follows, payloads 0..4096 B', () => {
    const base = fc.sample(specArb, { numRuns: 1, seed: 1 })[0];
    for (const n of [0, 1, 2, 3, 4, 5, 6, 7, 4093, 4094, 4095, 4096]) {
      const { bytes } = encodeIbPacket({ ...base, payload: new Uint8Array(n).fill(0x5a) });
      const d = decodeIbPacket(bytes);
      expect(d.bth.padCnt).toBe((4 - (n % 4)) % 4);
      expect(d.lrh.pktLen * 4 + 2).toBe(bytes.length);
      expect(d.payload.length).toBe(n);
    }
  });

  it('flipping any byte makes the ICRC or the VCRC check fail', () => {
    fc.assert(
      fc.property(specArb, fc.nat(), fc.integer({ min: 1, max: 255 }), (spec, where, mask) => {
        const { bytes } = encodeIbPacket(spec);
        const bad = bytes.slice();
        bad[where % bad.length] ^= mask;
        let ok: boolean;
        try {
          const d = decodeIbPacket(bad);
          ok = d.icrcOk && d.vcrcOk;
        } catch {
          ok = false; // headers no longer fit: rejected as well
        }
        expect(ok).toBe(false);
      }),
      { numRuns: propertyRuns(300) },
    );
  });

  it('only the VCRC notices a change of VL or FECN (the ICRC masks them)', () => {
    const spec = fc.sample(specArb, { numRuns: 1, seed: 7 })[0];
    const { bytes } = encodeIbPacket(spec);
    for (const [i, m] of [
      [0, 0x10],
      [12, 0x80],
    ]) {
      const bad = bytes.slice();
      bad[i] ^= m;
      const d = decodeIbPacket(bad);
      expect([d.icrcOk, d.vcrcOk]).toEqual([true, false]);
    }
  });
});
