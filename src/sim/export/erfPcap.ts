/**
 * Classic pcap files of native InfiniBand packets, wrapped in ERF records (link type 197, ERF type
 * 0x15) because tshark 4.0 dissects those and refuses LINKTYPE_INFINIBAND 247 [fact sheet §8.1].
 * The record layout copies the Wireshark sample capture [IBCAP]: see tests/fixtures/captures/README.md.
 */

export const LINKTYPE_ERF = 197; // [fact sheet §8.1]
export const LINKTYPE_INFINIBAND = 247; // raw packets from the LRH [fact sheet §8.1, libpcap]
export const ERF_TYPE_INFINIBAND = 0x15; // [fact sheet §8.1; IBCAP]

// pcap file magics [libpcap file format]; the nanosecond one keeps packets a few ns apart distinct.
const MAGIC_MICROSECONDS = 0xa1b2c3d4;
const MAGIC_NANOSECONDS = 0xa1b23c4d;
const SNAPLEN = 65535;
const PCAP_HEADER_BYTES = 24;
const RECORD_HEADER_BYTES = 16;
const ERF_HEADER_BYTES = 16; // [IBCAP]
// ERF flags as in [IBCAP]: bits 1:0 capture interface, bit 2 "varying record length" (tshark's erf.flags).
const ERF_FLAG_VARYING_LENGTH = 0x04;
const NS_PER_S = 1_000_000_000;

export interface PcapPacket {
  /** Capture time in ns since the Unix epoch (rounded to whole ns). */
  timeNs: number;
  /** The IB packet, LRH through VCRC. */
  bytes: Uint8Array;
  /** ERF capture interface 0..3; the sample uses 0 and 1 for the two directions. Default 0. */
  iface?: number;
}

export interface PcapRecord {
  /** Seconds and ns of the record header, also as one number (exact below 2^53 ns, ~104 days). */
  tsNs: number;
  tsSec: number;
  tsNsOfSecond: number;
  data: Uint8Array;
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

function splitTime(timeNs: number): { sec: number; ns: number } {
  const t = Math.round(timeNs);
  if (!Number.isSafeInteger(t) || t < 0) throw new RangeError(`timestamp ${timeNs} ns`);
  const sec = Math.floor(t / NS_PER_S);
  return { sec, ns: t - sec * NS_PER_S };
}

/** ns within a second -> ERF's 32-bit binary fraction, rounded (always < 2^32 for ns < 1e9). */
function erfFraction(ns: number): number {
  return Number(((BigInt(ns) << 32n) + BigInt(NS_PER_S / 2)) / BigInt(NS_PER_S));
}

/** Writes a nanosecond pcap: one ERF InfiniBand record per packet (default) or raw packets (247). */
export function writeErfPcap(packets: PcapPacket[], opts: { linktype?: 197 | 247 } = {}): Uint8Array {
  const linktype = opts.linktype ?? LINKTYPE_ERF;
  const erf = linktype === LINKTYPE_ERF;
  const recordBytes = (p: PcapPacket) => (erf ? ERF_HEADER_BYTES : 0) + p.bytes.length;
  const total = PCAP_HEADER_BYTES + packets.reduce((s, p) => s + RECORD_HEADER_BYTES + recordBytes(p), 0);
  const out = new Uint8Array(total);
  const v = new DataView(out.buffer);
  v.setUint32(0, MAGIC_NANOSECONDS, true);
  v.setUint16(4, 2, true); // version 2.4
  v.setUint16(6, 4, true);
  v.setUint32(16, SNAPLEN, true); // thiszone and sigfigs (8-15) stay 0
  v.setUint32(20, linktype, true);
  let o = PCAP_HEADER_BYTES;
  for (const p of packets) {
    const len = recordBytes(p);
    if (len > SNAPLEN) throw new RangeError(`packet of ${p.bytes.length} B exceeds the snap length`);
    const { sec, ns } = splitTime(p.timeNs);
    v.setUint32(o, sec, true);
    v.setUint32(o + 4, ns, true);
    v.setUint32(o + 8, len, true); // incl_len = orig_len, no ERF padding, as [IBCAP]
    v.setUint32(o + 12, len, true);
    o += RECORD_HEADER_BYTES;
    if (erf) {
      const iface = p.iface ?? 0;
      if (!Number.isInteger(iface) || iface < 0 || iface > 3) throw new RangeError(`ERF interface ${iface}`);
      v.setUint32(o, erfFraction(ns), true); // 64-bit little-endian: fraction low, seconds high
      v.setUint32(o + 4, sec, true);
      v.setUint8(o + 8, ERF_TYPE_INFINIBAND);
      v.setUint8(o + 9, ERF_FLAG_VARYING_LENGTH | iface);
      v.setUint16(o + 10, Math.ceil(len / 8) * 8, false); // rlen: rounded up to 8, as [IBCAP]
      v.setUint16(o + 12, 0, false); // lctr: no loss
      v.setUint16(o + 14, p.bytes.length, false); // wlen: the IB packet including its VCRC
      o += ERF_HEADER_BYTES;
    }
    out.set(p.bytes, o);
    o += p.bytes.length;
  }
  return out;
}

/** Reads a classic pcap (either byte order, micro- or nanosecond timestamps). */
export function readPcap(bytes: Uint8Array): { linktype: number; records: PcapRecord[] } {
  const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < PCAP_HEADER_BYTES) throw new RangeError('shorter than a pcap header');
  let le = true;
  let magic = v.getUint32(0, true);
  if (magic !== MAGIC_MICROSECONDS && magic !== MAGIC_NANOSECONDS) {
    le = false;
    magic = v.getUint32(0, false);
  }
  if (magic !== MAGIC_MICROSECONDS && magic !== MAGIC_NANOSECONDS) throw new Error('not a classic pcap file');
  const subUnit = magic === MAGIC_NANOSECONDS ? 1 : 1000;
  const records: PcapRecord[] = [];
  let o = PCAP_HEADER_BYTES;
  while (o + RECORD_HEADER_BYTES <= bytes.length) {
    const tsSec = v.getUint32(o, le);
    const tsNsOfSecond = v.getUint32(o + 4, le) * subUnit;
    const incl = v.getUint32(o + 8, le);
    o += RECORD_HEADER_BYTES;
    if (o + incl > bytes.length) throw new RangeError(`record at byte ${o} runs past the end`);
    records.push({ tsNs: tsSec * NS_PER_S + tsNsOfSecond, tsSec, tsNsOfSecond, data: bytes.subarray(o, o + incl) });
    o += incl;
  }
  return { linktype: v.getUint32(20, le), records };
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
