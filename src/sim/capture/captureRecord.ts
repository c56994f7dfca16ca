/**
 * One packet record of a capture file, as the reader finds it (classic pcap or pcapng): where it is in the file, when
 * it was captured, on which interface and link type, and the bytes captured (which may be cut by the snapshot length).
 */
export interface CaptureRecord {
  /** 0-based position among the file's packet records. */
  index: number;
  /** Byte offset of the record (its header) in the (decompressed) file: the index keeps offsets, not packets. */
  offset: number;
  /** The interface it was captured on (pcapng Interface ID; 0 in a classic pcap). */
  iface: number;
  /** The interface's link type (tcpdump.org LINKTYPE_* numbers: 1 Ethernet, 113 SLL, 276 SLL2, 101 raw IP, 197 ERF, 247 InfiniBand...). */
  linkType: number;
  /** Capture time in nanoseconds since the Unix epoch (a bigint: ns since 1970 exceed 2^53). */
  timeNs: bigint;
  /** The bytes captured (incl_len / captured length). */
  data: Uint8Array;
  /** The packet's length on the wire (orig_len); more than data.length when the snapshot length cut it. */
  originalLength: number;
}

/** A problem the reader met, with where: shown as one line over a working view, never thrown at the reader. */
export interface CaptureProblem {
  kind: 'not-a-capture' | 'truncated-header' | 'truncated-record' | 'unknown-block' | 'unknown-link-type' | 'bad-block' | 'no-interface';
  /** Byte offset in the file where it was found. */
  offset: number;
  /** A few words for the developer (the views build the learner's line from `kind` and the counts). */
  detail: string;
  /**
   * How many times it was met, for a problem recorded once and counted (the reader's 'unknown-block' per block type,
   * 'no-interface' per interface); absent means once.
   */
  count?: number;
}
