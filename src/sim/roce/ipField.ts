import { msg } from '../../i18n/msg';
import type { ByteWriter } from '../bytes/byteWriter';
import { hexValue } from '../bytes/hex';

/**
 * What IPv4 and IPv6 share in a RoCEv2 packet: the DSCP/ECN byte (IPv4 TOS, IPv6 Traffic Class),
 * which the ICRC treats as 1s because the network may re-mark it (Linux drivers/infiniband/sw/rxe/rxe_icrc.c, rxe_icrc_hdr).
 */

export const IPPROTO_UDP = 17; // (Linux drivers/infiniband/sw/rxe/rxe_net.c, prepare4: IPPROTO_UDP)

// ECN codepoints, the low 2 bits of the TOS / Traffic Class byte [RFC 3168 §5]. Names stay as they are.
const ECN_NAMES = ['Not-ECT', 'ECT(1)', 'ECT(0)', 'CE'] as const;

/** The TOS of the congestion notification packet in the public ConnectX-4 Lx capture the ECN text quotes (ECN = ECT(0)). */
export const CAPTURED_CNP_TOS = 0xc2;

/** "CE (11)": an ECN codepoint's name and bits. */
export function ecnName(ecn: number): string {
  return `${ECN_NAMES[ecn & 3]} (${(ecn & 3).toString(2).padStart(2, '0')})`;
}

/** Writes the 8-bit TOS / Traffic Class as DSCP (6 bits) and ECN (2 bits), both ICRC-masked. */
export function writeDscpEcn(w: ByteWriter, tos: number): void {
  if (!Number.isInteger(tos) || tos < 0 || tos > 0xff) throw new RangeError(`TOS ${tos} does not fit in 8 bits`);
  const masked = { icrcMasked: true };
  w.bits('DSCP', 6, tos >> 2, msg('field.roce.ip.dscp', { dscp: tos >> 2 }), { ...masked, display: String(tos >> 2) });
  // RFC 3168 §5: a router marks CE only on an ECN-capable (ECT) packet; a Not-ECT one is dropped under congestion.
  const codepoint = ecnName(tos);
  const cnpTos = hexValue(CAPTURED_CNP_TOS, 2);
  const meaning =
    (tos & 3) === 0
      ? msg('field.roce.ip.ecnNotEct', { codepoint, cnpTos })
      : (tos & 3) === 0b10
        ? msg('field.roce.ip.ecnEct0', { codepoint, cnpTos })
        : msg('field.roce.ip.ecn', { codepoint });
  w.bits('ECN', 2, tos & 3, meaning, masked);
}

/** Throws unless both addresses have the size of their IP version (4 or 16 bytes). */
export function requireAddresses(h: { version: 4 | 6; src: Uint8Array; dst: Uint8Array }, size: number): void {
  for (const [name, a] of [
    ['source', h.src],
    ['destination', h.dst],
  ] as const) {
    if (a.length !== size) throw new RangeError(`IPv${h.version} ${name} address: ${a.length} B, not ${size}`);
  }
}

/** The source and destination addresses as two fields, shown in their text form. */
export function writeIpAddresses(w: ByteWriter, src: Uint8Array, dst: Uint8Array, text: (a: Uint8Array) => string): void {
  w.bytes('Src', src, msg('field.roce.ip.src'), { display: text(src) });
  w.bytes('Dst', dst, msg('field.roce.ip.dst'), { display: text(dst) });
}
