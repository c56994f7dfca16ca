import { msg } from '../../i18n/msg';
import type { ByteReader } from '../bytes/byteReader';
import type { ByteWriter } from '../bytes/byteWriter';
import { hexValue } from '../bytes/hex';

/** Ethernet II header, 14 B: destination MAC · source MAC · EtherType (Linux include/uapi/linux/if_ether.h). */
export interface EthernetHeader {
  dst: Uint8Array;
  src: Uint8Array;
  etherType: number;
}

export const ETH_ALEN = 6; // octets in one Ethernet address (Linux include/uapi/linux/if_ether.h, ETH_ALEN)
export const ETH_HEADER_BYTES = 14; // (Linux include/uapi/linux/if_ether.h, ETH_HLEN)
export const ETH_MIN_FRAME_BYTES = 60; // minimum frame without the FCS (Linux include/uapi/linux/if_ether.h, ETH_ZLEN)
export const ETH_FCS_BYTES = 4; // (Linux include/uapi/linux/if_ether.h, ETH_FCS_LEN)
export const ETHERTYPE_IPV4 = 0x0800; // (Linux include/uapi/linux/if_ether.h, ETH_P_IP; the captured CNP in Scapy test/contrib/roce.uts)
export const ETHERTYPE_IPV6 = 0x86dd; // (Linux include/uapi/linux/if_ether.h, ETH_P_IPV6)

/** "02:00:00:00:00:01". */
export function formatMac(mac: Uint8Array): string {
  return Array.from(mac, (b) => b.toString(16).padStart(2, '0')).join(':');
}

function requireMac(name: string, mac: Uint8Array): void {
  if (mac.length !== ETH_ALEN) throw new RangeError(`${name}: a MAC address has ${ETH_ALEN} bytes, not ${mac.length}`);
}

/**
 * Writes the Ethernet II header of a RoCEv2 frame (EtherType IPv4 or IPv6). The ICRC does not cover it
 * (Linux drivers/infiniband/sw/rxe/rxe_icrc.c, rxe_icrc_hdr: the CRC starts at the IP header).
 */
export function encodeEthernet(w: ByteWriter, h: EthernetHeader): void {
  requireMac('destination', h.dst);
  requireMac('source', h.src);
  if (h.etherType !== ETHERTYPE_IPV4 && h.etherType !== ETHERTYPE_IPV6) {
    throw new RangeError(`EtherType 0x${h.etherType.toString(16)}: RoCEv2 runs over IPv4 or IPv6`);
  }
  w.group('Ethernet', msg('field.roce.eth'), () => {
    w.bytes('DstMAC', h.dst, msg('field.roce.eth.dst'), { display: formatMac(h.dst) });
    w.bytes('SrcMAC', h.src, msg('field.roce.eth.src'), { display: formatMac(h.src) });
    w.u16(
      'EtherType',
      h.etherType,
      msg(h.etherType === ETHERTYPE_IPV4 ? 'field.roce.eth.type.ipv4' : 'field.roce.eth.type.ipv6', { value: hexValue(h.etherType, 4) }),
    );
  });
}

export function decodeEthernet(r: ByteReader): EthernetHeader {
  const dst = r.bytes(ETH_ALEN);
  const src = r.bytes(ETH_ALEN);
  const etherType = r.u16();
  return { dst, src, etherType };
}
