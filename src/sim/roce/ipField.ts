import type { ByteWriter } from '../bytes/byteWriter';
import { msg } from '../../i18n/msg';

/**
 * What IPv4 and IPv6 share in a RoCEv2 packet: the DSCP/ECN byte (IPv4 TOS, IPv6 Traffic Class),
 * which the ICRC treats as 1s because the network may re-mark it [K-rxe rxe_icrc.c; fact sheet §4.7].
 */

export const IPPROTO_UDP = 17; // [fact sheet §4.8: IP protocol 17]

// ECN codepoints, the low 2 bits of the TOS / Traffic Class byte [RFC 3168 §5]. Names stay as they are.
const ECN_NAMES = ['Not-ECT', 'ECT(1)', 'ECT(0)', 'CE'] as const;

/** "CE (11)": an ECN codepoint's name and bits. */
export function ecnName(ecn: number): string {
  return `${ECN_NAMES[ecn & 3]} (${(ecn & 3).toString(2).padStart(2, '0')})`;
}

/** Writes the 8-bit TOS / Traffic Class as DSCP (6 bits) and ECN (2 bits), both ICRC-masked. */
export function writeDscpEcn(w: ByteWriter, tos: number): void {
  if (!Number.isInteger(tos) || tos < 0 || tos > 0xff) throw new RangeError(`TOS ${tos} does not fit in 8 bits`);
  const masked = { icrcMasked: true };
  w.bits('DSCP', 6, tos >> 2, msg('field.roce.ip.dscp', { dscp: tos >> 2 }), { ...masked, display: String(tos >> 2) });
  w.bits('ECN', 2, tos & 3, msg('field.roce.ip.ecn', { codepoint: ecnName(tos) }), masked);
}

/** A 4- or 16-byte address as a field, shown as `text`. */
export function writeIpAddress(w: ByteWriter, which: 'Src' | 'Dst', address: Uint8Array, text: string): void {
  w.bytes(which, address, msg(which === 'Src' ? 'field.roce.ip.src' : 'field.roce.ip.dst'), { display: text });
}
