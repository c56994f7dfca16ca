import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fromHex } from '../../../src/sim/bytes/hex';
import { vcrc16 } from '../../../src/sim/crc/vcrc16';
import { erfHeader, erfPayload, readPcap } from '../../../src/sim/export/erfPcap';
import { nativeIbIcrc } from '../../../src/sim/ib/icrc';
import { decodeIbPacket } from '../../../src/sim/ib/packet';
import { roceV2Icrc } from '../../../src/sim/roce/roceIcrc';
import { A2_ROCEV2_WRITE_ONLY } from '../support/factSheetVectors';

/** The captures live in the repository (see its README for their provenance). */
const VECTORS = fileURLToPath(new URL('../../fixtures/captures', import.meta.url));
const le32 = (b: Uint8Array, o: number) => (b[o] | (b[o + 1] << 8) | (b[o + 2] << 16) | (b[o + 3] << 24)) >>> 0;

describe('43 real native-IB packets (Endace DAG capture, Wireshark sample)', () => {
  const pcap = readPcap(readFileSync(`${VECTORS}/native-ib-endace.erf.pcap`));
  const packets = pcap.records.map(erfPayload);

  it('is an ERF pcap of 43 InfiniBand records', () => {
    expect(pcap.linktype).toBe(197);
    expect(packets.length).toBe(43);
    for (const r of pcap.records) expect(erfHeader(r).type).toBe(0x15);
  });

  it('LRH.PktLen x 4 + 2 (VCRC) is the packet length', () => {
    for (const p of packets) expect((((p[4] & 7) << 8) | p[5]) * 4 + 2).toBe(p.length);
  });

  it('nativeIbIcrc reproduces every ICRC, local and global', () => {
    const lnhs = new Set<number>();
    for (const p of packets) {
      const lnh = p[1] & 3;
      if (lnh < 2) continue;
      lnhs.add(lnh);
      expect(nativeIbIcrc(p.subarray(0, p.length - 6))).toBe(le32(p, p.length - 6));
    }
    expect([...lnhs].sort()).toEqual([2, 3]);
  });

  it('vcrc16 reproduces every VCRC', () => {
    for (const p of packets) expect(vcrc16(p, 0, p.length - 2)).toBe(p[p.length - 2] | (p[p.length - 1] << 8));
  });

  it('packet 10 matches the README example; decodeIbPacket accepts every packet', () => {
    const d10 = decodeIbPacket(packets[9]);
    expect(d10.icrc).toBe(0xdfa5cc0a);
    expect(d10.vcrc).toBe(0xa824);
    for (const p of packets) {
      const d = decodeIbPacket(p);
      expect(d.icrcOk && d.vcrcOk).toBe(true);
      if (d.lrh.lnh === 3) expect(d.grh!.nxtHdr).toBe(0x1b);
    }
    const acks = packets.map(decodeIbPacket).filter((d) => d.bth.opcode === 0x11);
    expect(acks.length).toBeGreaterThan(0);
    for (const a of acks) expect(a.aeth!.syndrome).toBe(0x1f);
  });
});

describe('RoCEv2 ICRC', () => {
  it('reproduces the captured ConnectX-4 Lx CNP: wire 82 fd 00 2a', () => {
    const frame = fromHex(readFileSync(`${VECTORS}/rocev2-cnp-connectx4lx.hex`, 'utf8'))!;
    expect(frame.length).toBe(74);
    const icrc = roceV2Icrc(frame.subarray(0, frame.length - 4));
    expect(icrc).toBe(0x2a00fd82);
    expect(le32(frame, frame.length - 4)).toBe(icrc);
  });

  it('the computed RDMA WRITE ONLY over IPv4: wire cc 73 d0 e7', () => {
    const a2 = A2_ROCEV2_WRITE_ONLY;
    expect(a2.length).toBe(82);
    expect(roceV2Icrc(a2.subarray(0, 78))).toBe(0xe7d073cc);
    expect([...a2.subarray(78)]).toEqual([0xcc, 0x73, 0xd0, 0xe7]);
  });

  it('ignores the masked fields (TOS, TTL, IP checksum, UDP checksum, BTH byte 4) and the Ethernet header', () => {
    const frame = fromHex(readFileSync(`${VECTORS}/rocev2-cnp-connectx4lx.hex`, 'utf8'))!.subarray(0, 70);
    const changed = frame.slice();
    for (const i of [0, 5, 11, 15, 22, 24, 25, 40, 41, 46]) changed[i] ^= 0x5a;
    expect(roceV2Icrc(changed)).toBe(roceV2Icrc(frame));
    changed[47] ^= 1; // DestQP is invariant
    expect(roceV2Icrc(changed)).not.toBe(roceV2Icrc(frame));
  });
});
