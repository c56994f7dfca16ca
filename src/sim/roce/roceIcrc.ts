import { crc32Update } from '../crc/crc32';
import { BTH_RESV8A, maskIpv6Shaped } from '../ib/icrc';
import { LRH_BYTES } from '../ib/lrh';
import { ETH_HEADER_BYTES, ETHERTYPE_IPV4, ETHERTYPE_IPV6 } from './ethernet';
import { IPV6_HEADER_BYTES } from './ipv6';
import { UDP_HEADER_BYTES } from './udp';

/**
 * RoCEv2 ICRC of a frame given from its Ethernet header through the transport pad (no ICRC, no
 * Ethernet padding, no FCS). CRC-32 (reflected 0xEDB88320) whose register is first run over
 * 8 x 0xFF for the absent LRH (giving rxe's seed 0xDEBB20E3), then over a masked copy of the IP,
 * UDP and BTH headers, then over the rest; the result is inverted and goes on the wire LSB first.
 * The Ethernet header is not covered. Masked to 1s (Linux drivers/infiniband/sw/rxe/rxe_icrc.c, rxe_icrc_hdr;
 * Scapy scapy/contrib/roce.py; IBA Annex A17 §A17.3.3):
 * - IPv4: TOS, TTL, header checksum;
 * - IPv6: Traffic Class, Flow Label, Hop Limit;
 * - UDP checksum; BTH byte 4 (FECN, BECN, Resv6).
 */
export function roceV2Icrc(frameFromEthernetThroughPad: Uint8Array): number {
  const f = frameFromEthernetThroughPad;
  const etherType = (f[12] << 8) | f[13];
  if (etherType !== ETHERTYPE_IPV4 && etherType !== ETHERTYPE_IPV6) {
    throw new RangeError(`EtherType 0x${etherType.toString(16)}: not IPv4 or IPv6, so not RoCEv2`);
  }
  return roceV2IcrcFromIp(f.subarray(ETH_HEADER_BYTES), etherType === ETHERTYPE_IPV4 ? 4 : 6);
}

/**
 * The same ICRC over a packet that starts at its IP header (a capture without an Ethernet header: Linux cooked
 * capture, raw IP, or a frame whose VLAN tags were skipped): the Ethernet header is not part of the ICRC anyway.
 */
export function roceV2IcrcFromIp(fromIpThroughPad: Uint8Array, ipVersion?: 4 | 6): number {
  const f = fromIpThroughPad;
  // The version the link layer named (the EtherType), else the header's own nibble.
  const version = ipVersion ?? f[0] >> 4;
  let ipBytes: number;
  if (version === 4)
    ipBytes = (f[0] & 0x0f) * 4; // IHL in 4-byte words
  else if (version === 6) ipBytes = IPV6_HEADER_BYTES;
  else throw new RangeError(`IP version ${version}: not IPv4 or IPv6, so not RoCEv2`);
  const bthStart = ipBytes + UDP_HEADER_BYTES;
  const maskedEnd = bthStart + BTH_RESV8A + 1;
  if (f.length < maskedEnd) throw new RangeError(`${f.length} B: shorter than the IP, UDP and BTH headers it names`);
  // Mask a copy of the IP, UDP and BTH bytes up to BTH byte 4; the CRC then runs over the untouched rest.
  const head = new Uint8Array(f.subarray(0, maskedEnd));
  if (version === 4) {
    head[1] = 0xff; // TOS (DSCP/ECN)
    head[8] = 0xff; // TTL
    head.fill(0xff, 10, 12); // header checksum
  } else {
    maskIpv6Shaped(head, 0);
  }
  head.fill(0xff, ipBytes + 6, ipBytes + 8); // UDP checksum
  head[ipBytes + UDP_HEADER_BYTES + BTH_RESV8A] = 0xff; // BTH byte 4
  let state = crc32Update(0xffffffff, new Uint8Array(LRH_BYTES).fill(0xff));
  state = crc32Update(state, head);
  return ~crc32Update(state, f, maskedEnd) >>> 0;
}
