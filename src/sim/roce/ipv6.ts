import { msg } from '../../i18n/msg';
import type { ByteReader } from '../bytes/byteReader';
import type { ByteWriter } from '../bytes/byteWriter';
import { IPPROTO_UDP, requireAddresses, writeDscpEcn, writeIpAddresses } from './ipField';

/**
 * IPv6 fixed header, 40 B (RFC 8200 §3; Linux include/uapi/linux/ipv6.h, struct ipv6hdr): the same
 * layout as the IB GRH, with UDP (17) as next header in RoCEv2 (iPXE src/include/ipxe/ib_packet.h for the GRH;
 * IBA Annex A17 for RoCEv2).
 */
export interface Ipv6Spec {
  version: 6;
  /** DSCP << 2 | ECN. */
  trafficClass: number;
  /** 20 bits. */
  flowLabel: number;
  hopLimit: number;
  src: Uint8Array;
  dst: Uint8Array;
}

/** A decoded IPv6 header. */
export interface Ipv6Header extends Ipv6Spec {
  payloadLength: number;
  nextHeader: number;
}

export const IPV6_HEADER_BYTES = 40; // (RFC 8200 §3; the GRH's 40 B: Linux include/rdma/ib_pack.h, IB_GRH_BYTES)
const IPV6_ADDRESS_BYTES = 16;

/** "2001:db8::1": lower case, no leading zeros, the longest run of two or more zero groups as "::" [RFC 5952 §4]. */
export function formatIpv6(a: Uint8Array): string {
  const groups = Array.from({ length: 8 }, (_, i) => (a[2 * i] << 8) | a[2 * i + 1]);
  let best = { at: -1, len: 1 };
  for (let i = 0; i < 8; ) {
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > best.len) best = { at: i, len: j - i };
    i = j === i ? i + 1 : j;
  }
  const hex = (gs: number[]) => gs.map((g) => g.toString(16)).join(':');
  if (best.at < 0) return hex(groups);
  return `${hex(groups.slice(0, best.at))}::${hex(groups.slice(best.at + best.len))}`;
}

/**
 * Writes an IPv6 header for `payloadBytes` bytes of UDP datagram (payload length computed).
 * Traffic Class, Flow Label and Hop Limit are 1s for the ICRC (Linux drivers/infiniband/sw/rxe/rxe_icrc.c, rxe_icrc_hdr).
 */
export function encodeIpv6(w: ByteWriter, h: Ipv6Spec, payloadBytes: number): void {
  requireAddresses(h, IPV6_ADDRESS_BYTES);
  const masked = { icrcMasked: true };
  w.group('IPv6', msg('field.roce.ipv6'), () => {
    w.bits('Version', 4, 6, msg('field.roce.ipv6.version'), { display: '6' });
    writeDscpEcn(w, h.trafficClass);
    w.bits('FlowLabel', 20, h.flowLabel, msg('field.roce.ipv6.flowLabel'), masked);
    w.u16('PayloadLength', payloadBytes, msg('field.roce.ipv6.payloadLength', { bytes: String(payloadBytes) }), {
      display: String(payloadBytes),
    });
    w.u8('NextHeader', IPPROTO_UDP, msg('field.roce.ip.protocol'), { display: String(IPPROTO_UDP) });
    w.u8('HopLimit', h.hopLimit, msg('field.roce.ipv6.hopLimit', { hops: h.hopLimit }), { ...masked, display: String(h.hopLimit) });
    writeIpAddresses(w, h.src, h.dst, formatIpv6);
  });
}

export function decodeIpv6(r: ByteReader): Ipv6Header {
  const version = r.bits(4);
  if (version !== 6) throw new RangeError(`IP version ${version} where IPv6 was expected`);
  const trafficClass = r.u8();
  const flowLabel = r.bits(20);
  const payloadLength = r.u16();
  const nextHeader = r.u8();
  const hopLimit = r.u8();
  const src = r.bytes(IPV6_ADDRESS_BYTES);
  const dst = r.bytes(IPV6_ADDRESS_BYTES);
  return { version: 6, trafficClass, flowLabel, payloadLength, nextHeader, hopLimit, src, dst };
}
