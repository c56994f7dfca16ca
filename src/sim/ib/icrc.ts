import { crc32Update } from '../crc/crc32';
import { GRH_BYTES } from './grh';
import { LNH_IBA_GLOBAL, LNH_IBA_LOCAL, LRH_BYTES } from './lrh';

/**
 * ICRC: CRC-32 (reflected 0xEDB88320), register from 0xFFFFFFFF, result inverted, over the
 * packet with its variant fields replaced by 1s. The returned value goes on the wire LSB first
 * (Linux drivers/infiniband/sw/rxe/rxe_icrc.c; IBA Vol. 1 §7.8.1 via Shanley ch. 25; Wireshark sample capture infiniband.pcap).
 */

/** BTH byte 4: FECN, BECN, Resv6, all 1s for the ICRC (Linux drivers/infiniband/sw/rxe/rxe_icrc.c, rxe_icrc_hdr). */
export const BTH_RESV8A = 4;

/**
 * Sets the ICRC's variant fields of an IPv6-shaped header at `at` to 1s: Traffic Class, Flow
 * Label and Hop Limit. The GRH and the RoCEv2 IPv6 header share the layout and the mask
 * (Shanley ch. 25, quoting IBA Vol. 1 §7.8.1; Linux drivers/infiniband/sw/rxe/rxe_icrc.c: priority = 0xf,
 * flow_lbl[0..2] = 0xff, hop_limit = 0xff).
 */
export function maskIpv6Shaped(p: Uint8Array, at: number): void {
  p[at] |= 0x0f; // high nibble of the traffic class (byte 0 is version:4 | class:4)
  p.fill(0xff, at + 1, at + 4); // low nibble of the traffic class + the 20-bit flow label
  p[at + 7] = 0xff; // hop limit
}

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
    maskIpv6Shaped(p, LRH_BYTES); // GRH: TClass, FlowLabel, HopLmt
    p[LRH_BYTES + GRH_BYTES + BTH_RESV8A] = 0xff;
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
