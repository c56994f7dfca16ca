/**
 * Classic pcap files of native InfiniBand packets, wrapped in ERF records (link type 197, ERF type
 * 0x15) because tshark 4.0 dissects those and refuses LINKTYPE_INFINIBAND 247 (link types: tcpdump.org,
 * Link-layer header types; the refusal was observed with tshark 4.0, not taken from a public source).
 * The record layout copies the Wireshark sample capture infiniband.pcap: see tests/fixtures/captures/README.md.
 */

import { NS_PER_S, type PcapRecordOut, splitTime, writePcap } from './pcapFile';

export { type PcapRecord, readPcap } from './pcapFile';

export const LINKTYPE_ERF = 197; // (tcpdump.org, Link-layer header types)
export const LINKTYPE_INFINIBAND = 247; // raw packets from the LRH (tcpdump.org, Link-layer header types)
export const ERF_TYPE_INFINIBAND = 0x15; // as in the Wireshark sample capture infiniband.pcap

const ERF_HEADER_BYTES = 16; // as in the Wireshark sample capture infiniband.pcap
// ERF flags as in the Wireshark sample capture infiniband.pcap: bits 1:0 capture interface, bit 2 "varying record
// length" (tshark's erf.flags).
const ERF_FLAG_VARYING_LENGTH = 0x04;

export interface PcapPacket {
  /** Capture time in ns since the Unix epoch (rounded to whole ns). */
  timeNs: number;
  /** The IB packet, LRH through VCRC. */
  bytes: Uint8Array;
  /** ERF capture interface 0..3; the sample uses 0 and 1 for the two directions. Default 0. */
  iface?: number;
}

export interface ErfHeader {
  /** Seconds and binary fraction of a second (ERF fixed point). */
  tsSec: number;
  tsFraction: number;
  type: number;
  flags: number;
  rlen: number;
  lctr: number;
  wlen: number;
}

/** ns within a second -> ERF's 32-bit binary fraction, rounded (always < 2^32 for ns < 1e9). */
function erfFraction(ns: number): number {
  return Number(((BigInt(ns) << 32n) + BigInt(NS_PER_S / 2)) / BigInt(NS_PER_S));
}

/** Writes a nanosecond pcap: one ERF InfiniBand record per packet (default) or raw packets (247). */
export function writeErfPcap(packets: PcapPacket[], opts: { linktype?: 197 | 247 } = {}): Uint8Array {
  const linktype = opts.linktype ?? LINKTYPE_ERF;
  return writePcap(
    linktype,
    packets.map((p) => erfRecordOut(p, linktype)),
  );
}

/** The pcap record of one packet: an ERF InfiniBand record (197) or the raw packet (247). */
export function erfRecordOut(p: PcapPacket, linktype: 197 | 247): PcapRecordOut {
  return { timeNs: p.timeNs, parts: linktype === LINKTYPE_ERF ? [erfRecordHeader(p), p.bytes] : [p.bytes] };
}

/** Bytes of a packet's record data: the ERF header (197) and the packet. */
export const erfRecordDataBytes = (packetBytes: number, linktype: 197 | 247) =>
  (linktype === LINKTYPE_ERF ? ERF_HEADER_BYTES : 0) + packetBytes;

/** The 16-byte ERF header of one InfiniBand record, in the layout of the Wireshark sample capture infiniband.pcap. */
function erfRecordHeader(p: PcapPacket): Uint8Array {
  const iface = p.iface ?? 0;
  if (!Number.isInteger(iface) || iface < 0 || iface > 3) throw new RangeError(`ERF interface ${iface}`);
  const len = ERF_HEADER_BYTES + p.bytes.length; // incl_len = orig_len, no ERF padding, as in the Wireshark sample capture
  const { sec, ns } = splitTime(p.timeNs);
  const h = new Uint8Array(ERF_HEADER_BYTES);
  const v = new DataView(h.buffer);
  v.setUint32(0, erfFraction(ns), true); // 64-bit little-endian: fraction low, seconds high
  v.setUint32(4, sec, true);
  v.setUint8(8, ERF_TYPE_INFINIBAND);
  v.setUint8(9, ERF_FLAG_VARYING_LENGTH | iface);
  v.setUint16(10, Math.ceil(len / 8) * 8, false); // rlen: rounded up to 8, as in the Wireshark sample capture
  v.setUint16(12, 0, false); // lctr: no loss
  v.setUint16(14, p.bytes.length, false); // wlen: the IB packet including its VCRC
  return h;
}

/** The 16-byte ERF header at the start of a record. */
export function erfHeader(record: { data: Uint8Array }): ErfHeader {
  const d = record.data;
  if (d.length < ERF_HEADER_BYTES) throw new RangeError('shorter than an ERF header');
  const v = new DataView(d.buffer, d.byteOffset, d.byteLength);
  return {
    tsFraction: v.getUint32(0, true),
    tsSec: v.getUint32(4, true),
    type: d[8],
    flags: d[9],
    rlen: v.getUint16(10, false),
    lctr: v.getUint16(12, false),
    wlen: v.getUint16(14, false),
  };
}

/** The InfiniBand packet inside an ERF record (type 0x15), skipping any 8-byte extension headers. */
export function erfPayload(record: { data: Uint8Array }): Uint8Array {
  const h = erfHeader(record);
  if ((h.type & 0x7f) !== ERF_TYPE_INFINIBAND) throw new Error(`ERF type 0x${h.type.toString(16)} is not InfiniBand`);
  let o = ERF_HEADER_BYTES;
  // Type bit 7 = an extension header follows; each extension's own bit 7 says another follows.
  for (let more = (h.type & 0x80) !== 0; more; o += 8) more = (record.data[o] & 0x80) !== 0;
  return record.data.subarray(o, Math.min(record.data.length, o + h.wlen));
}
