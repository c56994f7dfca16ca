import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coverageProblems, leafFields } from '../../../src/sim/bytes/field';
import { HOST_A, HOST_B } from '../../../src/sim/roce/addressing';
import { internetChecksum } from '../../../src/sim/roce/ipv4';
import { formatIpv6 } from '../../../src/sim/roce/ipv6';
import { roceV2Icrc } from '../../../src/sim/roce/roceIcrc';
import { decodeRoceV2Packet, encodeRoceV2Packet, type RoceV2PacketSpec, roceV2PacketLength } from '../../../src/sim/roce/roceV2Packet';
import { transportArb, uint } from '../support/packetArbs';
import { propertyRuns } from '../support/propertyRuns';

const bytesOf = (n: number) => fc.uint8Array({ minLength: n, maxLength: n });

const ipArb: fc.Arbitrary<RoceV2PacketSpec['ip']> = fc.oneof(
  fc.record({
    version: fc.constant(4 as const),
    tos: uint(8),
    id: uint(16),
    df: fc.boolean(),
    ttl: uint(8),
    src: bytesOf(4),
    dst: bytesOf(4),
  }),
  fc.record({
    version: fc.constant(6 as const),
    trafficClass: uint(8),
    flowLabel: uint(20),
    hopLimit: uint(8),
    src: bytesOf(16),
    dst: bytesOf(16),
  }),
);

/** RC opcodes of WRITE, SEND, READ and ACK, with exactly the extra headers each carries; payloads 0..4096 B. */
const specArb: fc.Arbitrary<RoceV2PacketSpec> = fc
  .record({
    eth: fc.record({ dst: bytesOf(6), src: bytesOf(6) }),
    ip: ipArb,
    udp: fc.record({ sport: uint(16) }),
    transport: transportArb([0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x0f, 0x10, 0x11], 4096),
    fcs: fc.boolean(),
  })
  .map(({ transport, ...rest }) => ({ ...transport, ...rest }));

describe('RoCEv2 frames round-trip', () => {
  it('decode(encode(spec)) gives the spec back, with computed lengths, valid checks and complete fields', () => {
    fc.assert(
      fc.property(specArb, (spec) => {
        const { bytes, fields } = encodeRoceV2Packet(spec);
        expect(coverageProblems(fields, bytes.length)).toEqual([]);
        const extras = { reth: !!spec.reth, immDt: spec.immDt !== undefined, aeth: !!spec.aeth };
        expect(bytes.length).toBe(roceV2PacketLength(spec.payload.length, extras, spec.ip.version, spec.fcs));
        const d = decodeRoceV2Packet(bytes, { fcs: spec.fcs });
        expect(d.eth).toEqual({ ...spec.eth, etherType: spec.ip.version === 4 ? 0x0800 : 0x86dd });
        expect(d.ip).toMatchObject(spec.ip);
        expect(d.udp.sport).toBe(spec.udp.sport);
        expect(d.udp.dport).toBe(4791);
        expect(d.bth).toEqual({ ...spec.bth, padCnt: -spec.payload.length & 3 });
        expect(d.reth).toEqual(spec.reth);
        expect(d.immDt).toEqual(spec.immDt);
        expect(d.aeth).toEqual(spec.aeth);
        expect(d.payload).toEqual(spec.payload);
        expect(d.icrcOk).toBe(true);
        if (spec.ip.version === 4) expect(d.ipChecksumOk).toBe(true);
        expect(d.fcsOk).toBe(spec.fcs ? true : undefined);
      }),
      { numRuns: propertyRuns(300) },
    );
  });

  it('flipping a covered byte makes the ICRC check fail; with an FCS, any flipped byte fails the FCS', () => {
    fc.assert(
      fc.property(specArb, fc.nat(), fc.integer({ min: 1, max: 255 }), (spec, where, mask) => {
        const { bytes, fields } = encodeRoceV2Packet(spec);
        // ICRC coverage: IP header through ICRC, minus the masked fields (the Ethernet header, padding and FCS are outside).
        const ipStart = fields[1].offset;
        const icrc = fields.find((f) => f.name === 'ICRC')!;
        const masked = new Set(
          leafFields(fields)
            .filter((f) => f.icrcMasked)
            .flatMap((f) => Array.from({ length: Math.ceil((f.bitOffset + f.bitLength) / 8) }, (_, i) => f.offset + i)),
        );
        const covered = Array.from({ length: icrc.offset + 4 - ipStart }, (_, i) => ipStart + i).filter((i) => !masked.has(i));
        const at = covered[where % covered.length];
        const bad = bytes.slice();
        bad[at] ^= mask;
        let icrcOk: boolean;
        let fcsOk: boolean | undefined;
        try {
          const d = decodeRoceV2Packet(bad, { fcs: spec.fcs });
          icrcOk = d.icrcOk;
          fcsOk = d.fcsOk;
        } catch {
          icrcOk = false; // the lengths no longer fit: rejected as well
        }
        expect(icrcOk).toBe(false);
        if (spec.fcs) {
          const anywhere = bytes.slice();
          anywhere[where % anywhere.length] ^= mask;
          let ok: boolean;
          try {
            ok = decodeRoceV2Packet(anywhere, { fcs: true }).fcsOk === true;
          } catch {
            ok = false;
          }
          expect(ok).toBe(false);
          expect(fcsOk).not.toBe(true);
        }
      }),
      { numRuns: propertyRuns(300) },
    );
  });

  it('the decoder flags a corrupted ICRC and a corrupted FCS, and nothing else', () => {
    const spec = fc.sample(specArb, { numRuns: 1, seed: 3 })[0];
    const { bytes, fields } = encodeRoceV2Packet({ ...spec, fcs: true });
    const icrcAt = fields.find((f) => f.name === 'ICRC')!.offset;
    const badIcrc = bytes.slice();
    badIcrc[icrcAt] ^= 1;
    const d1 = decodeRoceV2Packet(badIcrc, { fcs: true });
    expect([d1.icrcOk, d1.fcsOk]).toEqual([false, false]); // the FCS covers the ICRC too
    const badFcs = bytes.slice();
    badFcs[bytes.length - 1] ^= 0x80;
    const d2 = decodeRoceV2Packet(badFcs, { fcs: true });
    expect([d2.icrcOk, d2.fcsOk]).toEqual([true, false]);
  });

  it('only the FCS notices a change the ICRC masks: TTL, DSCP/ECN, flow label, UDP checksum, FECN/BECN', () => {
    for (const ip of [
      { version: 4 as const, tos: 0, id: 7, df: true, ttl: 64, src: HOST_A.ipv4, dst: HOST_B.ipv4 },
      { version: 6 as const, trafficClass: 0, flowLabel: 0x12345, hopLimit: 64, src: HOST_A.ipv6, dst: HOST_B.ipv6 },
    ]) {
      const spec = { ...fc.sample(specArb, { numRuns: 1, seed: 11 })[0], ip, fcs: true };
      const { bytes, fields } = encodeRoceV2Packet(spec);
      for (const leaf of leafFields(fields).filter((f) => f.icrcMasked)) {
        const bad = bytes.slice();
        bad[leaf.offset] ^= 0x80 >> leaf.bitOffset; // the field's first bit
        const d = decodeRoceV2Packet(bad, { fcs: true });
        expect([leaf.path, d.icrcOk, d.fcsOk]).toEqual([leaf.path, true, false]);
      }
    }
  });
});

describe('IPv6 ICRC and addresses', () => {
  it('masks Traffic Class, Flow Label and Hop Limit as rxe does, and not Payload Length or the addresses', () => {
    const spec = { ...fc.sample(specArb, { numRuns: 1, seed: 5 })[0], fcs: false };
    const ip = { version: 6 as const, trafficClass: 0x0a, flowLabel: 0xabcde, hopLimit: 64, src: HOST_A.ipv6, dst: HOST_B.ipv6 };
    const { bytes, fields } = encodeRoceV2Packet({ ...spec, ip });
    const icrcAt = fields.find((f) => f.name === 'ICRC')!.offset;
    const frame = bytes.subarray(0, icrcAt);
    const base = roceV2Icrc(frame);
    const ip6 = 14;
    for (const [i, m] of [
      [ip6, 0x0f], // traffic class, high nibble
      [ip6 + 1, 0xff], // traffic class low nibble + flow label
      [ip6 + 3, 0xff], // flow label
      [ip6 + 7, 0xff], // hop limit
    ]) {
      const changed = frame.slice();
      changed[i] ^= m;
      expect(roceV2Icrc(changed), `byte ${i}`).toBe(base);
    }
    for (const i of [ip6, ip6 + 4, ip6 + 6, ip6 + 8, ip6 + 39]) {
      const changed = frame.slice();
      changed[i] ^= i === ip6 ? 0x10 : 0x01; // version, payload length, next header, addresses
      expect(roceV2Icrc(changed), `byte ${i}`).not.toBe(base);
    }
  });

  it('writes IPv6 addresses in RFC 5952 form', () => {
    expect(formatIpv6(HOST_A.ipv6)).toBe('2001:db8::1');
    expect(formatIpv6(new Uint8Array(16))).toBe('::');
    expect(formatIpv6(Uint8Array.of(0xfe, 0x80, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 2))).toBe('fe80::1:0:0:2');
    expect(formatIpv6(Uint8Array.of(0, 1, 0, 0, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0, 7))).toBe('1:0:2:3:4:5:6:7');
  });

  it('computes the Internet checksum of RFC 1071 (its section 3 example sums to 0xddf2)', () => {
    // RFC 1071 §3: the words 0001 f203 f4f5 f6f7 sum (ones' complement) to 0xddf2; the checksum is its complement.
    expect(internetChecksum(Uint8Array.of(0x00, 0x01, 0xf2, 0x03, 0xf4, 0xf5, 0xf6, 0xf7))).toBe(~0xddf2 & 0xffff);
  });
});

describe('short frames', () => {
  it('a zero-length SEND ONLY over IPv4 (58 B) is padded to the Ethernet minimum of 60 B, outside IP and ICRC', () => {
    const spec: RoceV2PacketSpec = {
      eth: { dst: HOST_B.mac, src: HOST_A.mac },
      ip: { version: 4, tos: 0, id: 0, df: true, ttl: 64, src: HOST_A.ipv4, dst: HOST_B.ipv4 },
      udp: { sport: 0xc132 },
      bth: { opcode: 0x04, se: false, migReq: false, tver: 0, pkey: 0xffff, fecn: false, becn: false, destQp: 0x12, ackReq: true, psn: 1 },
      payload: new Uint8Array(0),
      fcs: true,
    };
    const { bytes, fields } = encodeRoceV2Packet(spec);
    expect(fields.map((f) => f.name)).toEqual(['Ethernet', 'IPv4', 'UDP', 'BTH', 'ICRC', 'EthPad', 'FCS']);
    expect(bytes.length).toBe(64);
    expect(roceV2PacketLength(0, { reth: false, aeth: false }, 4, true)).toBe(64);
    expect(coverageProblems(fields, bytes.length)).toEqual([]);
    const d = decodeRoceV2Packet(bytes, { fcs: true });
    expect([d.ip.version === 4 && d.ip.totalLength, d.payload.length, d.icrcOk, d.fcsOk]).toEqual([44, 0, true, true]); // 20 + 8 + 12 + 4
  });
});
