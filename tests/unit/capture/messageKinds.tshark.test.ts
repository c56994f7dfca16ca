// Every message kind a capture can hold, built packet by packet and held to tshark: SEND with immediate, SEND with
// invalidate, the two atomics and their answer, an RC opcode the spec reserves (shown raw as unknown), UC and XRC
// traffic (named and counted), and a RoCE v1 frame (EtherType 0x8915, a GRH where RoCEv2 has IP and UDP). For every
// packet the opcode, destination QP and PSN equal tshark's; the reconstruction names each message by its opcodes.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { type CapturedPacket, capturedPacket, isRdma } from '../../../src/sim/capture/capturedPacket';
import { createCaptureExplainer } from '../../../src/sim/capture/explainCapture';
import { reconstruct } from '../../../src/sim/capture/reconstruct';
import { LINKTYPE_ETHERNET } from '../../../src/sim/export/ethernetPcap';
import { readPcap, writePcap } from '../../../src/sim/export/pcapFile';
import type { Aeth } from '../../../src/sim/ib/aeth';
import { RC_OP } from '../../../src/sim/ib/opcodes';
import { encodeRoceV2Packet } from '../../../src/sim/roce/roceV2Packet';
import { toolPath } from '../../support/tools';

const A = { mac: Uint8Array.of(2, 0, 0, 0, 0, 1), ip: Uint8Array.of(10, 0, 0, 1) };
const B = { mac: Uint8Array.of(2, 0, 0, 0, 0, 2), ip: Uint8Array.of(10, 0, 0, 2) };

function roce(
  from: typeof A,
  to: typeof A,
  opcode: number,
  destQp: number,
  psn: number,
  payload: Uint8Array,
  more: { immDt?: number; aeth?: Aeth } = {},
): Uint8Array {
  return encodeRoceV2Packet({
    eth: { dst: to.mac, src: from.mac },
    ip: { version: 4, tos: 2, id: psn, df: true, ttl: 64, src: from.ip, dst: to.ip },
    udp: { sport: 0xc001 },
    bth: { opcode, se: false, migReq: true, tver: 0, pkey: 0xffff, fecn: false, becn: false, destQp, ackReq: from === A, psn },
    payload,
    ...more,
    fcs: false,
  }).bytes;
}

/** A RoCE v1 frame: Ethernet (0x8915), a GRH, the BTH and payload, and the ICRC computed here with zlib's CRC-32. */
function roceV1(opcode: number, destQp: number, psn: number, payload: Uint8Array): Uint8Array {
  const grh = new Uint8Array(40);
  const bth = new Uint8Array(12);
  const payLen = bth.length + payload.length + 4;
  grh[0] = 0x60;
  grh[4] = payLen >> 8;
  grh[5] = payLen & 0xff;
  grh[6] = 0x1b; // next header: IBA transport
  grh[7] = 64;
  grh.set([0xfe, 0x80, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xfe, 0, 0, 1], 8);
  grh.set([0xfe, 0x80, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xfe, 0, 0, 2], 24);
  bth.set([opcode, 0x40, 0xff, 0xff, 0, destQp >> 16, (destQp >> 8) & 0xff, destQp & 0xff, 0x80, psn >> 16, (psn >> 8) & 0xff, psn & 0xff]);
  // The ICRC's mask (IBA Annex A16): 8 bytes of 1s for the absent LRH; the GRH's traffic class, flow label and hop
  // limit as 1s; the BTH's reserved byte as 1s.
  const masked = Uint8Array.from([...new Uint8Array(8).fill(0xff), ...grh, ...bth, ...payload]);
  masked[8] |= 0x0f;
  masked[9] = 0xff;
  masked[10] = 0xff;
  masked[11] = 0xff;
  masked[8 + 7] = 0xff;
  masked[8 + 40 + 4] = 0xff;
  const icrc = crc32(masked);
  const eth = Uint8Array.from([...B.mac, ...A.mac, 0x89, 0x15]);
  return Uint8Array.from([...eth, ...grh, ...bth, ...payload, icrc & 0xff, (icrc >> 8) & 0xff, (icrc >> 16) & 0xff, icrc >>> 24]);
}

const ACK: Aeth = { syndrome: 0x1f, msn: 1 };
const bytes = (n: number, v = 0xab) => new Uint8Array(n).fill(v);
const frames = [
  roce(A, B, RC_OP.SEND_ONLY_WITH_IMMEDIATE, 0x12, 1, bytes(16), { immDt: 0xcafe }),
  roce(B, A, RC_OP.ACKNOWLEDGE, 0x11, 1, bytes(0), { aeth: ACK }),
  roce(A, B, RC_OP.SEND_FIRST, 0x12, 2, bytes(256)),
  // IETH (the rkey to invalidate, 4 bytes) then the payload: after the BTH, as payload to the encoder.
  roce(A, B, RC_OP.SEND_LAST_WITH_INVALIDATE, 0x12, 3, bytes(4 + 20)),
  // AtomicETH: VA (8), rkey (4), swap or add (8), compare (8).
  roce(A, B, RC_OP.COMPARE_SWAP, 0x12, 4, bytes(28, 1)),
  // AETH, then AtomicAckETH: the original value (8).
  roce(B, A, RC_OP.ATOMIC_ACKNOWLEDGE, 0x11, 4, bytes(8, 2), { aeth: { syndrome: 0x1f, msn: 3 } }),
  roce(A, B, RC_OP.FETCH_ADD, 0x12, 5, bytes(28, 3)),
  roce(A, B, 0x1f, 0x12, 6, bytes(8)), // an RC opcode the spec reserves
  roce(A, B, 0x24, 0x44, 9, bytes(8)), // UC SEND ONLY
  roce(A, B, 0xa4, 0x55, 9, bytes(8)), // XRC SEND ONLY (its XRCETH stays payload here)
  roceV1(RC_OP.RDMA_WRITE_ONLY, 0x66, 7, Uint8Array.from([...new Uint8Array(16), ...bytes(32)])),
];
const pcap = writePcap(
  LINKTYPE_ETHERNET,
  frames.map((f, i) => ({ timeNs: i * 1000, parts: [f] })),
);

function tshark(): string[][] {
  const dir = mkdtempSync(join(tmpdir(), 'rdma-kinds-'));
  try {
    writeFileSync(join(dir, 'k.pcap'), pcap);
    return execFileSync(
      toolPath('tshark'),
      [
        '-r',
        join(dir, 'k.pcap'),
        '-T',
        'fields',
        '-E',
        'separator=,',
        '-e',
        'infiniband.bth.opcode',
        '-e',
        'infiniband.bth.destqp',
        '-e',
        'infiniband.bth.psn',
      ],
      { encoding: 'utf8' },
    )
      .trim()
      .split('\n')
      .map((l) => l.split(','));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const packets = (): CapturedPacket[] =>
  readPcap(pcap).records.map((r, index) => {
    const p = capturedPacket({
      index,
      offset: 0,
      iface: 0,
      linkType: LINKTYPE_ETHERNET,
      timeNs: BigInt(r.tsNs),
      data: r.data,
      originalLength: r.data.length,
    });
    if (!isRdma(p)) throw new Error(`packet ${index + 1}: ${JSON.stringify(p)}`);
    return p;
  });

describe('every message kind, as tshark reads the same packets', () => {
  it('each packet’s opcode, destination QP and PSN are tshark’s, and every ICRC checks', () => {
    const ours = packets().map((p) => [String(p.bth.opcode), `0x${p.bth.destQp.toString(16).padStart(6, '0')}`, String(p.bth.psn)]);
    expect(ours).toEqual(tshark());
    expect(packets().map((p) => p.icrcOk)).toEqual(frames.map(() => true));
  });

  it('the messages by their opcodes, the atomic answered, the other transports named, RoCE v1 walked', () => {
    const r = reconstruct(packets());
    expect(r.messages.map((m) => [m.kind, m.connection, m.firstPsn, m.lastPsn])).toEqual([
      ['send-imm', 0, 1, 1],
      ['send-inv', 0, 2, 3],
      ['atomic', 0, 4, 4],
      ['atomic', 0, 5, 5],
      ['unknown', 0, 6, 6],
      ['write', 1, 7, 7],
    ]);
    expect(r.messages[0].immDt).toBe(0xcafe);
    expect(r.messages[2].answers).toEqual([5]);
    expect(r.connections.map((c) => c.carrier)).toEqual(['rocev2', 'rocev1']);
    expect(r.anomalies.filter((a) => a.kind === 'other-transport').map((a) => [a.detail, a.packets])).toEqual([
      ['uc', [8]],
      ['xrc', [9]],
    ]);
    const x = createCaptureExplainer('k.pcap');
    x.push(pcap);
    expect(x.end().overview.rdma).toBe(frames.length);
  });
});
