import { type PcapRecordOut, readPcap, writePcap } from './pcapFile';

/**
 * Classic nanosecond pcap files of Ethernet frames (LINKTYPE_ETHERNET = 1), for RoCEv2. Wireshark
 * dissects UDP port 4791 as InfiniBand without any setting (`tshark -G decodes` lists
 * `udp.port 4791 infiniband`, checked on tshark 4.0.17).
 *
 * The frames are written WITHOUT their FCS: captures of link type 1 normally omit it (a NIC strips
 * it before handing a frame to the capture), and tshark then does not take the last 4 bytes for
 * one. A frame encoded with its FCS is written with those 4 bytes cut off.
 */

export const LINKTYPE_ETHERNET = 1; // [libpcap LINKTYPE_ETHERNET; tcpdump.org link-layer types]
const FCS_BYTES = 4; // (Linux include/uapi/linux/if_ether.h, ETH_FCS_LEN)

export interface EthernetFrame {
  /** Capture time in ns since the Unix epoch (rounded to whole ns). */
  timeNs: number;
  /** The frame from the destination MAC on. */
  bytes: Uint8Array;
  /** The frame ends with a 4-byte FCS, which the file leaves out. Default false. */
  hasFcs?: boolean;
}

/** Writes a nanosecond pcap of Ethernet frames, each without its FCS. */
export function writeEthernetPcap(frames: readonly EthernetFrame[]): Uint8Array {
  return writePcap(LINKTYPE_ETHERNET, frames.map(ethernetRecordOut));
}

/** The pcap record of one frame: the frame without its FCS. */
export function ethernetRecordOut(f: EthernetFrame): PcapRecordOut {
  return { timeNs: f.timeNs, parts: [f.hasFcs ? f.bytes.subarray(0, f.bytes.length - FCS_BYTES) : f.bytes] };
}

/** Bytes of a frame's record data: the frame without its FCS. */
export const ethernetRecordDataBytes = (frameBytes: number, hasFcs: boolean) => frameBytes - (hasFcs ? FCS_BYTES : 0);

/** The frames of an Ethernet pcap, as written (no FCS), with their times in ns. */
export function readEthernetPcap(file: Uint8Array): { timeNs: number; bytes: Uint8Array }[] {
  const { linktype, records } = readPcap(file);
  if (linktype !== LINKTYPE_ETHERNET) throw new Error(`link type ${linktype} is not Ethernet (1)`);
  return records.map((r) => ({ timeNs: r.tsNs, bytes: r.data }));
}
