import { readFileSync } from 'node:fs';
import { crc32 as zlibCrc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { msg } from '../../../src/i18n/msg';
import { allFields, coverageProblems, leafFields } from '../../../src/sim/bytes/field';
import { fromHex, toHex } from '../../../src/sim/bytes/hex';
import { DEFAULT_TOS, DEFAULT_TTL, HOST_A, HOST_B } from '../../../src/sim/roce/addressing';
import { decodeRoceV2Packet, encodeRoceV2Packet, type RoceV2PacketSpec, roceV2PacketLength } from '../../../src/sim/roce/roceV2Packet';
import { en } from '../support/en';
import { A2_ROCEV2_WRITE_ONLY } from '../support/factSheetVectors';

/** The captured CNP lives in the repository (tests/fixtures/captures/README.md gives its provenance). */
const CNP_HEX = readFileSync(new URL('../../fixtures/captures/rocev2-cnp-connectx4lx.hex', import.meta.url), 'utf8');

const BTH = { se: false, migReq: false, tver: 0, pkey: 0xffff, fecn: false, becn: false, ackReq: false, psn: 0 };

/** The header values of the CNP a ConnectX-4 Lx sent (Scapy test/contrib/roce.uts), as a spec. */
const CNP_SPEC: RoceV2PacketSpec = {
  eth: { dst: fromHex('e4 1d 2d ab 2b c2')!, src: fromHex('7c fe 90 64 3b 32')! },
  ip: { version: 4, tos: 0xc2, id: 0x718c, df: true, ttl: 64, src: Uint8Array.of(10, 0, 17, 1), dst: Uint8Array.of(10, 0, 18, 1) },
  udp: { sport: 0 },
  bth: { ...BTH, opcode: 0x81, becn: true, destQp: 0x118 },
  payload: new Uint8Array(16),
  payloadMeaning: msg('field.roce.cnp.reserved', { bytes: '16' }),
  fcs: false,
};

/** A worked example (computed): RDMA WRITE ONLY over IPv4, 8 B "ABCDEFGH", from A to B. */
const A2 = A2_ROCEV2_WRITE_ONLY;

const A2_SPEC: RoceV2PacketSpec = {
  eth: { dst: HOST_B.mac, src: HOST_A.mac },
  ip: { version: 4, tos: DEFAULT_TOS, id: 0, df: true, ttl: DEFAULT_TTL, src: HOST_A.ipv4, dst: HOST_B.ipv4 },
  udp: { sport: 0xc000 },
  bth: { ...BTH, opcode: 0x0a, destQp: 0x12, ackReq: true, psn: 1 },
  reth: { va: 0x00007f0000001000n, rkey: 0x1234, dmaLength: 8 },
  payload: new TextEncoder().encode('ABCDEFGH'),
  links: { destQp: 'qpnB' },
  fcs: false,
};

describe('the captured ConnectX-4 Lx CNP (Scapy test/contrib/roce.uts)', () => {
  const captured = fromHex(CNP_HEX)!;
  const { bytes, fields } = encodeRoceV2Packet(CNP_SPEC);

  it('encoding its header values reproduces the 74 captured bytes, ICRC 82 fd 00 2a included', () => {
    expect(captured.length).toBe(74);
    expect(toHex(bytes, ' ')).toBe(toHex(captured, ' '));
  });

  it('decodes back to those values, every check passing', () => {
    const d = decodeRoceV2Packet(captured, { fcs: false });
    expect(d.ip).toMatchObject({ ...CNP_SPEC.ip, totalLength: 60, checksum: 0x9161, protocol: 17 });
    expect(d.udp).toEqual({ sport: 0, dport: 4791, length: 40, checksum: 0 });
    expect(d.bth).toMatchObject({ opcode: 0x81, pkey: 0xffff, becn: true, destQp: 0x118, psn: 0 });
    expect(d.payload).toEqual(new Uint8Array(16));
    expect([d.icrc, d.icrcOk, d.ipChecksumOk]).toEqual([0x2a00fd82, true, true]);
    expect(d.fcs).toBeUndefined();
  });

  it('every byte is explained by exactly one leaf field', () => {
    expect(coverageProblems(fields, bytes.length)).toEqual([]);
    expect(fields.map((f) => f.name)).toEqual(['Ethernet', 'IPv4', 'UDP', 'BTH', 'Payload', 'ICRC']);
    expect(en(allFields(fields).find((f) => f.path === 'Payload')!.meaning)).toBe(
      '16 reserved bytes of 0 that a RoCEv2 CNP carries after its BTH',
    );
  });
});

describe('the computed RDMA WRITE ONLY over IPv4, byte for byte', () => {
  const { bytes, fields } = encodeRoceV2Packet(A2_SPEC);
  const byPath = new Map(allFields(fields).map((f) => [f.path, f]));

  it('encodes the 82 bytes of the computed WRITE ONLY: IPv4 checksum 0xB755, ICRC wire cc 73 d0 e7', () => {
    expect(toHex(bytes, ' ')).toBe(toHex(A2, ' '));
    expect(bytes.length).toBe(roceV2PacketLength(8, { reth: true, aeth: false }, 4, false));
    expect(byPath.get('IPv4.HeaderChecksum')!.value).toBe('0xb755');
    expect(byPath.get('ICRC')!.value).toBe('0xe7d073cc (wire cc 73 d0 e7, LSB first)');
    const d = decodeRoceV2Packet(bytes, { fcs: false });
    expect([d.ip.version === 4 && d.ip.checksum, d.icrc, d.icrcOk]).toEqual([0xb755, 0xe7d073cc, true]);
  });

  it('with the FCS: 4 more bytes, the IEEE CRC-32 of the 82, least-significant byte first', () => {
    const withFcs = encodeRoceV2Packet({ ...A2_SPEC, fcs: true }).bytes;
    expect(withFcs.length).toBe(86);
    expect(withFcs.length).toBe(roceV2PacketLength(8, { reth: true, aeth: false }, 4, true));
    expect(toHex(withFcs.subarray(0, 82))).toBe(toHex(A2));
    const d = decodeRoceV2Packet(withFcs, { fcs: true });
    expect(d.fcsOk).toBe(true);
    // Node's zlib computes the same IEEE CRC-32 independently of src/sim/crc; the wire carries it LSB first.
    expect(d.fcs).toBe(zlibCrc32(A2));
    expect(toHex(withFcs.subarray(82))).toBe(
      toHex(Uint8Array.of(d.fcs! & 0xff, (d.fcs! >>> 8) & 0xff, (d.fcs! >>> 16) & 0xff, d.fcs! >>> 24)),
    );
  });

  it('every byte is explained by exactly one leaf field, and the fields read as intended', () => {
    expect(coverageProblems(fields, bytes.length)).toEqual([]);
    expect(fields.map((f) => f.name)).toEqual(['Ethernet', 'IPv4', 'UDP', 'BTH', 'RETH', 'Payload', 'ICRC']);
    expect(byPath.get('Ethernet.DstMAC')!.value).toBe('02:00:00:00:00:02');
    expect(byPath.get('IPv4.Src')!.value).toBe('192.168.1.1');
    expect(byPath.get('UDP.DstPort')!.value).toBe('4791');
    expect(en(byPath.get('IPv4.TotalLength')!.meaning)).toBe('total length: 68 B, IPv4 header through ICRC (no Ethernet header or FCS)');
    expect(en(byPath.get('UDP.Length')!.meaning)).toBe('length: 48 B, UDP header through ICRC');
    expect(en(byPath.get('BTH.DestQP')!.meaning)).toContain('host B');
    for (const f of allFields(fields)) expect(en(f.meaning).length, f.path).toBeGreaterThan(8);
  });

  it('marks as ICRC-masked exactly the fields rxe masks: TOS, TTL, IP checksum, UDP checksum, BTH byte 4', () => {
    const masked = leafFields(fields)
      .filter((f) => f.icrcMasked)
      .map((f) => f.path);
    expect(masked).toEqual([
      'IPv4.DSCP',
      'IPv4.ECN',
      'IPv4.TTL',
      'IPv4.HeaderChecksum',
      'UDP.Checksum',
      'BTH.FECN',
      'BTH.BECN',
      'BTH.Resv6',
    ]);
  });
});
