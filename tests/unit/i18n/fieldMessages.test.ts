import { describe, expect, it } from 'vitest';
import { EN } from '../../../src/i18n/en';
import { FIELDS } from '../../../src/i18n/en/fields';
import { placeholdersOf } from '../../../src/i18n/format';
import { type Entry, isMsg, type Msg, type MsgParam, msg } from '../../../src/i18n/msg';
import { ByteWriter } from '../../../src/sim/bytes/byteWriter';
import { allFields, type Field } from '../../../src/sim/bytes/field';
import { sliceFields } from '../../../src/sim/bytes/sliceFields';
import { encodeBth } from '../../../src/sim/ib/bth';
import { encodeGrh, GRH_NXTHDR_IBA } from '../../../src/sim/ib/grh';
import { encodeLrh, LNH_IBA_GLOBAL } from '../../../src/sim/ib/lrh';
import { RC_OP, writeOpcodeFor } from '../../../src/sim/ib/opcodes';
import { encodeIbPacket, type IbPacketSpec } from '../../../src/sim/ib/packet';
import { encodeRequesterCqe } from '../../../src/sim/mlx5/cqe';
import { encodeRqDoorbellRecord, encodeSqDoorbellRecord } from '../../../src/sim/mlx5/doorbellRecord';
import { encodeIbgdaDoorbell } from '../../../src/sim/mlx5/ibgdaDoorbell';
import { encodeRdmaWriteWqe } from '../../../src/sim/mlx5/wqe';
import {
  CPL_STATUS_CA,
  CPL_STATUS_CRS,
  CPL_STATUS_SC,
  CPL_STATUS_UR,
  encodeCompletionWithData,
  encodeMemRead,
  encodeMemWrite,
} from '../../../src/sim/pcie/tlp';
import { HOST_A, HOST_B } from '../../../src/sim/roce/addressing';
import { encodeRoceV2Packet, type RoceV2PacketSpec } from '../../../src/sim/roce/roceV2Packet';
import { mlx5OpArtifacts } from '../mlx5/opArtifacts';
import { en } from '../support/en';

/**
 * Keys no artifact below produces, each for a reason:
 * - field.lrh.lnh.raw, field.lrh.lnh.ip, field.grh.nxtHdr: raw and IP packets (no BTH), which
 *   nothing in the simulator builds; they exist so a decoded header is always explained.
 * - field.cqe.sop: a CQE for a send opcode other than RDMA WRITE, which the simulator never completes.
 */
const RARE = ['field.lrh.lnh.raw', 'field.lrh.lnh.ip', 'field.grh.nxtHdr', 'field.cqe.sop'];

const bytes = (n: number) => Uint8Array.from({ length: n }, (_, i) => (i * 37 + 11) & 0xff);

// --- InfiniBand ----------------------------------------------------------------------------

const LRH = { vl: 0, lver: 0, sl: 0, lnh: 2, dlid: 2, slid: 1 };
const BTH = { se: false, migReq: false, tver: 0, pkey: 0xffff, fecn: false, becn: false, destQp: 0x12, ackReq: false, psn: 0xfffffe };
const TO_B = { dlid: 'lidB', slid: 'lidA', destQp: 'qpnB' } as const;
const TO_A = { dlid: 'lidA', slid: 'lidB', destQp: 'qpnA' } as const;

/** A 4-packet RDMA WRITE (FIRST, MIDDLE, MIDDLE, LAST; the last one padded) and a 3-B WRITE ONLY. */
function writePackets(): [string, Field[]][] {
  const out: [string, Field[]][] = [];
  const sizes = [256, 256, 256, 101];
  const total = sizes.reduce((a, b) => a + b, 0);
  sizes.forEach((n, k) => {
    const opcode = writeOpcodeFor(k, sizes.length);
    const spec: IbPacketSpec = {
      lrh: LRH,
      bth: { ...BTH, opcode, ackReq: k === sizes.length - 1, psn: (0xfffffe + k) % 0x1000000 },
      reth: k === 0 ? { va: 0x7f0000001000n, rkey: 0x1234, dmaLength: total } : undefined,
      payload: bytes(n),
      links: { ...TO_B },
    };
    out.push([`IB ${opcode}`, encodeIbPacket(spec).fields]);
  });
  const only = writeOpcodeFor(0, 1);
  // As a ConnectX card sends it: MigReq 1 (src/sim/wire/hcaWire.ts).
  const onlySpec: IbPacketSpec = {
    lrh: LRH,
    bth: { ...BTH, opcode: only, migReq: true, ackReq: true, psn: 7 },
    reth: { va: 0x7f0000001000n, rkey: 0x1234, dmaLength: 3 },
    payload: bytes(3),
    links: { ...TO_B },
  };
  out.push(['IB WRITE ONLY', encodeIbPacket(onlySpec).fields]);
  // With immediate data, in a limited-member partition, and with no link keys (no host named).
  const immSpec: IbPacketSpec = {
    lrh: LRH,
    bth: { ...BTH, opcode: RC_OP.RDMA_WRITE_ONLY_WITH_IMMEDIATE, pkey: 0x0005, ackReq: true, psn: 8 },
    reth: { va: 0x7f0000001000n, rkey: 0x1234, dmaLength: 0 },
    immDt: 0xdeadbeef,
    payload: new Uint8Array(0),
  };
  out.push(['IB WRITE ONLY WITH IMMEDIATE', encodeIbPacket(immSpec).fields]);
  // A READ REQUEST: its RETH names where the data comes from, and its responses acknowledge it.
  const readSpec: IbPacketSpec = {
    lrh: LRH,
    bth: { ...BTH, opcode: RC_OP.RDMA_READ_REQUEST, ackReq: true, psn: 9 },
    reth: { va: 0x7f0000001000n, rkey: 0x1234, dmaLength: 9000 },
    payload: new Uint8Array(0),
    links: { ...TO_B },
  };
  out.push(['IB READ REQUEST', encodeIbPacket(readSpec).fields]);
  return out;
}

/** The ACK the responder sends, and one AETH of every other kind (RNR NAK, NAKs, a reserved type). */
function ackPackets(): [string, Field[]][] {
  const syndromes = [0x1f, 0x00, 0x05, 0x20 | 16, 0x20 | 5, 0x60, 0x61, 0x62, 0x63, 0x64, 0x65, 0x40];
  return syndromes.map((syndrome, i) => {
    const spec: IbPacketSpec = {
      lrh: { ...LRH, dlid: 1, slid: 2 },
      bth: { ...BTH, opcode: RC_OP.ACKNOWLEDGE, pkey: i === 0 ? 0xffff : 0x8005, destQp: 0x11, psn: 1 },
      aeth: { syndrome, msn: 1 },
      payload: new Uint8Array(0),
      links: { ...TO_A },
    };
    return [`IB ACK syndrome ${syndrome.toString(16)}`, encodeIbPacket(spec).fields];
  });
}

/** A globally routed header (LRH with LNH 3, GRH, BTH), as a decoder would explain one. */
function globalHeaders(): Field[] {
  const w = new ByteWriter();
  encodeLrh(w, { ...LRH, lnh: LNH_IBA_GLOBAL, pktLen: 20 }, { dlid: 'lidB', slid: 'lidA' });
  const gid = bytes(16);
  encodeGrh(w, { ipVer: 6, tClass: 0, flowLabel: 0, payLen: 20, nxtHdr: GRH_NXTHDR_IBA, hopLmt: 64, sgid: gid, dgid: gid });
  encodeBth(w, { ...BTH, opcode: RC_OP.RDMA_WRITE_MIDDLE, padCnt: 0 }, { destQp: 'qpnB' });
  return w.finish().fields;
}

// --- RoCEv2 -------------------------------------------------------------------------------

/** RoCEv2 frames: a WRITE ONLY over IPv4 with its FCS, a WRITE FIRST over IPv6, a padded zero-length SEND without DF, a CNP. */
function rocePackets(): [string, Field[]][] {
  const eth = { dst: HOST_B.mac, src: HOST_A.mac };
  const ipv4 = { version: 4 as const, tos: 0x02, id: 0, df: true, ttl: 64, src: HOST_A.ipv4, dst: HOST_B.ipv4 };
  const ipv6 = { version: 6 as const, trafficClass: 0, flowLabel: 0x132, hopLimit: 64, src: HOST_A.ipv6, dst: HOST_B.ipv6 };
  const base = { eth, udp: { sport: 0xc132 }, links: { ...TO_B } };
  const specs: [string, RoceV2PacketSpec][] = [
    [
      'RoCEv2 WRITE ONLY',
      {
        ...base,
        ip: ipv4,
        bth: { ...BTH, opcode: RC_OP.RDMA_WRITE_ONLY, ackReq: true, psn: 1 },
        reth: { va: 0x7f0000001000n, rkey: 0x1234, dmaLength: 8 },
        payload: bytes(8),
        fcs: true,
      },
    ],
    [
      'RoCEv2 WRITE FIRST over IPv6',
      {
        ...base,
        ip: ipv6,
        bth: { ...BTH, opcode: RC_OP.RDMA_WRITE_FIRST },
        reth: { va: 0x7f0000001000n, rkey: 0x1234, dmaLength: 600 },
        payload: bytes(256),
        fcs: false,
      },
    ],
    [
      'RoCEv2 zero-length SEND ONLY, marked CE by a switch',
      { ...base, ip: { ...ipv4, tos: 0x03, df: false }, bth: { ...BTH, opcode: RC_OP.SEND_ONLY }, payload: new Uint8Array(0), fcs: true },
    ],
    [
      'RoCEv2 CNP',
      {
        ...base,
        ip: ipv4,
        bth: { ...BTH, opcode: 0x81, becn: true },
        payload: new Uint8Array(16),
        payloadMeaning: msg('field.roce.cnp.reserved', { bytes: '16' }),
        fcs: false,
      },
    ],
  ];
  return specs.map(([label, spec]) => [label, encodeRoceV2Packet(spec).fields]);
}

// --- PCIe and mlx5 ------------------------------------------------------------------------

const RC = 0x0000;
const HCA = 0x8100;

function hostArtifacts(): [string, Field[]][] {
  const wqeDma = encodeRdmaWriteWqe({
    wqeIndex: 3,
    qpn: 0x11,
    signaled: true,
    remoteVa: 0x7f0000001000n,
    rkey: 0x1234,
    sge: { addr: 0x7f1234560000n, lkey: 0x5678, length: 1000 },
  });
  const wqeInline = encodeRdmaWriteWqe({
    wqeIndex: 4,
    qpn: 0x11,
    signaled: false,
    remoteVa: 0x7f0000001000n,
    rkey: 0x1234,
    inline: bytes(5),
  });
  const wqeEmpty = encodeRdmaWriteWqe({ wqeIndex: 5, qpn: 0x11, signaled: true, remoteVa: 0x7f0000001000n, rkey: 0x1234 });
  const doorbell = sliceFields(wqeDma.fields, 0, 8);
  const cqe = encodeRequesterCqe({ qpn: 0x11, wqeCounter: 3, sendOpcode: 0x08, owner: 1, timestamp: 123456789n });
  return [
    ['WQE (doorbell mode)', wqeDma.fields],
    ['WQE (inline)', wqeInline.fields],
    ['WQE (zero-length write)', wqeEmpty.fields],
    ['SQ doorbell record', encodeSqDoorbellRecord(4).fields],
    ['IBGDA doorbell (a GPU thread)', encodeIbgdaDoorbell(1, 0x11).fields],
    ['RQ doorbell record', encodeRqDoorbellRecord(1).fields],
    ['CQE', cqe.fields],
    // MWr32: the 8-B doorbell below 4 GiB, carrying ctrl bytes 0-7.
    [
      'MWr32 doorbell',
      encodeMemWrite({ requesterId: RC, tag: 0, address: 0xf0000800n, data: wqeDma.bytes.slice(0, 8), dataChildren: doorbell }).fields,
    ],
    // MWr64: the BlueFlame copy of the inline WQE into a BAR above 4 GiB.
    [
      'MWr64 BlueFlame',
      encodeMemWrite({ requesterId: RC, tag: 0, address: 0x10000000800n, data: wqeInline.bytes, dataChildren: wqeInline.fields }).fields,
    ],
    // HCA B's writes: a partial first and last DW, a single byte, a whole 4 KiB page with attributes set.
    ['MWr unaligned', encodeMemWrite({ requesterId: HCA, tag: 1, address: 0x7f0000000ff3n, data: bytes(10) }).fields],
    ['MWr one byte', encodeMemWrite({ requesterId: HCA, tag: 2, address: 0x1001n, data: bytes(1) }).fields],
    [
      'MWr 4 KiB',
      encodeMemWrite({
        requesterId: HCA,
        tag: 3,
        address: 0x2000n,
        data: bytes(4096),
        tc: 2,
        attr: { relaxedOrdering: true, noSnoop: true },
      }).fields,
    ],
    // HCA A's reads of the WQE and the payload, and the completions that answer them.
    ['MRd32 WQE', encodeMemRead({ requesterId: HCA, tag: 0, address: 0x3000n, length: 64 }).fields],
    ['MRd64 payload', encodeMemRead({ requesterId: HCA, tag: 1, address: 0x7f1234560003n, length: 4090 }).fields],
    ['MRd one byte', encodeMemRead({ requesterId: HCA, tag: 2, address: 0x3002n, length: 1 }).fields],
    ['MRd 4 KiB', encodeMemRead({ requesterId: HCA, tag: 3, address: 0x4000n, length: 4096 }).fields],
    [
      'CplD WQE',
      encodeCompletionWithData({ completerId: RC, requesterId: HCA, tag: 0, byteCount: 64, address: 0x3000n, data: bytes(64) }).fields,
    ],
    [
      'CplD first of two, unaligned',
      encodeCompletionWithData({ completerId: RC, requesterId: HCA, tag: 1, byteCount: 301, address: 0x1003n, data: bytes(253) }).fields,
    ],
    [
      'CplD last, partial DW',
      encodeCompletionWithData({ completerId: RC, requesterId: HCA, tag: 1, byteCount: 45, address: 0x1100n, data: bytes(45) }).fields,
    ],
    [
      'CplD 4 KiB, last',
      encodeCompletionWithData({ completerId: RC, requesterId: HCA, tag: 3, byteCount: 4096, address: 0x4000n, data: bytes(4096) }).fields,
    ],
    [
      'CplD of a 4 KiB read, first',
      encodeCompletionWithData({ completerId: RC, requesterId: HCA, tag: 3, byteCount: 4096, address: 0x4000n, data: bytes(256) }).fields,
    ],
    ...[CPL_STATUS_SC, CPL_STATUS_UR, CPL_STATUS_CRS, CPL_STATUS_CA, 0b111].map((status): [string, Field[]] => [
      `CplD status ${status}`,
      encodeCompletionWithData({ completerId: RC, requesterId: HCA, tag: 4, status, byteCount: 4, address: 0x5000n, data: bytes(4) })
        .fields,
    ]),
  ];
}

const ARTIFACTS: [string, Field[]][] = [
  ...writePackets(),
  ...ackPackets(),
  ['IB global headers', globalHeaders()],
  ...rocePackets(),
  ...hostArtifacts(),
  ...mlx5OpArtifacts(),
];

// --- Checks -------------------------------------------------------------------------------

/** Problems with one message and the messages it quotes; records every key met in `used`. */
function msgProblems(m: Msg, where: string, used: Set<string>): string[] {
  used.add(m.key);
  const entry = (EN as Record<string, Entry | undefined>)[m.key];
  if (entry === undefined) return [`${where}: unknown key ${m.key}`];
  const params = m.params ?? {};
  const want = placeholdersOf(entry);
  const problems: string[] = [];
  const missing = want.filter((p) => !(p in params));
  const extra = Object.keys(params).filter((p) => !want.includes(p));
  if (missing.length) problems.push(`${where}: ${m.key} lacks ${missing.join(', ')}`);
  if (extra.length) problems.push(`${where}: ${m.key} has unused ${extra.join(', ')}`);
  for (const [name, v] of Object.entries(params) as [string, MsgParam][]) {
    const nested = Array.isArray(v) ? v : isMsg(v) ? [v] : [];
    for (const n of nested) problems.push(...msgProblems(n, `${where} {${name}}`, used));
  }
  return problems;
}

function check(): { problems: string[]; used: Set<string>; count: number } {
  const used = new Set<string>();
  const problems: string[] = [];
  let count = 0;
  for (const [label, fields] of ARTIFACTS) {
    for (const f of allFields(fields)) {
      count++;
      const where = `${label} ${f.path}`;
      if (!isMsg(f.meaning)) {
        problems.push(`${where}: meaning is a string: ${JSON.stringify(f.meaning)}`);
        continue;
      }
      problems.push(...msgProblems(f.meaning, where, used));
      const text = en(f.meaning);
      if (/[{}⟨⟩]/.test(text) || text.length < 2) problems.push(`${where}: formats as ${JSON.stringify(text)}`);
    }
  }
  return { problems, used, count };
}

describe('field meanings are messages', () => {
  const { problems, used, count } = check();

  it('every meaning in every field tree is a Msg with a known key and exactly the parameters its template names', () => {
    expect(count).toBeGreaterThan(500);
    expect(problems).toEqual([]);
  });

  it('every key in FIELDS is produced by these artifacts, or listed as rare', () => {
    const unused = Object.keys(FIELDS).filter((k) => !used.has(k) && !RARE.includes(k));
    expect(unused).toEqual([]);
    // The allow-list stays honest: its keys exist and really are not produced here.
    for (const k of RARE) {
      expect(Object.keys(FIELDS)).toContain(k);
      expect(used.has(k), k).toBe(false);
    }
  });

  it('reads as before in English', () => {
    const byPath = (label: string, path: string) => {
      const fields = ARTIFACTS.find(([l]) => l === label)?.[1] ?? [];
      return en(allFields(fields).find((f) => f.path === path)?.meaning);
    };
    expect(byPath('IB WRITE ONLY', 'BTH')).toBe(
      'Base Transport Header: RC RDMA WRITE ONLY, which QP it is for and its place in the PSN sequence',
    );
    expect(byPath('IB WRITE ONLY', 'BTH.DestQP')).toBe(
      'destination queue pair on host B: the QP that owns this connection at the receiver',
    );
    expect(byPath('IB WRITE ONLY WITH IMMEDIATE', 'LRH.DLID')).toBe(
      'destination LID: the local identifier of the receiving port; switches forward on it',
    );
    expect(byPath('IB ACK syndrome 1f', 'AETH')).toBe('ACK Extended Transport Header: ACK from the responder');
    expect(byPath('IB ACK syndrome 30', 'AETH.Syndrome')).toBe('RNR NAK: receiver not ready, retry after RNR timer code 16 = 2.56 ms');
    expect(byPath('IB ACK syndrome 40', 'AETH')).toBe('ACK Extended Transport Header: reserved syndrome type 0x40 from the responder');
    expect(byPath('MWr unaligned', 'MWr64 header.DW1.FirstBE')).toBe('byte lane 3 of the first DW is written');
    expect(byPath('CplD of a 4 KiB read, first', 'CplD header.DW1.ByteCount')).toBe(
      '0 encodes 4096: 4096 B still to return for this read, incl. this payload (more completions follow)',
    );
    expect(byPath('WQE (inline)', 'ctrl.qpn_ds.ds')).toBe(
      '3 x 16 B = 48 B of WQE (ctrl + raddr + 1 DS inline); an 8-bit field of which only the low 6 bits are used',
    );
  });
});
