import { msg } from '../../i18n/msg';
import type { ByteReader } from '../bytes/byteReader';
import type { ByteWriter } from '../bytes/byteWriter';

/** UDP header, 8 B: source port · destination port · length · checksum (RFC 768; Linux include/uapi/linux/udp.h). */
export interface UdpHeader {
  sport: number;
  dport: number;
  /** Bytes from the UDP header through the ICRC. */
  length: number;
  checksum: number;
}

export const UDP_HEADER_BYTES = 8; // (RFC 768)
export const ROCE_V2_UDP_DPORT = 4791; // (Linux include/rdma/ib_verbs.h, ROCE_V2_UDP_DPORT)

/**
 * Writes the UDP header of a RoCEv2 packet carrying `payloadBytes` bytes (BTH through ICRC): the
 * destination port is 4791 and the checksum 0, as rxe sends it over IPv4 and IPv6 alike
 * (Linux drivers/infiniband/sw/rxe/rxe_net.c, prepare_udp_hdr: `udph->check = 0`). The ICRC treats the checksum as 1s.
 */
export function encodeUdp(w: ByteWriter, sport: number, payloadBytes: number): void {
  const length = UDP_HEADER_BYTES + payloadBytes;
  w.group('UDP', msg('field.roce.udp'), () => {
    w.u16('SrcPort', sport, msg('field.roce.udp.sport'), { display: String(sport) });
    w.u16('DstPort', ROCE_V2_UDP_DPORT, msg('field.roce.udp.dport'), { display: String(ROCE_V2_UDP_DPORT) });
    w.u16('Length', length, msg('field.roce.udp.length', { bytes: String(length) }), { display: String(length) });
    w.u16('Checksum', 0, msg('field.roce.udp.checksum'), { icrcMasked: true });
  });
}

export function decodeUdp(r: ByteReader): UdpHeader {
  const sport = r.u16();
  const dport = r.u16();
  const length = r.u16();
  const checksum = r.u16();
  return { sport, dport, length, checksum };
}
