/**
 * A streaming reader of capture files: classic pcap (draft-ietf-opsawg-pcap) and pcapng (draft-ietf-opsawg-pcapng),
 * fed in chunks of any size. It never holds more than one partial record or block between chunks (a 1 GB file is read
 * with the memory of one record), never throws at its reader, and says what it met as problems.
 *
 * Section numbers below are those of the drafts' text as published by the IETF OPSAWG working group
 * (draft-ietf-opsawg-pcap: §4 File Header, §5 Packet Record; draft-ietf-opsawg-pcapng: §3.1 General Block Structure,
 * §3.4 Physical File Layout, §3.5 Options, §3.6.1 Endianness, §4.1 SHB, §4.2 IDB, §4.3 EPB, §4.4 SPB, §10.1 Block Type
 * Codes, Appendix A Packet Block).
 */
import type { CaptureProblem, CaptureRecord } from './captureRecord';

export type CaptureFormat = 'pcap' | 'pcapng';

/** One capture interface: the classic pcap file header's, or one pcapng Interface Description Block's. */
export interface CaptureInterface {
  /** 0-based pcapng section it belongs to (0 in a classic pcap). */
  section: number;
  /**
   * Its Interface ID within its section (draft-ietf-opsawg-pcapng §4.2; 0 in a classic pcap): the records' `iface`, as
   * tshark's frame.interface_id (a second section numbers its interfaces from 0 again).
   */
  iface: number;
  linkType: number;
  /** Snapshot length; 0 = no limit (pcapng §4.2). */
  snapLen: number;
  /** FCS length in bits when the file says it (pcap's FCS len × 16 when its P bit is set; pcapng's if_fcslen); else null. */
  fcsBits: number | null;
  /** Byte offset of the file header or IDB. */
  offset: number;
}

export interface CaptureReader {
  /** Feed the next chunk of the file; returns the records completed by it (their `data` may be views into the chunk or a small copy when a record spans chunks). */
  push(chunk: Uint8Array): CaptureRecord[];
  /**
   * No more bytes: adds a problem for a partial record or block left over (or for a file too short to be a capture).
   * Returns the records this completes: none, as every record is complete when its last byte arrives.
   */
  end(): CaptureRecord[];
  readonly problems: readonly CaptureProblem[];
  /** 'pcap' | 'pcapng' | null until the first bytes decide it. */
  readonly format: CaptureFormat | null;
  /** Link types seen (per interface), for "no RDMA traffic among N packets; link types seen: ..." */
  readonly linkTypes: ReadonlySet<number>;
  readonly interfaces: readonly CaptureInterface[];
  readonly bytesRead: number;
  /** Records returned so far. */
  readonly recordCount: number;
  /** True once a problem stopped the reading (not a capture, a bad block): later chunks are counted, not read. */
  readonly stopped: boolean;
}

/** Default largest record (captured bytes) accepted: bigger is taken for a corrupt length. */
export const DEFAULT_MAX_RECORD_BYTES = 256 * 1024;
/** Largest SHB or IDB held whole (their options are read): metadata, never near this in a real file. */
const MAX_METADATA_BLOCK_BYTES = 1 << 20;

// Classic pcap magics (draft-ietf-opsawg-pcap §4), and the modified one of Alexey Kuznetsov's patched libpcap
// (Wireshark's "modpcap", ss991029: 24-byte record headers).
const PCAP_MAGIC_US = 0xa1b2c3d4;
const PCAP_MAGIC_NS = 0xa1b23c4d;
const PCAP_MAGIC_MODIFIED = 0xa1b2cd34;
const PCAP_FILE_HEADER_BYTES = 24;
const PCAP_RECORD_HEADER_BYTES = 16;
const PCAP_MODIFIED_RECORD_HEADER_BYTES = 24;
// "LinkType and additional information" (draft-ietf-opsawg-pcap §4, Figure 2): FCS len (4 bits), R, P, Reserved3 (10
// bits) above a 16-bit LinkType; libpcap's LT_LINKTYPE, LT_RESERVED1, LT_FCS_LENGTH_PRESENT, LT_FCS_LENGTH.
const LT_LINKTYPE_MASK = 0x0000ffff;
const LT_RESERVED3_MASK = 0x03ff0000;
const LT_FCS_PRESENT = 0x04000000;

// pcapng block types (draft-ietf-opsawg-pcapng §10.1) and the byte-order magic (§4.1).
const SHB = 0x0a0d0d0a;
const IDB = 0x00000001;
const PB = 0x00000002;
const SPB = 0x00000003;
const EPB = 0x00000006;
const BYTE_ORDER_MAGIC = 0x1a2b3c4d;
/** Known blocks that say nothing about packets: skipped without a problem (NRB, ISB, DSB, the two Custom Blocks). */
const SKIPPED_SILENTLY = new Set([0x00000004, 0x00000005, 0x0000000a, 0x00000bad, 0x40000bad]);
const BLOCK_HEADER_BYTES = 12; // type, total length, and 4 bytes more: the SHB's byte-order magic, or the trailing length
const EPB_HEADER_BYTES = 28;
const SPB_HEADER_BYTES = 12;
// IDB options (draft-ietf-opsawg-pcapng §4.2, Table 3).
const OPT_ENDOFOPT = 0;
const OPT_IF_TSRESOL = 9;
const OPT_IF_FCSLEN = 13;
const OPT_IF_TSOFFSET = 14;

const NS_PER_S = 1_000_000_000n;
const TWO_32 = 4294967296n;

// What the reader waits for. Each state needs `need` contiguous bytes from the unit's start (a header, a record, a
// block or its first part); SKIP passes bytes without holding them.
const DETECT = 0;
const DESCRIBE = 1;
const PCAP_HEADER = 2;
const PCAP_RECORD = 3;
const NG_HEADER = 4;
const NG_BLOCK = 5;
const SKIP = 6;
const TRAILER = 7;
const STOPPED = 8;
/** Bytes of a file that is not a capture shown in its problem. */
const DESCRIBE_BYTES = 16;

/** Per-interface conversion of a timestamp in units to ns: ts × mul / div + offsetNs. */
interface Clock {
  mul: bigint;
  div: bigint;
  offsetNs: bigint;
}

const MICROSECONDS: Clock = { mul: 1000n, div: 1n, offsetNs: 0n };

/** A length padded to 32 bits (draft-ietf-opsawg-pcapng §3.1). */
const pad4 = (n: number) => (n + 3) & ~3;

const hex8 = (n: number) => `0x${(n >>> 0).toString(16).padStart(8, '0')}`;

/** if_tsresol (draft-ietf-opsawg-pcapng §4.2): MSB 0, a negative power of 10; MSB 1, a negative power of 2. */
function clockOf(tsresol: number, tsoffsetS: bigint): Clock {
  const exp = BigInt(tsresol & 0x7f);
  const unitsPerSecond = tsresol & 0x80 ? 1n << exp : 10n ** exp;
  const offsetNs = tsoffsetS * NS_PER_S;
  // Exact when a unit is a whole number of ns; else floored, as Wireshark's pcapng reader does.
  if (NS_PER_S % unitsPerSecond === 0n) return { mul: NS_PER_S / unitsPerSecond, div: 1n, offsetNs };
  return { mul: NS_PER_S, div: unitsPerSecond, offsetNs };
}

/** What the first bytes of a file that is not a capture look like, in a few words. */
export function describeBytes(b: Uint8Array): string {
  if (b.length === 0) return 'an empty file';
  const starts = (...xs: number[]) => xs.every((x, i) => b[i] === x);
  const known: [boolean, string][] = [
    [starts(0x1f, 0x8b), 'gzip-compressed data'],
    [starts(0x50, 0x4b, 0x03, 0x04), 'a zip archive'],
    [starts(0x42, 0x5a, 0x68), 'bzip2-compressed data'],
    [starts(0xfd, 0x37, 0x7a, 0x58, 0x5a), 'xz-compressed data'],
    [starts(0x28, 0xb5, 0x2f, 0xfd), 'zstd-compressed data'],
    [starts(0x73, 0x6e, 0x6f, 0x6f, 0x70, 0x00), 'a Sun snoop capture'],
    [starts(0x47, 0x4d, 0x42, 0x55), 'a Microsoft Network Monitor 2 capture'],
    [starts(0x25, 0x50, 0x44, 0x46), 'a PDF document'],
  ];
  const hit = known.find(([yes]) => yes);
  const hex = Array.from(b.subarray(0, 8), (x) => x.toString(16).padStart(2, '0')).join(' ');
  if (hit) return `${hit[1]} (first bytes ${hex})`;
  const printable = b.every((x) => (x >= 0x20 && x < 0x7f) || x === 0x09 || x === 0x0a || x === 0x0d);
  if (printable) return `text (${JSON.stringify(String.fromCharCode(...b))}…)`;
  return `unknown data (first bytes ${hex})`;
}

class Reader implements CaptureReader {
  readonly problems: CaptureProblem[] = [];
  format: CaptureFormat | null = null;
  readonly linkTypes = new Set<number>();
  readonly interfaces: CaptureInterface[] = [];
  bytesRead = 0;
  recordCount = 0;

  private readonly maxRecordBytes: number;
  private state = DETECT;
  /** Bytes needed from the current unit's start. */
  private need = 4;
  /** A partial unit carried over from earlier chunks (a fresh copy each time, so records may keep views into it). */
  private carry: Uint8Array | null = null;
  private carryLen = 0;
  private carryOffset = 0;
  private skipLeft = 0;
  private out: CaptureRecord[] = [];
  /** A pcapng packet whose block's trailing length is still to be checked: returned once it is. */
  private pending: CaptureRecord | null = null;

  // Classic pcap.
  private le = true;
  private pcapFracNs = 1000;
  private pcapRecordHeader = PCAP_RECORD_HEADER_BYTES;

  // pcapng: the current block, and the current section's interfaces (their indices in `interfaces`).
  private blockType = 0;
  private blockLen = 0;
  /** File offset of the current block, for a problem found at its end. */
  private blockStart = 0;
  private section = -1;
  private skipSection = false;
  private sectionIfaces: number[] = [];
  private clocks: Clock[] = [];
  private readonly unknownBlocks = new Map<number, CaptureProblem>();
  private readonly missingIfaces = new Map<string, CaptureProblem>();

  constructor(maxRecordBytes: number) {
    this.maxRecordBytes = maxRecordBytes;
  }

  get stopped(): boolean {
    return this.state === STOPPED;
  }

  push(chunk: Uint8Array): CaptureRecord[] {
    const base = this.bytesRead;
    this.bytesRead += chunk.length;
    if (this.state === STOPPED) return [];
    this.out = [];
    let pos = 0;
    if (this.carryLen > 0) {
      pos = this.fillCarry(chunk);
      if (pos < 0) return this.takeOut();
    }
    const view = new DataView(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    const len = chunk.length;
    while (pos < len && this.state !== STOPPED) {
      if (this.state === SKIP) {
        const k = Math.min(this.skipLeft, len - pos);
        pos += k;
        this.skipLeft -= k;
        if (this.skipLeft === 0) this.setState(TRAILER, 4);
        continue;
      }
      if (len - pos < this.need) {
        this.stash(chunk, pos, base + pos);
        break;
      }
      const used = this.step(view, chunk, pos, len - pos, base + pos);
      if (used >= 0) pos += used;
    }
    if (this.state === SKIP && this.skipLeft === 0) this.setState(TRAILER, 4);
    return this.takeOut();
  }

  end(): CaptureRecord[] {
    if (this.state === STOPPED) return [];
    const problem = this.leftOver();
    if (problem) this.stop(problem[0], problem[1], problem[2]);
    this.state = STOPPED;
    this.carry = null;
    this.carryLen = 0;
    this.pending = null;
    return [];
  }

  /** What a file that ends here leaves unfinished, if anything. */
  private leftOver(): [CaptureProblem['kind'], number, string] | null {
    const partial = this.carryLen;
    const at = partial > 0 ? this.carryOffset : this.bytesRead;
    if (this.state === DETECT || this.state === DESCRIBE) {
      const what = describeBytes(this.carry?.subarray(0, partial) ?? new Uint8Array(0));
      return ['not-a-capture', 0, this.bytesRead === 0 ? what : `${this.bytesRead} bytes only: ${what}`];
    }
    if (this.state === PCAP_HEADER) return ['truncated-header', 0, `pcap file header: ${partial} of ${PCAP_FILE_HEADER_BYTES} bytes`];
    if (this.format === 'pcap') {
      if (partial === 0) return null;
      const h = this.pcapRecordHeader;
      const what = this.need === h ? `pcap record header: ${partial} of ${h} bytes` : `pcap record: ${this.need - partial} bytes missing`;
      return ['truncated-record', at, what];
    }
    if (this.section < 0) {
      return ['truncated-header', 0, `pcapng section header block: ${partial} of ${this.blockLen || BLOCK_HEADER_BYTES} bytes`];
    }
    if (this.state === NG_HEADER) return partial === 0 ? null : ['truncated-record', at, `pcapng block header: ${partial} of 12 bytes`];
    const missing = this.state === SKIP ? this.skipLeft + 4 : this.state === TRAILER ? 4 - partial : this.blockLen - partial;
    return ['truncated-record', at, `pcapng block of type ${hex8(this.blockType)} (${this.blockLen} bytes): ${missing} bytes missing`];
  }

  private takeOut(): CaptureRecord[] {
    const out = this.out;
    this.out = [];
    return out;
  }

  private setState(state: number, need: number): void {
    this.state = state;
    this.need = need;
  }

  private stop(kind: CaptureProblem['kind'], offset: number, detail: string): void {
    this.problems.push({ kind, offset, detail });
    this.state = STOPPED;
    this.carry = null;
    this.carryLen = 0;
  }

  /** Keeps chunk[pos..] as the start of a unit that the next chunks complete. */
  private stash(chunk: Uint8Array, pos: number, offset: number): void {
    const n = chunk.length - pos;
    this.carry = new Uint8Array(Math.max(this.need, n));
    this.carry.set(chunk.subarray(pos));
    this.carryLen = n;
    this.carryOffset = offset;
  }

  /**
   * Completes the carried unit from the chunk's first bytes and handles it. Returns the chunk bytes used, or -1 when
   * the whole chunk went into the carry and more is needed.
   */
  private fillCarry(chunk: Uint8Array): number {
    let pos = 0;
    for (;;) {
      let carry = this.carry as Uint8Array;
      if (carry.length < this.need) {
        const grown = new Uint8Array(this.need);
        grown.set(carry.subarray(0, this.carryLen));
        carry = grown;
        this.carry = grown;
      }
      const take = Math.min(this.need - this.carryLen, chunk.length - pos);
      carry.set(chunk.subarray(pos, pos + take), this.carryLen);
      this.carryLen += take;
      pos += take;
      if (this.carryLen < this.need) return -1;
      const view = new DataView(carry.buffer, 0, this.carryLen);
      const used = this.step(view, carry, 0, this.carryLen, this.carryOffset);
      if (this.state === STOPPED) return chunk.length;
      if (used >= 0) {
        // A handler uses exactly what it needed, so nothing of the carry is left over; records keep views into it.
        this.carry = null;
        this.carryLen = 0;
        return pos;
      }
    }
  }

  /**
   * Handles the unit at bytes[off..off+avail) (avail >= need). Returns the bytes used, or -1 when it changed the state
   * or raised `need` without using any.
   */
  private step(view: DataView, bytes: Uint8Array, off: number, avail: number, fileOff: number): number {
    switch (this.state) {
      case DETECT:
        return this.detect(view, off);
      case DESCRIBE:
        this.stop('not-a-capture', 0, describeBytes(bytes.subarray(off, off + DESCRIBE_BYTES)));
        return -1;
      case PCAP_HEADER:
        return this.pcapHeader(view, off);
      case PCAP_RECORD:
        return this.pcapRecord(view, bytes, off, avail, fileOff);
      case NG_HEADER:
        return this.ngHeader(view, off, avail, fileOff);
      case NG_BLOCK:
        return this.ngBlock(view, bytes, off, avail, fileOff);
      case TRAILER:
        if (view.getUint32(off, this.le) !== this.blockLen) return this.badTrailer(view.getUint32(off, this.le), this.blockStart);
        this.flushPending();
        this.setState(NG_HEADER, BLOCK_HEADER_BYTES);
        return 4;
      default:
        return -1;
    }
  }

  private detect(view: DataView, off: number): number {
    const be = view.getUint32(off, false);
    const le = view.getUint32(off, true);
    if (be === SHB) {
      this.format = 'pcapng';
      this.setState(NG_HEADER, BLOCK_HEADER_BYTES);
      return -1;
    }
    for (const [magic, littleEndian] of [
      [le, true],
      [be, false],
    ] as const) {
      if (magic === PCAP_MAGIC_US || magic === PCAP_MAGIC_NS || magic === PCAP_MAGIC_MODIFIED) {
        this.format = 'pcap';
        this.le = littleEndian;
        this.pcapFracNs = magic === PCAP_MAGIC_NS ? 1 : 1000;
        this.pcapRecordHeader = magic === PCAP_MAGIC_MODIFIED ? PCAP_MODIFIED_RECORD_HEADER_BYTES : PCAP_RECORD_HEADER_BYTES;
        this.setState(PCAP_HEADER, PCAP_FILE_HEADER_BYTES);
        return -1;
      }
    }
    this.setState(DESCRIBE, DESCRIBE_BYTES);
    return -1;
  }

  // --- classic pcap (draft-ietf-opsawg-pcap §4, §5) ---

  private pcapHeader(view: DataView, off: number): number {
    const field = view.getUint32(off + 20, this.le);
    if (field & LT_RESERVED3_MASK) {
      // §4: "a reader SHOULD treat a non-zero value as an error" (Wireshark refuses such a file too).
      this.stop('bad-block', 20, `pcap link-type field ${hex8(field)}: reserved bits not zero`);
      return -1;
    }
    const linkType = field & LT_LINKTYPE_MASK;
    const fcsBits = field & LT_FCS_PRESENT ? (field >>> 28) * 16 : null;
    this.addInterface({ section: 0, iface: 0, linkType, snapLen: view.getUint32(off + 16, this.le), fcsBits, offset: 0 });
    this.setState(PCAP_RECORD, this.pcapRecordHeader);
    return PCAP_FILE_HEADER_BYTES;
  }

  private pcapRecord(view: DataView, bytes: Uint8Array, off: number, avail: number, fileOff: number): number {
    const h = this.pcapRecordHeader;
    const incl = view.getUint32(off + 8, this.le);
    if (incl > this.maxRecordBytes) {
      this.stop('bad-block', fileOff, `pcap record of ${incl} captured bytes exceeds the ${this.maxRecordBytes}-byte limit`);
      return -1;
    }
    const total = h + incl;
    if (avail < total) {
      this.need = total;
      return -1;
    }
    const sec = view.getUint32(off, this.le);
    const frac = view.getUint32(off + 4, this.le);
    const orig = view.getUint32(off + 12, this.le);
    this.emit({
      index: -1,
      offset: fileOff,
      iface: 0,
      linkType: this.interfaces[0].linkType,
      timeNs: BigInt(sec) * NS_PER_S + BigInt(frac * this.pcapFracNs),
      data: bytes.subarray(off + h, off + total),
      // §5: a reader MAY raise an Original Packet Length below the Captured Packet Length to it.
      originalLength: Math.max(orig, incl),
    });
    this.need = h;
    return total;
  }

  private emit(r: CaptureRecord): void {
    r.index = this.recordCount++;
    this.out.push(r);
  }

  private flushPending(): void {
    if (this.pending) this.emit(this.pending);
    this.pending = null;
  }

  /** Adds an interface; returns its index in `interfaces`. */
  private addInterface(i: CaptureInterface): number {
    this.interfaces.push(i);
    this.linkTypes.add(i.linkType);
    return this.interfaces.length - 1;
  }

  // --- pcapng (draft-ietf-opsawg-pcapng) ---

  private badBlock(fileOff: number, why: string): number {
    this.stop('bad-block', fileOff, `pcapng block of type ${hex8(this.blockType)} at byte ${fileOff}: ${why}`);
    return -1;
  }

  private badTrailer(trailing: number, fileOff: number): number {
    this.pending = null;
    return this.badBlock(fileOff, `trailing length ${trailing} differs from the block length ${this.blockLen}`);
  }

  /** The first 12 bytes of a block: its type and length decide what is read of it (§3.1). */
  private ngHeader(view: DataView, off: number, avail: number, fileOff: number): number {
    const type = view.getUint32(off, this.le);
    if (type === SHB) {
      // §4.1: the SHB's type is palindromic; its byte-order magic sets the section's byte order (§3.6.1).
      const bom = view.getUint32(off + 8, true);
      if (bom !== BYTE_ORDER_MAGIC && view.getUint32(off + 8, false) !== BYTE_ORDER_MAGIC) {
        this.blockType = type;
        return this.badBlock(fileOff, `byte-order magic ${hex8(bom)} is not 0x1a2b3c4d in either order`);
      }
      this.le = bom === BYTE_ORDER_MAGIC;
    }
    this.blockType = type;
    const len = view.getUint32(off + 4, this.le);
    this.blockLen = len;
    if (len < BLOCK_HEADER_BYTES || len % 4 !== 0) return this.badBlock(fileOff, `block length ${len} is below 12 or not a multiple of 4`);
    const wanted = this.wantedBytes(type, len);
    if (typeof wanted === 'string') return this.badBlock(fileOff, wanted);
    if (wanted > 0) {
      this.setState(NG_BLOCK, wanted);
      return -1;
    }
    // Skipped: a known block that says nothing about packets, one of another section, or an unknown one.
    if (!SKIPPED_SILENTLY.has(type) && !this.skipSection) this.countUnknown(type, fileOff);
    if (len === BLOCK_HEADER_BYTES) {
      if (view.getUint32(off + 8, this.le) !== len) return this.badTrailer(view.getUint32(off + 8, this.le), fileOff);
      return BLOCK_HEADER_BYTES;
    }
    if (avail >= len) {
      const trailing = view.getUint32(off + len - 4, this.le);
      return trailing === len ? len : this.badTrailer(trailing, fileOff);
    }
    this.blockStart = fileOff;
    this.skipLeft = len - BLOCK_HEADER_BYTES - 4;
    this.state = SKIP;
    return BLOCK_HEADER_BYTES;
  }

  /** Bytes of the block held before it is handled (0: skipped), or why the block is refused. */
  private wantedBytes(type: number, len: number): number | string {
    const min = (n: number) => (len < n ? `block length ${len} is below this block type's ${n}` : null);
    switch (type) {
      case SHB:
        if (len > MAX_METADATA_BLOCK_BYTES) return `section header block of ${len} bytes`;
        return min(28) ?? len;
      case IDB:
        if (this.skipSection) return 0;
        if (len > MAX_METADATA_BLOCK_BYTES) return `interface description block of ${len} bytes`;
        return min(20) ?? len;
      case EPB:
      case PB:
        return this.skipSection ? 0 : (min(EPB_HEADER_BYTES + 4) ?? EPB_HEADER_BYTES);
      case SPB:
        return this.skipSection ? 0 : (min(SPB_HEADER_BYTES + 4) ?? SPB_HEADER_BYTES);
      default:
        return 0;
    }
  }

  private countUnknown(type: number, fileOff: number): void {
    const p = this.unknownBlocks.get(type);
    if (p) {
      p.count = (p.count ?? 1) + 1;
      return;
    }
    const q: CaptureProblem = { kind: 'unknown-block', offset: fileOff, detail: `pcapng block type ${hex8(type)} skipped`, count: 1 };
    this.unknownBlocks.set(type, q);
    this.problems.push(q);
  }

  /** A block held (in part, for packets: `need` bytes) from its start. */
  private ngBlock(view: DataView, bytes: Uint8Array, off: number, avail: number, fileOff: number): number {
    const len = this.blockLen;
    let used: number;
    switch (this.blockType) {
      case SHB:
        used = this.sectionHeader(view, off, fileOff);
        break;
      case IDB:
        used = this.interfaceDescription(view, off, fileOff);
        break;
      case SPB:
        used = this.simplePacket(view, bytes, off, avail, fileOff);
        break;
      default:
        used = this.enhancedPacket(view, bytes, off, avail, fileOff);
    }
    if (used < 0 || used === len) return used;
    // A packet block's data is in: its options (if any) are skipped, then its trailing length checked.
    if (avail >= len) {
      const trailing = view.getUint32(off + len - 4, this.le);
      if (trailing !== len) return this.badTrailer(trailing, fileOff);
      this.flushPending();
      this.setState(NG_HEADER, BLOCK_HEADER_BYTES);
      return len;
    }
    this.blockStart = fileOff;
    this.skipLeft = len - used - 4;
    this.state = this.skipLeft > 0 ? SKIP : TRAILER;
    this.need = 4;
    return used;
  }

  /** Checks a whole metadata block's trailing length; returns its length, or -1 (stopped). */
  private wholeBlock(view: DataView, off: number, fileOff: number): number {
    const trailing = view.getUint32(off + this.blockLen - 4, this.le);
    if (trailing !== this.blockLen) return this.badTrailer(trailing, fileOff);
    this.setState(NG_HEADER, BLOCK_HEADER_BYTES);
    return this.blockLen;
  }

  /** §4.1, §3.4: a new section, with its own byte order and interfaces. */
  private sectionHeader(view: DataView, off: number, fileOff: number): number {
    const used = this.wholeBlock(view, off, fileOff);
    if (used < 0) return used;
    this.section++;
    this.sectionIfaces = [];
    this.clocks = [];
    const major = view.getUint16(off + 12, this.le);
    const minor = view.getUint16(off + 14, this.le);
    // §3.4: a reader that cannot read a section's version skips everything up to the next SHB.
    this.skipSection = major !== 1;
    if (this.skipSection) {
      this.problems.push({ kind: 'unknown-block', offset: fileOff, detail: `pcapng section of version ${major}.${minor} skipped` });
    }
    return used;
  }

  /** §4.2: an interface, with its link type, snapshot length and clock (if_tsresol, if_tsoffset), and FCS length. */
  private interfaceDescription(view: DataView, off: number, fileOff: number): number {
    const le = this.le;
    const end = off + this.blockLen - 4;
    let tsresol = 6;
    let tsoffset = 0n;
    let fcsBits: number | null = null;
    // §3.5: options are type-length-value, each value padded to 32 bits; opt_endofopt ends them.
    for (let o = off + 16; o + 4 <= end; ) {
      const code = view.getUint16(o, le);
      const n = view.getUint16(o + 2, le);
      if (code === OPT_ENDOFOPT) break;
      if (o + 4 + n > end) return this.badBlock(fileOff, `option ${code} of ${n} bytes runs past the block`);
      if (code === OPT_IF_TSRESOL && n === 1) tsresol = view.getUint8(o + 4);
      else if (code === OPT_IF_TSOFFSET && n === 8) tsoffset = view.getBigInt64(o + 4, le);
      else if (code === OPT_IF_FCSLEN && n === 1) fcsBits = view.getUint8(o + 4);
      o += 4 + ((n + 3) & ~3);
    }
    const used = this.wholeBlock(view, off, fileOff);
    if (used < 0) return used;
    const linkType = view.getUint16(off + 8, le);
    const snapLen = view.getUint32(off + 12, le);
    const iface = this.sectionIfaces.length;
    this.sectionIfaces.push(this.addInterface({ section: this.section, iface, linkType, snapLen, fcsBits, offset: fileOff }));
    this.clocks.push(tsresol === 6 && tsoffset === 0n ? MICROSECONDS : clockOf(tsresol, tsoffset));
    return used;
  }

  /** A packet whose block names an interface the section has not described: skipped, counted once per interface. */
  private noInterface(localId: number, fileOff: number): void {
    const key = `${this.section}:${localId}`;
    const p = this.missingIfaces.get(key);
    if (p) {
      p.count = (p.count ?? 1) + 1;
      return;
    }
    const detail = `packet on interface ${localId} of section ${this.section}, which has no interface description block`;
    const q: CaptureProblem = { kind: 'no-interface', offset: fileOff, detail, count: 1 };
    this.missingIfaces.set(key, q);
    this.problems.push(q);
  }

  /** §4.3 Enhanced Packet Block, and Appendix A's obsolete Packet Block (a 16-bit interface ID, then a drops count). */
  private enhancedPacket(view: DataView, bytes: Uint8Array, off: number, avail: number, fileOff: number): number {
    const le = this.le;
    const cap = view.getUint32(off + 20, le);
    if (cap > this.maxRecordBytes) return this.badBlock(fileOff, `${cap} captured bytes exceed the ${this.maxRecordBytes}-byte limit`);
    if (EPB_HEADER_BYTES + pad4(cap) + 4 > this.blockLen) return this.badBlock(fileOff, `${cap} captured bytes do not fit in the block`);
    const used = EPB_HEADER_BYTES + cap;
    if (avail < used) {
      this.need = used;
      return -1;
    }
    const localId = this.blockType === PB ? view.getUint16(off + 8, le) : view.getUint32(off + 8, le);
    if (localId >= this.sectionIfaces.length) {
      this.noInterface(localId, fileOff);
      return used;
    }
    const clock = this.clocks[localId];
    const ts = BigInt(view.getUint32(off + 12, le)) * TWO_32 + BigInt(view.getUint32(off + 16, le));
    this.pending = {
      index: -1,
      offset: fileOff,
      iface: localId,
      linkType: this.interfaces[this.sectionIfaces[localId]].linkType,
      timeNs: (clock.div === 1n ? ts * clock.mul : (ts * clock.mul) / clock.div) + clock.offsetNs,
      data: bytes.subarray(off + EPB_HEADER_BYTES, off + used),
      originalLength: Math.max(view.getUint32(off + 24, le), cap),
    };
    return used;
  }

  /** §4.4: interface 0 of the section, no timestamp (0), captured = min(original length, snapshot length). */
  private simplePacket(view: DataView, bytes: Uint8Array, off: number, avail: number, fileOff: number): number {
    if (this.sectionIfaces.length === 0) {
      this.noInterface(0, fileOff);
      return SPB_HEADER_BYTES;
    }
    const { snapLen, linkType } = this.interfaces[this.sectionIfaces[0]];
    const orig = view.getUint32(off + 8, this.le);
    const cap = snapLen > 0 ? Math.min(orig, snapLen) : orig;
    if (cap > this.maxRecordBytes) return this.badBlock(fileOff, `${cap} captured bytes exceed the ${this.maxRecordBytes}-byte limit`);
    if (SPB_HEADER_BYTES + pad4(cap) + 4 > this.blockLen) return this.badBlock(fileOff, `${cap} captured bytes do not fit in the block`);
    const used = SPB_HEADER_BYTES + cap;
    if (avail < used) {
      this.need = used;
      return -1;
    }
    this.pending = {
      index: -1,
      offset: fileOff,
      iface: 0,
      linkType,
      timeNs: 0n,
      data: bytes.subarray(off + SPB_HEADER_BYTES, off + used),
      originalLength: orig,
    };
    return used;
  }
}

export function createCaptureReader(opts: { maxRecordBytes?: number } = {}): CaptureReader {
  return new Reader(opts.maxRecordBytes ?? DEFAULT_MAX_RECORD_BYTES);
}

export interface CaptureContents {
  records: CaptureRecord[];
  problems: CaptureProblem[];
  format: CaptureFormat | null;
  linkTypes: ReadonlySet<number>;
  interfaces: readonly CaptureInterface[];
}

/** A whole file at once (small files, tests). */
export function readCapture(bytes: Uint8Array, opts: { maxRecordBytes?: number } = {}): CaptureContents {
  const r = createCaptureReader(opts);
  const records = r.push(bytes);
  for (const rec of r.end()) records.push(rec);
  return { records, problems: [...r.problems], format: r.format, linkTypes: r.linkTypes, interfaces: r.interfaces };
}
