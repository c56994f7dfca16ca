import { ERF_TYPE_INFINIBAND, LINKTYPE_ERF, LINKTYPE_INFINIBAND } from '../export/erfPcap';
import { LINKTYPE_ETHERNET } from '../export/ethernetPcap';
import { ETHERTYPE_IPV4, ETHERTYPE_IPV6 } from '../roce/ethernet';
import { ROCE_V2_UDP_DPORT } from '../roce/udp';

/** Link types this reader opens (tcpdump.org, "Link-layer header types"). */
export const LINKTYPE_RAW = 101; // raw IPv4 or IPv6, the version nibble says which (LINKTYPE_RAW)
export const LINKTYPE_IPV4 = 228;
export const LINKTYPE_IPV6 = 229;
export const LINKTYPE_LINUX_SLL = 113; // tcpdump -i any, Linux cooked capture v1: a 16-byte header
export const LINKTYPE_LINUX_SLL2 = 276; // Linux cooked capture v2: a 20-byte header
/** The DLT values some systems write for raw IP in place of 101 (tcpdump.org: DLT_RAW is 12 or 14 by platform). */
const DLT_RAW_ALIASES = new Set([12, 14]);

/** EtherTypes (IEEE 802 numbers; Linux include/uapi/linux/if_ether.h). */
export const ETHERTYPE_VLAN = 0x8100; // 802.1Q tag
export const ETHERTYPE_QINQ = 0x88a8; // 802.1ad service tag
const ETHERTYPE_QINQ_OLD = 0x9100;
/** RoCE v1: the GRH and the IB transport right after the Ethernet header (IBA Annex A16; Wireshark packet-infiniband.c). */
export const ETHERTYPE_ROCE = 0x8915;

const IPPROTO_UDP = 17;
const SLL_HEADER_BYTES = 16;
const SLL2_HEADER_BYTES = 20;
const ERF_HEADER_BYTES = 16;
/** ERF record types (Endace ERF types reference; Wireshark erf.h): Ethernet carries 2 bytes of padding first. */
const ERF_TYPE_ETH = 2;
const ERF_TYPE_COLOR_ETH = 10;
const ERF_TYPE_DSM_COLOR_ETH = 16;
const ERF_TYPE_COLOR_HASH_ETH = 23;
const ERF_ETH_TYPES = new Set([ERF_TYPE_ETH, ERF_TYPE_COLOR_ETH, ERF_TYPE_DSM_COLOR_ETH, ERF_TYPE_COLOR_HASH_ETH]);

/**
 * Where the RDMA packet sits in a captured record, found from the link type down:
 * - `rocev2`: IPv4/IPv6 · UDP 4791, from `ipAt` (with the Ethernet header's MACs and VLAN tags when the capture has them);
 * - `rocev1`: the GRH and the IB transport after an Ethernet header of EtherType 0x8915;
 * - `ib`: a native InfiniBand packet from its LRH through its VCRC;
 * - `other`: not RDMA, with what it is (counted and named: "IPv4 TCP", "ARP", "UDP port 53").
 */
export type Carrier =
  | {
      kind: 'rocev2';
      ipAt: number;
      ipVersion: 4 | 6;
      /** The Ethernet header, when the capture has one: MACs, and the VLAN IDs in order (outer first). */
      eth?: { dst: Uint8Array; src: Uint8Array; vlans: number[] };
    }
  | { kind: 'rocev1'; grhAt: number; eth: { dst: Uint8Array; src: Uint8Array; vlans: number[] } }
  | { kind: 'ib'; lrhAt: number; end: number }
  | { kind: 'other'; what: string };

const u16 = (d: Uint8Array, at: number) => (d[at] << 8) | d[at + 1];

/** What follows a given EtherType at `at`: RoCE, or what else it is. */
function afterEtherType(
  d: Uint8Array,
  etherType: number,
  at: number,
  eth?: { dst: Uint8Array; src: Uint8Array; vlans: number[] },
): Carrier {
  if (etherType === ETHERTYPE_IPV4 || etherType === ETHERTYPE_IPV6) return afterIp(d, at, etherType === ETHERTYPE_IPV4 ? 4 : 6, eth);
  if (etherType === ETHERTYPE_ROCE && eth) return { kind: 'rocev1', grhAt: at, eth };
  return { kind: 'other', what: `EtherType 0x${etherType.toString(16).padStart(4, '0')}` };
}

/** An IP packet: RoCEv2 when it is UDP to port 4791 (IANA; IBA Annex A17), else what it is. */
function afterIp(d: Uint8Array, at: number, version: 4 | 6, eth?: { dst: Uint8Array; src: Uint8Array; vlans: number[] }): Carrier {
  if (d.length < at + 1) return { kind: 'other', what: `IPv${version}, cut before its header` };
  const ihl = version === 4 ? (d[at] & 0x0f) * 4 : 40;
  const proto = version === 4 ? d[at + 9] : d[at + 6];
  if (proto !== IPPROTO_UDP) return { kind: 'other', what: `IPv${version} protocol ${proto}` };
  if (d.length < at + ihl + 4) return { kind: 'other', what: `IPv${version} UDP, cut before its ports` };
  const dport = u16(d, at + ihl + 2);
  if (dport !== ROCE_V2_UDP_DPORT) return { kind: 'other', what: `IPv${version} UDP port ${dport}` };
  return eth ? { kind: 'rocev2', ipAt: at, ipVersion: version, eth } : { kind: 'rocev2', ipAt: at, ipVersion: version };
}

/** An Ethernet frame at `at`: its MACs, any 802.1Q/802.1ad tags, then what the EtherType carries. */
function ethernet(d: Uint8Array, at: number): Carrier {
  if (d.length < at + 14) return { kind: 'other', what: 'an Ethernet frame cut before its EtherType' };
  const eth = { dst: d.subarray(at, at + 6), src: d.subarray(at + 6, at + 12), vlans: [] as number[] };
  let o = at + 12;
  let type = u16(d, o);
  while (type === ETHERTYPE_VLAN || type === ETHERTYPE_QINQ || type === ETHERTYPE_QINQ_OLD) {
    if (d.length < o + 6) return { kind: 'other', what: 'a VLAN tag cut short' };
    eth.vlans.push(u16(d, o + 2) & 0x0fff);
    o += 4;
    type = u16(d, o);
  }
  return afterEtherType(d, type, o + 2, eth);
}

/** Finds the RDMA packet in one captured record of the given link type. */
export function carrierOf(linkType: number, d: Uint8Array): Carrier {
  switch (linkType) {
    case LINKTYPE_ETHERNET:
      return ethernet(d, 0);
    case LINKTYPE_LINUX_SLL:
      // The protocol (an EtherType) is the last 2 of the 16 bytes (tcpdump.org, LINKTYPE_LINUX_SLL).
      return d.length < SLL_HEADER_BYTES
        ? { kind: 'other', what: 'a cooked header cut short' }
        : afterEtherType(d, u16(d, 14), SLL_HEADER_BYTES);
    case LINKTYPE_LINUX_SLL2:
      // The protocol comes first in the 20 bytes (tcpdump.org, LINKTYPE_LINUX_SLL2).
      return d.length < SLL2_HEADER_BYTES
        ? { kind: 'other', what: 'a cooked header cut short' }
        : afterEtherType(d, u16(d, 0), SLL2_HEADER_BYTES);
    case LINKTYPE_IPV4:
      return afterIp(d, 0, 4);
    case LINKTYPE_IPV6:
      return afterIp(d, 0, 6);
    case LINKTYPE_INFINIBAND:
      return { kind: 'ib', lrhAt: 0, end: d.length };
    case LINKTYPE_ERF:
      return erf(d);
    default:
      if (linkType === LINKTYPE_RAW || DLT_RAW_ALIASES.has(linkType)) {
        const v = d[0] >> 4;
        return v === 4 || v === 6 ? afterIp(d, 0, v) : { kind: 'other', what: `raw IP of version ${v}` };
      }
      return { kind: 'other', what: `link type ${linkType}` };
  }
}

/** An ERF record: its 16-byte header, any 8-byte extension headers (the type's top bit), then InfiniBand or Ethernet. */
function erf(d: Uint8Array): Carrier {
  if (d.length < ERF_HEADER_BYTES) return { kind: 'other', what: 'an ERF header cut short' };
  let type = d[8];
  let at = ERF_HEADER_BYTES;
  while (type & 0x80) {
    if (d.length < at + 8) return { kind: 'other', what: 'an ERF extension header cut short' };
    type = (type & 0x7f) | (d[at] & 0x80);
    at += 8;
  }
  type &= 0x7f;
  // wlen: the packet's length on the wire (the last 16 bits of the header, big-endian).
  const wlen = u16(d, 14);
  if (type === ERF_TYPE_INFINIBAND) return { kind: 'ib', lrhAt: at, end: Math.min(d.length, at + wlen) };
  if (ERF_ETH_TYPES.has(type)) return ethernet(d, at + 2);
  return { kind: 'other', what: `ERF type ${type}` };
}
