import { LRH_BYTES } from '../../ib/lrh';
import { extraHeadersOf } from '../../ib/opcodes';
import { ICRC_BYTES, transportLength, VCRC_BYTES } from '../../ib/packet';
import { roceV2PacketLength } from '../../roce/roceV2Packet';
import type { Scenario } from '../../scenario/types';

/**
 * On an Ethernet line each frame also takes its preamble and start delimiter (8 B) and the inter-frame gap (12 B)
 * (IEEE Std 802.3; no clause checked).
 */
export const PREAMBLE_AND_GAP_BYTES = 8 + 12;

/**
 * Bytes one packet occupies on the link, for the scenario's transport:
 * native IB from the LRH through the VCRC; RoCEv2 the Ethernet frame with its
 * FCS, plus preamble and inter-frame gap.
 */
export function packetWireBytes(s: Pick<Scenario, 'transport' | 'roceIp'>, opcode: number, payload: number): number {
  const extras = extraHeadersOf(opcode);
  if (s.transport === 'ib') return LRH_BYTES + transportLength(payload, extras) + ICRC_BYTES + VCRC_BYTES;
  return PREAMBLE_AND_GAP_BYTES + roceV2PacketLength(payload, extras, s.roceIp === 'ipv4' ? 4 : 6, true);
}
