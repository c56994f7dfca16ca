import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type EthernetFrame, LINKTYPE_ETHERNET, writeEthernetPcap } from '../../../src/sim/export/ethernetPcap';
import { writePcap } from '../../../src/sim/export/pcapFile';
import { writeOpcodeFor } from '../../../src/sim/ib/opcodes';
import { DEFAULT_TTL, HOST_A, HOST_B } from '../../../src/sim/roce/addressing';
import { encodeRoceV2Packet, type RoceV2PacketSpec } from '../../../src/sim/roce/roceV2Packet';
import { rdmaCalcFlowLabel, rdmaGetUdpSport } from '../../../src/sim/roce/udpSport';
import { toolPath } from '../../support/tools';

const PMTU = 256;
const MESSAGE = 701; // 256 + 256 + 189: LAST carries 189 B and 3 pad bytes
const START_PSN = 0xfffffe; // the third packet wraps to PSN 0
const QPN_A = 0x34;
const QPN_B = 0x12;
const VA = 0x00007f0000001000n;

type IpVersion = 4 | 6;

function ipOf(version: IpVersion, fromA: boolean): RoceV2PacketSpec['ip'] {
  const [src, dst] = fromA ? [HOST_A, HOST_B] : [HOST_B, HOST_A];
  if (version === 4) return { version, tos: 0, id: 0, df: true, ttl: DEFAULT_TTL, src: src.ipv4, dst: dst.ipv4 };
  return { version, trafficClass: 0, flowLabel: rdmaCalcFlowLabel(QPN_A, QPN_B), hopLimit: DEFAULT_TTL, src: src.ipv6, dst: dst.ipv6 };
}

/** A 3-packet RDMA WRITE from A (QP 0x34) to B (QP 0x12) over RoCEv2, then B's ACK; frames with their FCS. */
function writeAndAck(version: IpVersion, t0: number): EthernetFrame[] {
  const bth = { se: false, migReq: false, tver: 0, pkey: 0xffff, fecn: false, becn: false };
  const sport = rdmaGetUdpSport(0, QPN_A, QPN_B); // the same both ways: the flow label is symmetric
  const message = Uint8Array.from({ length: MESSAGE }, (_, i) => i & 0xff);
  const n = Math.ceil(MESSAGE / PMTU);
  const frames: EthernetFrame[] = [];
  for (let i = 0; i < n; i++) {
    const { bytes } = encodeRoceV2Packet({
      eth: { dst: HOST_B.mac, src: HOST_A.mac },
      ip: ipOf(version, true),
      udp: { sport },
      bth: { ...bth, opcode: writeOpcodeFor(i, n), destQp: QPN_B, ackReq: i === n - 1, psn: (START_PSN + i) % 2 ** 24 },
      reth: i === 0 ? { va: VA, rkey: 0x1234, dmaLength: MESSAGE } : undefined,
      payload: message.subarray(i * PMTU, Math.min(MESSAGE, (i + 1) * PMTU)),
      fcs: true,
    });
    frames.push({ timeNs: t0 + i * 25, bytes, hasFcs: true });
  }
  const ack = encodeRoceV2Packet({
    eth: { dst: HOST_A.mac, src: HOST_B.mac },
    ip: ipOf(version, false),
    udp: { sport },
    bth: { ...bth, opcode: 0x11, destQp: QPN_A, ackReq: false, psn: (START_PSN + n - 1) % 2 ** 24 },
    aeth: { syndrome: 0x1f, msn: 1 },
    payload: new Uint8Array(0),
    fcs: true,
  });
  frames.push({ timeNs: t0 + 1000, bytes: ack.bytes, hasFcs: true });
  return frames;
}

function tshark(file: string, fields: string[], prefs: string[] = []): string[][] {
  const args = ['-r', file, ...prefs.flatMap((p) => ['-o', p]), '-T', 'fields', '-E', 'occurrence=a', ...fields.flatMap((f) => ['-e', f])];
  const text = execFileSync(toolPath('tshark'), args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return text
    .replace(/\n$/, '') // only the last newline: a line of empty fields is still a row
    .split('\n')
    .map((line) => line.split('\t'));
}

function withFile<T>(bytes: Uint8Array, body: (file: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'rdma-roce-'));
  const file = join(dir, 'roce.pcap');
  writeFileSync(file, bytes);
  try {
    return body(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const hex = (a: Uint8Array) => `0x${Array.from(a, (b) => b.toString(16).padStart(2, '0')).join('')}`;

describe('tshark dissects the Ethernet pcap we write as RoCEv2 (UDP 4791, no decode-as setting)', () => {
  const v4 = writeAndAck(4, 1_000);
  const v6 = writeAndAck(6, 5_000);
  const frames = [...v4, ...v6];

  it('reads port, opcode, QP, PSN and R_Key of a 3-packet WRITE and its ACK, over IPv4 and IPv6', () => {
    const rows = withFile(writeEthernetPcap(frames), (file) =>
      tshark(file, [
        'eth.type',
        'udp.dstport',
        'infiniband.bth.opcode',
        'infiniband.bth.destqp',
        'infiniband.bth.psn',
        'infiniband.reth.r_key',
        'infiniband.reth.dmalen',
        'infiniband.aeth.syndrome',
        'infiniband.bth.padcnt',
        'frame.len',
        'infiniband.invariant.crc',
      ]),
    );
    const transport = [
      ['4791', '6', '0x000012', '16777214', '0x00001234', '701', '', '0'],
      ['4791', '7', '0x000012', '16777215', '', '', '', '0'],
      ['4791', '8', '0x000012', '0', '', '', '', '3'],
      ['4791', '17', '0x000034', '0', '', '', '31', '0'],
    ];
    expect(rows.map((r) => r.slice(1, 9))).toEqual([...transport, ...transport]);
    expect(rows.map((r) => r[0])).toEqual([...v4.map(() => '0x0800'), ...v6.map(() => '0x86dd')]);
    // The file holds the frames without their FCS; tshark shows the ICRC as its wire bytes in order.
    rows.forEach((r, i) => {
      const b = frames[i].bytes;
      expect(Number(r[9])).toBe(b.length - 4);
      expect(r[10]).toBe(hex(b.subarray(b.length - 8, b.length - 4)));
    });
  });

  it('reports no malformed packet; its only complaint is the zero UDP checksum over IPv6', () => {
    const rows = withFile(writeEthernetPcap(frames), (file) => tshark(file, ['_ws.malformed', '_ws.expert.message']));
    expect(rows.map((r) => r[0])).toEqual(frames.map(() => ''));
    // rxe sends UDP checksum 0 over IPv6 as over IPv4 (rxe_net.c prepare_udp_hdr); RFC 8200 §8.1 requires one
    // over IPv6 except for tunnels (RFC 6935/6936), so Wireshark flags it.
    expect(rows.map((r) => r[1])).toEqual([...v4.map(() => ''), ...v6.map(() => 'Illegal checksum value (0)')]);
    const quiet = withFile(writeEthernetPcap(frames), (file) =>
      tshark(file, ['_ws.malformed', '_ws.expert'], ['udp.ignore_ipv6_zero_checksum:TRUE']),
    );
    expect(quiet.map((r) => r.join(''))).toEqual(frames.map(() => ''));
    // The check can fail: a frame cut short is reported malformed.
    const cut = withFile(writeEthernetPcap([{ timeNs: 0, bytes: frames[0].bytes.subarray(0, 60) }]), (file) =>
      tshark(file, ['_ws.malformed']),
    );
    expect(cut[0][0]).toContain('Malformed Packet');
  });

  it('checks our FCS and finds it good when the frames keep it; finds it bad in the file without it', () => {
    const check = ['eth.check_fcs:TRUE', 'eth.fcs:Always'];
    const withFcs = writePcap(
      LINKTYPE_ETHERNET,
      frames.map((f) => ({ timeNs: f.timeNs, parts: [f.bytes] })),
    );
    const good = withFile(withFcs, (file) => tshark(file, ['eth.fcs.status', 'infiniband.bth.opcode'], check));
    expect(good.map((r) => r[0])).toEqual(frames.map(() => '1')); // 1 = good
    expect(good.map((r) => r[1])).toEqual(['6', '7', '8', '17', '6', '7', '8', '17']);
    const stripped = withFile(writeEthernetPcap(frames), (file) => tshark(file, ['eth.fcs.status'], check));
    expect(stripped.map((r) => r[0])).toEqual(frames.map(() => '0')); // the last 4 bytes are the ICRC, not an FCS
  });
});
