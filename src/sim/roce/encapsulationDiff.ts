import type { Field } from '../bytes/field';

/**
 * Lines up one packet encoded as native InfiniBand and as RoCEv2, part by part, from the top-level
 * fields of each encoding. The transport part (BTH through pad) is written by the same code under
 * both link layers, so its bytes match; the rest exists in one encoding only, except the ICRC,
 * which both carry but compute from different inputs (LRH vs. an 8 x 0xFF seed and IP/UDP)
 * (IBA Annex A17; Linux drivers/infiniband/sw/rxe/rxe_icrc.c).
 */

export type EncapPart = 'lrh' | 'eth' | 'ip' | 'udp' | 'transport' | 'icrc' | 'vcrc' | 'ethPad' | 'fcs';

/** Rows come in this order: link headers, network headers, the shared transport part, then the trailers. */
export const ENCAP_PARTS: readonly EncapPart[] = ['lrh', 'eth', 'ip', 'udp', 'transport', 'icrc', 'vcrc', 'ethPad', 'fcs'];

export interface Encoded {
  bytes: Uint8Array;
  fields: readonly Field[];
}

export interface EncapSpan {
  offset: number;
  length: number;
}

export interface EncapRow {
  part: EncapPart;
  ib: EncapSpan | null;
  roce: EncapSpan | null;
  /** Both encodings have the part and its bytes are equal. */
  same: boolean;
}

/** The part each top-level field of encodeIbPacket / encodeRoceV2Packet belongs to. */
const PART_OF: Readonly<Record<string, EncapPart>> = {
  LRH: 'lrh',
  Ethernet: 'eth',
  IPv4: 'ip',
  IPv6: 'ip',
  UDP: 'udp',
  BTH: 'transport',
  RETH: 'transport',
  ImmDt: 'transport',
  AETH: 'transport',
  Payload: 'transport',
  Pad: 'transport',
  ICRC: 'icrc',
  VCRC: 'vcrc',
  EthPad: 'ethPad',
  FCS: 'fcs',
};

/** Where each part lies in one encoding; throws on a field it does not know or a part split in two. */
function partSpans(e: Encoded, which: string): Map<EncapPart, EncapSpan> {
  const spans = new Map<EncapPart, EncapSpan>();
  let last: EncapPart | undefined;
  let end = 0;
  for (const f of e.fields) {
    const part = PART_OF[f.name];
    if (!part) throw new Error(`${which}: no part for the top-level field ${f.name}`);
    if (f.offset !== end || f.bitOffset !== 0) throw new Error(`${which}: ${f.name} does not start where the previous field ends`);
    end = f.offset + f.bitLength / 8;
    const span = spans.get(part);
    if (span && last !== part) throw new Error(`${which}: the ${part} part is split`);
    if (span) span.length = end - span.offset;
    else spans.set(part, { offset: f.offset, length: end - f.offset });
    last = part;
  }
  if (end !== e.bytes.length) throw new Error(`${which}: fields end at byte ${end}, the bytes at ${e.bytes.length}`);
  return spans;
}

function sameBytes(a: Uint8Array, sa: EncapSpan, b: Uint8Array, sb: EncapSpan): boolean {
  if (sa.length !== sb.length) return false;
  for (let i = 0; i < sa.length; i++) if (a[sa.offset + i] !== b[sb.offset + i]) return false;
  return true;
}

/** One row per part present in either encoding, in ENCAP_PARTS order. */
export function encapsulationDiff(ib: Encoded, roce: Encoded): EncapRow[] {
  const ibSpans = partSpans(ib, 'IB');
  const roceSpans = partSpans(roce, 'RoCEv2');
  return ENCAP_PARTS.flatMap((part): EncapRow[] => {
    const a = ibSpans.get(part) ?? null;
    const b = roceSpans.get(part) ?? null;
    if (!a && !b) return [];
    return [{ part, ib: a, roce: b, same: !!a && !!b && sameBytes(ib.bytes, a, roce.bytes, b) }];
  });
}
