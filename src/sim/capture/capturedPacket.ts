import { ByteReader } from '../bytes/byteReader';
import { crc32Update } from '../crc/crc32';
import { type Aeth, decodeAeth } from '../ib/aeth';
import { BTH_BYTES, type Bth } from '../ib/bth';
import { decodeGrh, GRH_BYTES } from '../ib/grh';
import { BTH_RESV8A, maskIpv6Shaped } from '../ib/icrc';
import { decodeLrh, LRH_BYTES } from '../ib/lrh';
import { extraHeadersOf } from '../ib/opcodes';
import { decodeIbPacket, ICRC_BYTES, readCrc32LsbFirst, readTransportHeaders, VCRC_BYTES } from '../ib/packet';
import { decodeReth, type Reth } from '../ib/reth';
import { formatMac } from '../roce/ethernet';
import { formatIpv4 } from '../roce/ipv4';
import { formatIpv6 } from '../roce/ipv6';
import { roceV2IcrcFromIp } from '../roce/roceIcrc';
import { decodeRoceV2FromIp } from '../roce/roceV2Packet';
import type { CaptureRecord } from './captureRecord';
import { type CmMessage, decodeCmMad, GSI_QPN, UD_SEND_ONLY } from './cmMad';
import { type Carrier, carrierOf } from './linkLayer';

/** The transport an opcode belongs to: its top 3 bits (IBA Vol. 1 §9.2; Linux include/rdma/ib_pack.h, IB_OPCODE_*). */
export type TransportClass = 'rc' | 'uc' | 'rd' | 'ud' | 'cnp' | 'xrc' | 'other';
const CLASS_OF: readonly TransportClass[] = ['rc', 'uc', 'rd', 'ud', 'cnp', 'xrc', 'other', 'other'];
export const transportClassOf = (opcode: number): TransportClass => CLASS_OF[opcode >> 5];

/**
 * One RDMA packet of a capture, decoded by the same decoders that build the model's packets, kept small: the index
 * holds these (or only the records' offsets), never the field trees, which a view rebuilds for the packet it shows.
 */
export interface CapturedPacket {
  index: number;
  timeNs: bigint;
  iface: number;
  carrier: 'rocev2' | 'rocev1' | 'ib';
  /** The sender and receiver as the capture names them: IP addresses (RoCEv2), GIDs (RoCEv1, IB with a GRH) or LIDs. */
  src: string;
  dst: string;
  /** The MACs and VLAN IDs, when the capture has an Ethernet header. */
  eth?: { src: string; dst: string; vlans: number[] };
  transport: TransportClass;
  bth: Bth;
  reth?: Reth;
  aeth?: Aeth;
  immDt?: number;
  payloadLength: number;
  /** The snapshot length cut the packet: its headers were read, its ICRC could not be checked. */
  cut: boolean;
  /** null when it could not be checked (a cut packet, a transport this reader does not decode). */
  icrcOk: boolean | null;
  vcrcOk?: boolean;
  /** A connection manager's MAD on QP1 (rdma-cm's REQ, REP, RTU...). */
  cm?: CmMessage;
  /** RoCEv2: the IP header's ECN bits, and the UDP source port. */
  ecn?: number;
  udpSport?: number;
}

/** A record that holds no RDMA packet (what it is), or one whose RDMA headers could not be read (why). */
export type CapturedOther = { index: number; other: string } | { index: number; error: string };

/**
 * Addresses as text, each formatted once: a capture repeats a handful of them over millions of packets, and formatting
 * one per packet was most of an index's time. The caches are bounded (a capture with more distinct addresses formats the rest).
 */
const MAX_CACHED = 4096;
const macs = new Map<number, string>();
const ipv4s = new Map<number, string>();
const ipv6s = new Map<string, string>();
function cached<K>(cache: Map<K, string>, key: K, format: () => string): string {
  let v = cache.get(key);
  if (v === undefined) {
    v = format();
    if (cache.size < MAX_CACHED) cache.set(key, v);
  }
  return v;
}
const macText = (m: Uint8Array) =>
  cached(macs, ((m[0] << 8) | m[1]) * 2 ** 32 + (((m[2] << 24) | (m[3] << 16) | (m[4] << 8) | m[5]) >>> 0), () => formatMac(m));
const ipv4Text = (a: Uint8Array) => cached(ipv4s, ((a[0] << 24) | (a[1] << 16) | (a[2] << 8) | a[3]) >>> 0, () => formatIpv4(a));
const ipv6Text = (a: Uint8Array) => cached(ipv6s, String.fromCharCode(...a), () => formatIpv6(a));
const gidText = ipv6Text;

/**
 * RoCEv1's ICRC: the IB ICRC of a global packet without its LRH, i.e. 8 bytes of 1s for the absent LRH, the GRH with
 * TClass, FlowLabel and HopLmt as 1s, the BTH with byte 4 as 1s, then the rest (IBA Annex A16; the same rule as
 * roceV2Icrc, whose IP header is shaped like the GRH).
 */
function roceV1Icrc(fromGrhThroughPad: Uint8Array): number {
  const masked = GRH_BYTES + BTH_RESV8A + 1;
  const head = new Uint8Array(fromGrhThroughPad.subarray(0, masked));
  maskIpv6Shaped(head, 0);
  head[GRH_BYTES + BTH_RESV8A] = 0xff;
  let state = crc32Update(0xffffffff, new Uint8Array(LRH_BYTES).fill(0xff));
  state = crc32Update(state, head);
  return ~crc32Update(state, fromGrhThroughPad, masked) >>> 0;
}

/**
 * The BTH at `at`, read byte by byte (IBA Vol. 1 §9.2: the same fields decodeBth reads bit by bit, which a test holds;
 * this runs once per packet of a capture, decodeBth's bit reader was a tenth of an index's time).
 */
export function bthAt(d: Uint8Array, at: number): Bth | null {
  if (d.length < at + BTH_BYTES) return null;
  const b1 = d[at + 1];
  const b4 = d[at + 4];
  return {
    opcode: d[at],
    se: (b1 & 0x80) !== 0,
    migReq: (b1 & 0x40) !== 0,
    padCnt: (b1 >> 4) & 3,
    tver: b1 & 0x0f,
    pkey: (d[at + 2] << 8) | d[at + 3],
    fecn: (b4 & 0x80) !== 0,
    becn: (b4 & 0x40) !== 0,
    destQp: (d[at + 5] << 16) | (d[at + 6] << 8) | d[at + 7],
    ackReq: (d[at + 8] & 0x80) !== 0,
    psn: (d[at + 9] << 16) | (d[at + 10] << 8) | d[at + 11],
  };
}

/** The rest of the packet, from the BTH, when the full headers are there (else the BTH alone). */
function summary(
  r: CaptureRecord,
  base: Pick<CapturedPacket, 'carrier' | 'src' | 'dst' | 'eth' | 'ecn' | 'udpSport'>,
  bth: Bth,
  full: { reth?: Reth; aeth?: Aeth; immDt?: number; payload: Uint8Array; icrcOk: boolean; vcrcOk?: boolean } | null,
): CapturedPacket {
  const cut = r.data.length < r.originalLength;
  // Built field by field, never by spread or delete: one shape for every packet keeps V8's property access fast (an
  // index builds millions of these).
  const p: CapturedPacket = {
    index: r.index,
    timeNs: r.timeNs,
    iface: r.iface,
    carrier: base.carrier,
    src: base.src,
    dst: base.dst,
    transport: transportClassOf(bth.opcode),
    bth,
    payloadLength: full ? full.payload.length : 0,
    cut,
    icrcOk: full ? full.icrcOk : null,
  };
  if (base.eth) p.eth = base.eth;
  if (base.ecn !== undefined) p.ecn = base.ecn;
  if (base.udpSport !== undefined) p.udpSport = base.udpSport;
  if (full?.reth) p.reth = full.reth;
  if (full?.aeth) p.aeth = full.aeth;
  if (full?.immDt !== undefined) p.immDt = full.immDt;
  if (full?.vcrcOk !== undefined) p.vcrcOk = full.vcrcOk;
  return p;
}

/** A UD packet to QP1 that holds a connection manager's MAD (a REQ, a REP, an RTU...): its message onto the packet. */
function withCm(p: CapturedPacket, afterBth: Uint8Array): CapturedPacket {
  if (p.bth.opcode !== UD_SEND_ONLY || p.bth.destQp !== GSI_QPN) return p;
  const cm = decodeCmMad(afterBth);
  if (cm) p.cm = cm;
  return p;
}

/** The fast path's transport headers onto a packet, field by field (see summary). */
function withHeaders(p: CapturedPacket, h: ReturnType<typeof headersOnly>): CapturedPacket {
  p.payloadLength = h.payloadLength;
  if (h.reth) p.reth = h.reth;
  if (h.immDt !== undefined) p.immDt = h.immDt;
  if (h.aeth) p.aeth = h.aeth;
  return p;
}

const ethText = (c: Extract<Carrier, { kind: 'rocev2' | 'rocev1' }>) =>
  c.eth ? { src: macText(c.eth.src), dst: macText(c.eth.dst), vlans: c.eth.vlans } : undefined;

/**
 * The transport headers after the BTH at `at`, read without the payload or the ICRC (an index's fast path: the bytes
 * are not copied and no CRC runs; `verify` reads them whole).
 */
function headersOnly(d: Uint8Array, at: number, end: number, bth: Bth) {
  const extra = extraHeadersOf(bth.opcode);
  const r = new ByteReader(d, at + BTH_BYTES);
  const reth = extra.reth ? decodeReth(r) : undefined;
  const immDt = extra.immDt ? r.u32() : undefined;
  const aeth = extra.aeth ? decodeAeth(r) : undefined;
  const payloadLength = Math.max(0, end - ICRC_BYTES - r.offset - bth.padCnt);
  return { reth, immDt, aeth, payloadLength };
}

function roceV2(r: CaptureRecord, c: Extract<Carrier, { kind: 'rocev2' }>, verify: boolean): CapturedPacket | CapturedOther {
  const d = r.data.subarray(c.ipAt);
  const ipBytes = c.ipVersion === 4 ? (d[0] & 0x0f) * 4 : 40;
  const bth = bthAt(d, ipBytes + 8);
  if (!bth) return { index: r.index, error: 'cut before its BTH' };
  const v4 = c.ipVersion === 4;
  const src = v4 ? ipv4Text(d.subarray(12, 16)) : ipv6Text(d.subarray(8, 24));
  const dst = v4 ? ipv4Text(d.subarray(16, 20)) : ipv6Text(d.subarray(24, 40));
  const ecn = v4 ? d[1] & 3 : (((d[0] & 0x0f) << 4) | (d[1] >> 4)) & 3;
  const base = { carrier: 'rocev2' as const, src, dst, eth: ethText(c), ecn, udpSport: (d[ipBytes] << 8) | d[ipBytes + 1] };
  if (r.data.length < r.originalLength) return summary(r, base, bth, null);
  if (transportClassOf(bth.opcode) !== 'rc') {
    // Another transport (a CNP, UD...): its headers are not walked, but its ICRC is the same CRC over the same span.
    const ipEnd = v4 ? (d[2] << 8) | d[3] : 40 + ((d[4] << 8) | d[5]);
    const icrcAt = ipEnd - ICRC_BYTES;
    if (icrcAt < ipBytes + 8 + BTH_BYTES || ipEnd > d.length) return summary(r, base, bth, null);
    const p = summary(r, base, bth, null);
    p.icrcOk = roceV2IcrcFromIp(d.subarray(0, icrcAt), c.ipVersion) === readCrc32LsbFirst(d, icrcAt);
    return withCm(p, d.subarray(ipBytes + 8 + BTH_BYTES, icrcAt));
  }
  if (!verify) {
    const ipEnd = v4 ? (d[2] << 8) | d[3] : 40 + ((d[4] << 8) | d[5]);
    if (ipEnd > d.length || ipEnd < ipBytes + 8 + BTH_BYTES + ICRC_BYTES)
      return { index: r.index, error: `the IP length ${ipEnd} does not fit` };
    return withHeaders(summary(r, base, bth, null), headersOnly(d, ipBytes + 8, ipEnd, bth));
  }
  try {
    const p = decodeRoceV2FromIp(d, c.ipVersion);
    return summary(r, base, bth, { ...p, icrcOk: p.icrcOk });
  } catch (e) {
    return { index: r.index, error: (e as Error).message };
  }
}

function roceV1(r: CaptureRecord, c: Extract<Carrier, { kind: 'rocev1' }>): CapturedPacket | CapturedOther {
  const d = r.data.subarray(c.grhAt);
  if (d.length < GRH_BYTES + BTH_BYTES) return { index: r.index, error: 'cut before its BTH' };
  const grh = decodeGrh(new ByteReader(d));
  const bth = bthAt(d, GRH_BYTES) as Bth;
  const base = { carrier: 'rocev1' as const, src: gidText(grh.sgid), dst: gidText(grh.dgid), eth: ethText(c) };
  const end = GRH_BYTES + grh.payLen;
  if (transportClassOf(bth.opcode) !== 'rc' || end > d.length) return summary(r, base, bth, null);
  const icrcAt = end - ICRC_BYTES;
  const t = readTransportHeaders(new ByteReader(d.subarray(0, icrcAt), GRH_BYTES), d, icrcAt);
  return summary(r, base, bth, { ...t, icrcOk: roceV1Icrc(d.subarray(0, icrcAt)) === readCrc32LsbFirst(d, icrcAt) });
}

function nativeIb(r: CaptureRecord, c: Extract<Carrier, { kind: 'ib' }>, verify: boolean): CapturedPacket | CapturedOther {
  const d = r.data.subarray(c.lrhAt, c.end);
  if (d.length < LRH_BYTES) return { index: r.index, error: 'cut before its LRH' };
  const lrh = decodeLrh(new ByteReader(d));
  if (lrh.lnh !== 2 && lrh.lnh !== 3) return { index: r.index, other: `InfiniBand LNH ${lrh.lnh} (no BTH)` };
  const grh = lrh.lnh === 3 && d.length >= LRH_BYTES + GRH_BYTES ? decodeGrh(new ByteReader(d, LRH_BYTES)) : undefined;
  const bth = bthAt(d, LRH_BYTES + (lrh.lnh === 3 ? GRH_BYTES : 0));
  if (!bth) return { index: r.index, error: 'cut before its BTH' };
  const src = grh ? gidText(grh.sgid) : `LID ${lrh.slid}`;
  const dst = grh ? gidText(grh.dgid) : `LID ${lrh.dlid}`;
  const base = { carrier: 'ib' as const, src, dst };
  // PktLen counts 4-byte words from the LRH through the ICRC; the VCRC follows (IBA Vol. 1 §7.7.8).
  const end = lrh.pktLen * 4 + VCRC_BYTES;
  if (transportClassOf(bth.opcode) !== 'rc' || end > d.length) {
    const p = summary(r, base, bth, null);
    const at = LRH_BYTES + (grh ? GRH_BYTES : 0) + BTH_BYTES;
    return end > d.length ? p : withCm(p, d.subarray(at, end - VCRC_BYTES - ICRC_BYTES));
  }
  if (!verify) return withHeaders(summary(r, base, bth, null), headersOnly(d, LRH_BYTES + (grh ? GRH_BYTES : 0), end - VCRC_BYTES, bth));
  try {
    const p = decodeIbPacket(d.subarray(0, end));
    return summary(r, base, bth, p);
  } catch (e) {
    return { index: r.index, error: (e as Error).message };
  }
}

/**
 * One record decoded: an RDMA packet (RoCEv2, RoCEv1 or native InfiniBand), or what else it holds. With `verify`
 * false (an index of a large file) the headers are read and the CRCs not checked: `icrcOk` is null.
 */
export function capturedPacket(r: CaptureRecord, opts: { verify?: boolean } = {}): CapturedPacket | CapturedOther {
  const verify = opts.verify ?? true;
  const c = carrierOf(r.linkType, r.data);
  switch (c.kind) {
    case 'rocev2':
      return roceV2(r, c, verify);
    case 'rocev1':
      return roceV1(r, c);
    case 'ib':
      return nativeIb(r, c, verify);
    default:
      return { index: r.index, other: c.what };
  }
}

export const isRdma = (x: CapturedPacket | CapturedOther): x is CapturedPacket => 'bth' in x;
