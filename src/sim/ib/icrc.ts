import { crc32Update } from '../crc/crc32';
import { LRH_BYTES, LNH_IBA_GLOBAL, LNH_IBA_LOCAL } from './lrh';
import { GRH_BYTES } from './grh';

/**
 * ICRC: CRC-32 (reflected 0xEDB88320), register from 0xFFFFFFFF, result inverted, over the
 * packet with its variant fields replaced by 1s. The returned value goes on the wire LSB first
 * [K-rxe rxe_icrc.c; SHAN ch. 25; IBCAP; fact sheet §4.7].
 */

const BTH_RESV8A = 4; // BTH byte 4: FECN, BECN, Resv6 [fact sheet §4.4]

/** Byte count of the headers the native mask touches: LRH [GRH] and BTH through byte 4. */
function maskedPrefixLength(lnh: number): number {
  return LRH_BYTES + (lnh === LNH_IBA_GLOBAL ? GRH_BYTES : 0) + BTH_RESV8A + 1;
}

/** Sets the variant bits of a native IB packet to 1 in place (only the first bytes are touched). */
function applyNativeMask(p: Uint8Array): void {
  const lnh = p[1] & 3;
  if (lnh === LNH_IBA_LOCAL) {
    p[0] |= 0xf0; // LRH.VL
    p[LRH_BYTES + BTH_RESV8A] = 0xff;
  } else if (lnh === LNH_IBA_GLOBAL) {
    p.fill(0xff, 0, LRH_BYTES); // whole LRH
    const g = LRH_BYTES;
    p[g] |= 0x0f; // TClass high nibble (byte 0 is IPVer:4 | TClass:4)
    p.fill(0xff, g + 1, g + 4); // TClass low nibble + 20-bit FlowLabel
    p[g + 7] = 0xff; // HopLmt
    p[g + GRH_BYTES + BTH_RESV8A] = 0xff;
  } else {
    throw new RangeError(`LNH ${lnh}: only IBA packets (LNH 2 or 3) carry a BTH and an ICRC`);
  }
}

/** A copy of `bytes` (a native IB packet from its LRH) with the ICRC's variant fields set to 1s. */
export function icrcMaskedCopy(bytes: Uint8Array): Uint8Array {
  const copy = new Uint8Array(bytes); // a real copy, even when given a Node Buffer (whose slice is a view)
  applyNativeMask(copy);
  return copy;
}

/** ICRC of a native IB packet, given LRH through payload and pad (ICRC and VCRC excluded). */
export function nativeIbIcrc(bytesThroughPad: Uint8Array): number {
  const n = maskedPrefixLength(bytesThroughPad[1] & 3);
  if (bytesThroughPad.length < n) throw new RangeError(`${bytesThroughPad.length} B: shorter than the LRH, GRH and BTH it names`);
  // Mask only the short header prefix, then run the CRC over the untouched rest.
  const head = new Uint8Array(bytesThroughPad.subarray(0, n));
  applyNativeMask(head);
  const state = crc32Update(0xffffffff, head);
  return ~crc32Update(state, bytesThroughPad, n) >>> 0;
}

const ETH_HEADER_BYTES = 14; // [fact sheet §4.8: Eth(14)]
const ETHERTYPE_IPV4 = 0x0800; // as in the captured CNP [fact sheet A.1]
const UDP_HEADER_BYTES = 8; // [fact sheet §4.8]

/**
 * RoCEv2 ICRC for an IPv4 frame (Ethernet header through pad, no ICRC or FCS): CRC-32 seeded with
 * 8 x 0xFF for the absent LRH (register 0xDEBB20E3), then IPv4 with TOS, TTL and header checksum
 * as 1s, UDP with its checksum as 1s, BTH with byte 4 as 1s, then the rest; the Ethernet header
 * is not covered [K-rxe rxe_icrc.c; SC roce.py; fact sheet §4.7].
 */
export function roceV2Icrc(frameFromEthernetThroughPad: Uint8Array): number {
  const f = frameFromEthernetThroughPad;
  const etherType = (f[12] << 8) | f[13];
  if (etherType !== ETHERTYPE_IPV4) throw new RangeError(`EtherType 0x${etherType.toString(16)}: only IPv4 RoCEv2 is modelled`);
  const ihl = (f[ETH_HEADER_BYTES] & 0x0f) * 4;
  const bthStart = ETH_HEADER_BYTES + ihl + UDP_HEADER_BYTES;
  const head = new Uint8Array(f.subarray(ETH_HEADER_BYTES, bthStart + BTH_RESV8A + 1));
  head[1] = 0xff; // IPv4 TOS (DSCP/ECN)
  head[8] = 0xff; // IPv4 TTL
  head.fill(0xff, 10, 12); // IPv4 header checksum
  head.fill(0xff, ihl + 6, ihl + 8); // UDP checksum
  head[ihl + UDP_HEADER_BYTES + BTH_RESV8A] = 0xff; // BTH byte 4
  let state = crc32Update(0xffffffff, new Uint8Array(LRH_BYTES).fill(0xff));
  state = crc32Update(state, head);
  return ~crc32Update(state, f, bthStart + BTH_RESV8A + 1) >>> 0;
}
