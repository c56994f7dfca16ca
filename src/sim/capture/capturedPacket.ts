import { ByteReader } from '../bytes/byteReader';
import { crc32Update } from '../crc/crc32';
import type { Aeth } from '../ib/aeth';
import { BTH_BYTES, type Bth, decodeBth } from '../ib/bth';
import { decodeGrh, GRH_BYTES } from '../ib/grh';
import { BTH_RESV8A, maskIpv6Shaped } from '../ib/icrc';
import { decodeLrh, LRH_BYTES } from '../ib/lrh';
import { decodeIbPacket, ICRC_BYTES, readCrc32LsbFirst, readTransportHeaders, VCRC_BYTES } from '../ib/packet';
import type { Reth } from '../ib/reth';
import { formatMac } from '../roce/ethernet';
import { formatIpv4 } from '../roce/ipv4';
import { formatIpv6 } from '../roce/ipv6';
import { roceV2IcrcFromIp } from '../roce/roceIcrc';
import { decodeRoceV2FromIp } from '../roce/roceV2Packet';
import type { CaptureRecord } from './captureRecord';
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
  /** RoCEv2: the IP header's ECN bits, and the UDP source port. */
  ecn?: number;
  udpSport?: number;
}

/** A record that holds no RDMA packet (what it is), or one whose RDMA headers could not be read (why). */
export type CapturedOther = { index: number; other: string } | { index: number; error: string };

const gidText = (g: Uint8Array) => formatIpv6(g);

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

/** The BTH alone, for a packet cut by the snapshot length or of a transport this reader does not decode. */
function bthAt(d: Uint8Array, at: number): Bth | null {
  return d.length >= at + BTH_BYTES ? decodeBth(new ByteReader(d, at)) : null;
}

/** The rest of the packet, from the BTH, when the full headers are there (else the BTH alone). */
function summary(
  r: CaptureRecord,
  base: Pick<CapturedPacket, 'carrier' | 'src' | 'dst' | 'eth' | 'ecn' | 'udpSport'>,
  bth: Bth,
  full: { reth?: Reth; aeth?: Aeth; immDt?: number; payload: Uint8Array; icrcOk: boolean; vcrcOk?: boolean } | null,
): CapturedPacket {
  const cut = r.data.length < r.originalLength;
  const p: CapturedPacket = {
    index: r.index,
    timeNs: r.timeNs,
    iface: r.iface,
    ...base,
    transport: transportClassOf(bth.opcode),
    bth,
    payloadLength: full ? full.payload.length : 0,
    cut,
    icrcOk: full ? full.icrcOk : null,
  };
  if (full?.reth) p.reth = full.reth;
  if (full?.aeth) p.aeth = full.aeth;
  if (full?.immDt !== undefined) p.immDt = full.immDt;
  if (full?.vcrcOk !== undefined) p.vcrcOk = full.vcrcOk;
  if (!p.eth) delete p.eth;
  return p;
}

const ethText = (c: Extract<Carrier, { kind: 'rocev2' | 'rocev1' }>) =>
  c.eth ? { src: formatMac(c.eth.src), dst: formatMac(c.eth.dst), vlans: c.eth.vlans } : undefined;

function roceV2(r: CaptureRecord, c: Extract<Carrier, { kind: 'rocev2' }>): CapturedPacket | CapturedOther {
  const d = r.data.subarray(c.ipAt);
  const ipBytes = c.ipVersion === 4 ? (d[0] & 0x0f) * 4 : 40;
  const bth = bthAt(d, ipBytes + 8);
  if (!bth) return { index: r.index, error: 'cut before its BTH' };
  const v4 = c.ipVersion === 4;
  const src = v4 ? formatIpv4(d.subarray(12, 16)) : formatIpv6(d.subarray(8, 24));
  const dst = v4 ? formatIpv4(d.subarray(16, 20)) : formatIpv6(d.subarray(24, 40));
  const ecn = v4 ? d[1] & 3 : (((d[0] & 0x0f) << 4) | (d[1] >> 4)) & 3;
  const base = { carrier: 'rocev2' as const, src, dst, eth: ethText(c), ecn, udpSport: (d[ipBytes] << 8) | d[ipBytes + 1] };
  if (r.data.length < r.originalLength) return summary(r, base, bth, null);
  if (transportClassOf(bth.opcode) !== 'rc') {
    // Another transport (a CNP, UD...): its headers are not walked, but its ICRC is the same CRC over the same span.
    const ipEnd = v4 ? (d[2] << 8) | d[3] : 40 + ((d[4] << 8) | d[5]);
    const icrcAt = ipEnd - ICRC_BYTES;
    if (icrcAt < ipBytes + 8 + BTH_BYTES || ipEnd > d.length) return summary(r, base, bth, null);
    const icrcOk = roceV2IcrcFromIp(d.subarray(0, icrcAt), c.ipVersion) === readCrc32LsbFirst(d, icrcAt);
    return { ...summary(r, base, bth, null), icrcOk };
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
  const bth = decodeBth(new ByteReader(d, GRH_BYTES));
  const base = { carrier: 'rocev1' as const, src: gidText(grh.sgid), dst: gidText(grh.dgid), eth: ethText(c) };
  const end = GRH_BYTES + grh.payLen;
  if (transportClassOf(bth.opcode) !== 'rc' || end > d.length) return summary(r, base, bth, null);
  const icrcAt = end - ICRC_BYTES;
  const t = readTransportHeaders(new ByteReader(d.subarray(0, icrcAt), GRH_BYTES), d, icrcAt);
  return summary(r, base, bth, { ...t, icrcOk: roceV1Icrc(d.subarray(0, icrcAt)) === readCrc32LsbFirst(d, icrcAt) });
}

function nativeIb(r: CaptureRecord, c: Extract<Carrier, { kind: 'ib' }>): CapturedPacket | CapturedOther {
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
  if (transportClassOf(bth.opcode) !== 'rc' || end > d.length) return summary(r, base, bth, null);
  try {
    const p = decodeIbPacket(d.subarray(0, end));
    return summary(r, base, bth, p);
  } catch (e) {
    return { index: r.index, error: (e as Error).message };
  }
}

/** One record decoded: an RDMA packet (RoCEv2, RoCEv1 or native InfiniBand), or what else it holds. */
export function capturedPacket(r: CaptureRecord): CapturedPacket | CapturedOther {
  const c = carrierOf(r.linkType, r.data);
  switch (c.kind) {
    case 'rocev2':
      return roceV2(r, c);
    case 'rocev1':
      return roceV1(r, c);
    case 'ib':
      return nativeIb(r, c);
    default:
      return { index: r.index, other: c.what };
  }
}

export const isRdma = (x: CapturedPacket | CapturedOther): x is CapturedPacket => 'bth' in x;
