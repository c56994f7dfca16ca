import { msg } from '../../i18n/msg';
import type { ByteReader } from '../bytes/byteReader';
import { ByteWriter } from '../bytes/byteWriter';
import { IPPROTO_UDP, requireAddresses, writeDscpEcn, writeIpAddresses } from './ipField';

/**
 * IPv4 header without options, 20 B (RFC 791 §3.1; Linux include/uapi/linux/ip.h, struct iphdr).
 * RoCEv2 sends it with DF set and protocol 17 (Linux drivers/infiniband/sw/rxe/rxe_net.c, prepare4; the captured CNP
 * in Scapy test/contrib/roce.uts).
 */
export interface Ipv4Spec {
  version: 4;
  /** DSCP << 2 | ECN. */
  tos: number;
  id: number;
  df: boolean;
  ttl: number;
  src: Uint8Array;
  dst: Uint8Array;
}

/** A decoded IPv4 header. */
export interface Ipv4Header extends Ipv4Spec {
  ihl: number;
  totalLength: number;
  mf: boolean;
  fragmentOffset: number;
  protocol: number;
  checksum: number;
}

export const IPV4_HEADER_BYTES = 20; // IHL 5 x 4 B (RFC 791 §3.1)
const IHL_NO_OPTIONS = IPV4_HEADER_BYTES / 4;
const IPV4_ADDRESS_BYTES = 4;

/** "192.168.1.1". */
export function formatIpv4(a: Uint8Array): string {
  return Array.from(a).join('.');
}

/**
 * The Internet checksum: the ones' complement of the ones' complement sum of the 16-bit words
 * [RFC 1071; RFC 791]. Over a header whose checksum field is 0 it gives the value to send; over a
 * received header (checksum included) it gives 0 when the header is intact.
 */
export function internetChecksum(bytes: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < bytes.length; i += 2) sum += (bytes[i] << 8) | (bytes[i + 1] ?? 0);
  while (sum > 0xffff) sum = (sum & 0xffff) + (sum >>> 16);
  return ~sum & 0xffff;
}

function writeFields(w: ByteWriter, h: Ipv4Spec, totalLength: number, checksum: number): void {
  requireAddresses(h, IPV4_ADDRESS_BYTES);
  const masked = { icrcMasked: true };
  w.group('IPv4', msg('field.roce.ipv4'), () => {
    w.bits('Version', 4, 4, msg('field.roce.ipv4.version'), { display: '4' });
    w.bits('IHL', 4, IHL_NO_OPTIONS, msg('field.roce.ipv4.ihl', { words: IHL_NO_OPTIONS, bytes: IPV4_HEADER_BYTES }), {
      display: String(IHL_NO_OPTIONS),
    });
    writeDscpEcn(w, h.tos);
    w.u16('TotalLength', totalLength, msg('field.roce.ipv4.totalLength', { bytes: String(totalLength) }), { display: String(totalLength) });
    w.u16('Identification', h.id, msg('field.roce.ipv4.id'));
    w.bits('Rsv', 1, 0, msg('field.reservedZero'));
    w.bits('DF', 1, h.df ? 1 : 0, msg(h.df ? 'field.roce.ipv4.df.set' : 'field.roce.ipv4.df.clear'));
    w.bits('MF', 1, 0, msg('field.roce.ipv4.mf'));
    w.bits('FragmentOffset', 13, 0, msg('field.roce.ipv4.fragmentOffset'), { display: '0' });
    w.u8('TTL', h.ttl, msg('field.roce.ip.ttl', { ttl: h.ttl }), { ...masked, display: String(h.ttl) });
    w.u8('Protocol', IPPROTO_UDP, msg('field.roce.ip.protocol'), { display: String(IPPROTO_UDP) });
    w.u16('HeaderChecksum', checksum, msg('field.roce.ipv4.checksum'), masked);
    writeIpAddresses(w, h.src, h.dst, formatIpv4);
  });
}

/**
 * Writes an IPv4 header for `payloadBytes` bytes of UDP datagram: total length and header checksum
 * are computed. TOS, TTL and the checksum are 1s for the ICRC (routers change them) (Linux drivers/infiniband/sw/rxe/rxe_icrc.c).
 */
export function encodeIpv4(w: ByteWriter, h: Ipv4Spec, payloadBytes: number): void {
  const totalLength = IPV4_HEADER_BYTES + payloadBytes;
  // The checksum covers the header it sits in: lay the header out once with 0 there, sum it, then write it.
  const draft = new ByteWriter(IPV4_HEADER_BYTES);
  writeFields(draft, h, totalLength, 0);
  writeFields(w, h, totalLength, internetChecksum(draft.finish().bytes));
}

/** Reads an IPv4 header (options, if any, are skipped). */
export function decodeIpv4(r: ByteReader): Ipv4Header {
  const version = r.bits(4);
  if (version !== 4) throw new RangeError(`IP version ${version} where IPv4 was expected`);
  const ihl = r.bits(4);
  if (ihl < IHL_NO_OPTIONS) throw new RangeError(`IPv4 IHL ${ihl} is below 5`);
  const tos = r.u8();
  const totalLength = r.u16();
  const id = r.u16();
  r.bits(1);
  const df = r.bits(1) === 1;
  const mf = r.bits(1) === 1;
  const fragmentOffset = r.bits(13);
  const ttl = r.u8();
  const protocol = r.u8();
  const checksum = r.u16();
  const src = r.bytes(IPV4_ADDRESS_BYTES);
  const dst = r.bytes(IPV4_ADDRESS_BYTES);
  r.bytes((ihl - IHL_NO_OPTIONS) * 4);
  return { version: 4, ihl, tos, totalLength, id, df, mf, fragmentOffset, ttl, protocol, checksum, src, dst };
}

/** True when an IPv4 header's checksum is right (its words, checksum included, sum to 0xFFFF). */
export function ipv4ChecksumOk(header: Uint8Array): boolean {
  return internetChecksum(header) === 0;
}
