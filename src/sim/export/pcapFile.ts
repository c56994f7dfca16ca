/**
 * Classic pcap files (libpcap format 2.4), written with nanosecond timestamps and read in either
 * byte order and either resolution. The link-layer exports (ERF InfiniBand, Ethernet) share this.
 */

// pcap file magics [libpcap file format]; the nanosecond one keeps packets a few ns apart distinct.
const MAGIC_MICROSECONDS = 0xa1b2c3d4;
const MAGIC_NANOSECONDS = 0xa1b23c4d;
export const PCAP_SNAPLEN = 65535;
export const PCAP_HEADER_BYTES = 24;
const RECORD_HEADER_BYTES = 16;
export const NS_PER_S = 1_000_000_000;

export interface PcapRecord {
  /** Seconds and ns of the record header, also as one number (exact below 2^53 ns, ~104 days). */
  tsNs: number;
  tsSec: number;
  tsNsOfSecond: number;
  data: Uint8Array;
}

/** A record to write: its time and its bytes, given as parts written one after another. */
export interface PcapRecordOut {
  timeNs: number;
  parts: readonly Uint8Array[];
}

/** A time in ns as whole seconds and ns within the second; throws on a negative or unsafe time. */
export function splitTime(timeNs: number): { sec: number; ns: number } {
  const t = Math.round(timeNs);
  if (!Number.isSafeInteger(t) || t < 0) throw new RangeError(`timestamp ${timeNs} ns`);
  const sec = Math.floor(t / NS_PER_S);
  return { sec, ns: t - sec * NS_PER_S };
}

/** Bytes of a record's data: the sum of its parts' lengths. */
const lengthOf = (r: PcapRecordOut) => r.parts.reduce((s, p) => s + p.length, 0);

/** Bytes a record takes in the file: its 16-byte header and its data. */
export const pcapRecordBytes = (dataBytes: number) => RECORD_HEADER_BYTES + dataBytes;

/** The 24-byte file header: nanosecond magic, version 2.4, snap length, link type. */
export function pcapFileHeader(linktype: number): Uint8Array {
  const out = new Uint8Array(PCAP_HEADER_BYTES);
  const v = new DataView(out.buffer);
  v.setUint32(0, MAGIC_NANOSECONDS, true);
  v.setUint16(4, 2, true); // version 2.4
  v.setUint16(6, 4, true);
  v.setUint32(16, PCAP_SNAPLEN, true); // thiszone and sigfigs (8-15) stay 0
  v.setUint32(20, linktype, true);
  return out;
}

/**
 * A little-endian nanosecond pcap, streamed: the file header and the records, in chunks of about
 * `chunkBytes` (a chunk is never reused once handed out, so a consumer may keep it while it
 * writes). incl_len = orig_len (nothing is cut). Holds one chunk at a time, whatever the number
 * of records.
 */
export function* pcapChunks(linktype: number, records: Iterable<PcapRecordOut>, chunkBytes = 1 << 20): Generator<Uint8Array> {
  let out = new Uint8Array(Math.max(chunkBytes, PCAP_HEADER_BYTES));
  out.set(pcapFileHeader(linktype));
  let v = new DataView(out.buffer);
  let o = PCAP_HEADER_BYTES;
  for (const r of records) {
    const len = lengthOf(r);
    if (len > PCAP_SNAPLEN) throw new RangeError(`record of ${len} B exceeds the snap length`);
    const { sec, ns } = splitTime(r.timeNs);
    const need = RECORD_HEADER_BYTES + len;
    if (o + need > out.length) {
      if (o > 0) yield out.subarray(0, o);
      out = new Uint8Array(Math.max(chunkBytes, need));
      v = new DataView(out.buffer);
      o = 0;
    }
    v.setUint32(o, sec, true);
    v.setUint32(o + 4, ns, true);
    v.setUint32(o + 8, len, true);
    v.setUint32(o + 12, len, true);
    o += RECORD_HEADER_BYTES;
    for (const p of r.parts) {
      out.set(p, o);
      o += p.length;
    }
  }
  if (o > 0) yield out.subarray(0, o);
}

/** Chunks joined into one array (the exact length, no copy when there is only one). */
export function concatChunks(chunks: Iterable<Uint8Array>): Uint8Array {
  const list = Array.from(chunks);
  if (list.length === 1 && list[0].byteOffset === 0 && list[0].length === list[0].buffer.byteLength) return list[0];
  const out = new Uint8Array(list.reduce((s, c) => s + c.length, 0));
  let o = 0;
  for (const c of list) {
    out.set(c, o);
    o += c.length;
  }
  return out;
}

/** Writes a little-endian nanosecond pcap in one array; incl_len = orig_len (nothing is cut). */
export function writePcap(linktype: number, records: readonly PcapRecordOut[]): Uint8Array {
  const total = PCAP_HEADER_BYTES + records.reduce((s, r) => s + RECORD_HEADER_BYTES + lengthOf(r), 0);
  return concatChunks(pcapChunks(linktype, records, total));
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
