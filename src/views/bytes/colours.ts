import type { Field } from '../../sim/bytes/field';

/**
 * Colour slots (0..7) of the byte views. A slot is a hue defined per theme in
 * bytes.css (`--seg-N`, `--seg-N-strong`). Names map to fixed slots so that the
 * same header keeps the same colour in every artifact: LRH is always blue,
 * BTH violet, RETH amber, payload green, ICRC rose, whichever step shows them.
 */
export const SLOT_COUNT = 8;

const BY_NAME: Record<string, number> = {
  // InfiniBand packet
  LRH: 0,
  BTH: 1,
  RETH: 2,
  AETH: 2,
  Payload: 3,
  ICRC: 4,
  VCRC: 5,
  Pad: 6,
  GRH: 7,
  // mlx5 WQE segments, also when nested inside a TLP payload
  ctrl: 1,
  raddr: 2,
  data: 5,
  inline: 3,
  Doorbell: 1,
  RestOfBasicBlock: 6,
  pad: 6,
  // other host structures
  cqe64: 4,
  Data: 3,
};

/** Leaves that deserve their own colour even though they are not containers (filler the reader should tell apart). */
const LEAF_SEGMENTS = new Set(['RestOfBasicBlock', 'pad', 'Pad']);

/** The fixed slot of a known segment name, or undefined. TLP headers ("MWr64 header") share the header blue. */
export function knownSlot(name: string): number | undefined {
  if (name in BY_NAME) return BY_NAME[name];
  if (/header$/i.test(name)) return 0;
  if (/^dbrec/.test(name)) return 1;
  return undefined;
}

/** A stable slot for a name nobody planned for: the view stays coloured, deterministically. */
export function fallbackSlot(name: string): number {
  let h = 0;
  for (let i = 0; i < name.length; i++) h = (h * 31 + name.charCodeAt(i)) >>> 0;
  return h % SLOT_COUNT;
}

export interface Segment {
  /** Path of the field that gives the colour. */
  path: string;
  name: string;
  slot: number;
}

/**
 * The colour segment of a field, given its ancestor chain (top-level first,
 * the field itself last): the deepest known segment on the chain, so a WQE's
 * control segment nested in a CplD's payload is coloured as a control segment,
 * not as "payload". Only top-level fields, containers and a few filler leaves
 * count: a leaf named "data" inside an inline segment is payload, not the
 * data-pointer segment.
 */
export function segmentOf(chain: readonly Field[]): Segment {
  for (let i = chain.length - 1; i >= 0; i--) {
    const f = chain[i];
    const candidate = i === 0 || (f.children && f.children.length > 0) || LEAF_SEGMENTS.has(f.name);
    const slot = candidate ? knownSlot(f.name) : undefined;
    if (slot !== undefined) return { path: f.path, name: f.name, slot };
  }
  const top = chain[0];
  return { path: top.path, name: top.name, slot: fallbackSlot(top.name) };
}
