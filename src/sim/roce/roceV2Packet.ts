import { msg } from '../../i18n/msg';
import { ByteReader } from '../bytes/byteReader';
import { ByteWriter } from '../bytes/byteWriter';
import type { Field } from '../bytes/field';
import { crc32 } from '../crc/crc32';
import { BTH_BYTES } from '../ib/bth';
import {
  type DecodedTransport,
  ICRC_BYTES,
  readCrc32LsbFirst,
  readTransportHeaders,
  type TransportSpec,
  transportLength,
  writeCrcLsbFirst,
  writeTransportHeaders,
} from '../ib/packet';
import {
  decodeEthernet,
  ETH_FCS_BYTES,
  ETH_HEADER_BYTES,
  ETH_MIN_FRAME_BYTES,
  ETHERTYPE_IPV4,
  ETHERTYPE_IPV6,
  type EthernetHeader,
  encodeEthernet,
} from './ethernet';
import { decodeIpv4, encodeIpv4, IPV4_HEADER_BYTES, type Ipv4Header, type Ipv4Spec, ipv4ChecksumOk } from './ipv4';
import { decodeIpv6, encodeIpv6, IPV6_HEADER_BYTES, type Ipv6Header, type Ipv6Spec } from './ipv6';
import { roceV2Icrc, roceV2IcrcFromIp } from './roceIcrc';
import { decodeUdp, encodeUdp, UDP_HEADER_BYTES, type UdpHeader } from './udp';

/**
 * A RoCEv2 frame: Ethernet · IPv4|IPv6 · UDP (dport 4791) · BTH · [RETH] · [ImmDt] · [AETH] ·
 * payload · pad · ICRC (LSB first) · [Ethernet padding] · [FCS]. No LRH: MAC and IP addresses take
 * the LIDs' place and the Ethernet FCS the VCRC's (IBA Annex A17). The transport part is written
 * by the same code as a native IB packet's, so its bytes are identical.
 */

export interface RoceV2PacketSpec extends TransportSpec {
  eth: { dst: Uint8Array; src: Uint8Array };
  ip: Ipv4Spec | Ipv6Spec;
  udp: { sport: number };
  /** Append the Ethernet FCS, as the frame crosses the wire (captures usually lack it). */
  fcs: boolean;
  /** The FCS to write instead of the computed one: a frame damaged on a cable keeps its sender's FCS. */
  fcsOverride?: number;
}

export interface DecodedRoceV2Packet extends DecodedTransport {
  eth: EthernetHeader;
  ip: Ipv4Header | Ipv6Header;
  udp: UdpHeader;
  /** ICRC register value (the wire carries it LSB first). */
  icrc: number;
  icrcOk: boolean;
  /** IPv4 only: the header checksum is right. */
  ipChecksumOk?: boolean;
  /** Present when decoded with `fcs: true`. */
  fcs?: number;
  fcsOk?: boolean;
}

const ipHeaderBytes = (version: 4 | 6) => (version === 4 ? IPV4_HEADER_BYTES : IPV6_HEADER_BYTES);

/** Zero bytes the MAC adds after a short frame to reach the Ethernet minimum (Linux include/uapi/linux/if_ether.h, ETH_ZLEN). */
function ethernetPadding(frameBytesWithoutFcs: number): number {
  return Math.max(0, ETH_MIN_FRAME_BYTES - frameBytesWithoutFcs);
}

/**
 * Bytes of a RoCEv2 frame on the wire (preamble and inter-frame gap excluded), Ethernet padding
 * and, when `fcs`, the FCS included. E.g. a WRITE ONLY with 8 B over IPv4: 14 + 20 + 8 + 12 + 16 + 8 + 4 = 82 B, + FCS 4.
 */
export function roceV2PacketLength(
  payloadBytes: number,
  extras: { reth: boolean; immDt?: boolean; aeth: boolean },
  ipVersion: 4 | 6,
  fcs: boolean,
): number {
  const frame = ETH_HEADER_BYTES + ipHeaderBytes(ipVersion) + UDP_HEADER_BYTES + transportLength(payloadBytes, extras) + ICRC_BYTES;
  return frame + ethernetPadding(frame) + (fcs ? ETH_FCS_BYTES : 0);
}

/** Encodes a RoCEv2 frame and its field tree; IP and UDP lengths, IPv4 checksum, PadCnt, ICRC and FCS are computed. */
export function encodeRoceV2Packet(spec: RoceV2PacketSpec): { bytes: Uint8Array; fields: Field[] } {
  const extras = { reth: !!spec.reth, immDt: spec.immDt !== undefined, aeth: !!spec.aeth };
  const udpPayload = transportLength(spec.payload.length, extras) + ICRC_BYTES;
  const ipPayload = UDP_HEADER_BYTES + udpPayload;
  const w = new ByteWriter(roceV2PacketLength(spec.payload.length, extras, spec.ip.version, spec.fcs));
  const etherType = spec.ip.version === 4 ? ETHERTYPE_IPV4 : ETHERTYPE_IPV6;
  encodeEthernet(w, { ...spec.eth, etherType });
  if (spec.ip.version === 4) encodeIpv4(w, spec.ip, ipPayload);
  else encodeIpv6(w, spec.ip, ipPayload);
  encodeUdp(w, spec.udp.sport, udpPayload);
  writeTransportHeaders(w, spec);
  // finish() only snapshots what is written so far: the CRCs are computed over those bytes.
  writeCrcLsbFirst(w, 'ICRC', spec.icrcOverride ?? roceV2Icrc(w.finish().bytes), ICRC_BYTES, msg('field.roce.icrc'));
  const padding = ethernetPadding(w.length);
  if (padding) w.bytes('EthPad', new Uint8Array(padding), msg('field.roce.eth.pad', { bytes: String(padding) }));
  // The FCS is the IEEE CRC-32 of the frame, sent least-significant byte first like the ICRC.
  if (spec.fcs) writeCrcLsbFirst(w, 'FCS', spec.fcsOverride ?? crc32(w.finish().bytes), ETH_FCS_BYTES, msg('field.roce.fcs'));
  return w.finish();
}

/**
 * Decodes a RoCEv2 frame. The IP header's length finds the ICRC (so Ethernet padding is skipped);
 * with `fcs: true` the last 4 bytes are the FCS. Throws when the frame is not IP/UDP or the
 * headers do not fit; a wrong ICRC, FCS or IPv4 checksum is reported, not thrown.
 */
export function decodeRoceV2Packet(bytes: Uint8Array, opts: { fcs: boolean }): DecodedRoceV2Packet {
  const frameEnd = bytes.length - (opts.fcs ? ETH_FCS_BYTES : 0);
  if (frameEnd < ETH_HEADER_BYTES + IPV4_HEADER_BYTES + UDP_HEADER_BYTES + BTH_BYTES + ICRC_BYTES) {
    throw new RangeError(`${bytes.length} B is too short for a RoCEv2 frame`);
  }
  const eth = decodeEthernet(new ByteReader(bytes.subarray(0, frameEnd)));
  if (eth.etherType !== ETHERTYPE_IPV4 && eth.etherType !== ETHERTYPE_IPV6) {
    throw new RangeError(`EtherType 0x${eth.etherType.toString(16)}: not IPv4 or IPv6`);
  }
  const fromIp = decodeRoceV2FromIp(bytes.subarray(ETH_HEADER_BYTES, frameEnd), eth.etherType === ETHERTYPE_IPV4 ? 4 : 6);
  const out: DecodedRoceV2Packet = { eth, ...fromIp };
  if (opts.fcs) {
    out.fcs = readCrc32LsbFirst(bytes, frameEnd);
    out.fcsOk = crc32(bytes.subarray(0, frameEnd)) === out.fcs;
  }
  return out;
}

/** A RoCEv2 packet from its IP header on: what a capture without an Ethernet header holds (the IP length finds the ICRC). */
export type DecodedRoceV2FromIp = Omit<DecodedRoceV2Packet, 'eth' | 'fcs' | 'fcsOk'>;

/**
 * Decodes a RoCEv2 packet that starts at its IP header (`bytes` may run on past the packet: padding, an FCS, a
 * trailer). Throws when it is not IPv4/IPv6 · UDP or the headers do not fit; a wrong ICRC or IPv4 checksum is reported.
 */
export function decodeRoceV2FromIp(bytes: Uint8Array, ipVersion?: 4 | 6): DecodedRoceV2FromIp {
  if (bytes.length < IPV4_HEADER_BYTES + UDP_HEADER_BYTES + BTH_BYTES + ICRC_BYTES) {
    throw new RangeError(`${bytes.length} B is too short for a RoCEv2 packet`);
  }
  const r = new ByteReader(bytes);
  // The version the link layer named (an EtherType, SLL's protocol), else the header's own nibble.
  const version = ipVersion ?? bytes[0] >> 4;
  let ip: Ipv4Header | Ipv6Header;
  let ipEnd: number;
  if (version === 4) {
    ip = decodeIpv4(r);
    ipEnd = ip.totalLength;
  } else if (version === 6) {
    ip = decodeIpv6(r);
    ipEnd = IPV6_HEADER_BYTES + ip.payloadLength;
  } else {
    throw new RangeError(`IP version ${version}: not IPv4 or IPv6`);
  }
  const ipBytes = r.offset;
  if (ipEnd > bytes.length || ipEnd < r.offset + UDP_HEADER_BYTES + BTH_BYTES + ICRC_BYTES) {
    throw new RangeError(`the IP length says the packet ends at byte ${ipEnd}; there are ${bytes.length}`);
  }
  const udp = decodeUdp(r);
  const icrcAt = ipEnd - ICRC_BYTES;
  const transport = readTransportHeaders(new ByteReader(bytes.subarray(0, icrcAt), r.offset), bytes, icrcAt);
  const icrc = readCrc32LsbFirst(bytes, icrcAt);
  const out: DecodedRoceV2FromIp = { ip, udp, ...transport, icrc, icrcOk: roceV2IcrcFromIp(bytes.subarray(0, icrcAt), version) === icrc };
  if (ip.version === 4) out.ipChecksumOk = ipv4ChecksumOk(bytes.subarray(0, ipBytes));
  return out;
}
