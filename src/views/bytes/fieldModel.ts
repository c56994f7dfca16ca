import type { Field } from '../../sim/bytes/field';
import { fieldStartBit } from '../../sim/bytes/field';
import { type Segment, segmentOf } from './colours';

/**
 * Everything the bytes views look up about one artifact, computed once per
 * artifact (useMemo): the fields by path, their parents and colour segments,
 * the leaves in bit order, and per-byte colour and ICRC-mask tables.
 */
export interface FieldModel {
  fields: readonly Field[];
  byteLength: number;
  byPath: Map<string, Field>;
  parentOf: Map<string, string | null>;
  depthOf: Map<string, number>;
  segmentOf: Map<string, Segment>;
  /** Leaves in bit order (they cover every bit once). */
  leaves: Field[];
  /** Colour slot of each byte (from the leaf holding its first bit). */
  byteSlot: Uint8Array;
  /** 1 for bytes of every other leaf inside a segment: a shade shows where VA ends and R_Key begins. */
  byteAlt: Uint8Array;
  /** Bits of each byte replaced by 1s for the ICRC (0x80 = MSB, wire order). */
  byteMask: Uint8Array;
  /** Fields with icrcMasked, in bit order. */
  masked: Field[];
  /** The ICRC field and where its coverage ends (it covers bytes [0, coverEnd)). */
  icrc: { path: string; coverEnd: number } | null;
}

/** Bytes a field touches: [first, end). A 4-bit field touches one byte. */
export function byteRange(f: Field): [number, number] {
  const start = fieldStartBit(f);
  return [Math.floor(start / 8), Math.ceil((start + f.bitLength) / 8)];
}

/** True when a field does not start and end on byte boundaries (it needs the bit ruler). */
export function isSubByte(f: Field): boolean {
  return f.bitOffset !== 0 || f.bitLength % 8 !== 0;
}

export function buildFieldModel(fields: readonly Field[], byteLength: number): FieldModel {
  const byPath = new Map<string, Field>();
  const parentOf = new Map<string, string | null>();
  const depthOf = new Map<string, number>();
  const segments = new Map<string, Segment>();
  const leaves: Field[] = [];
  const masked: Field[] = [];
  const walk = (fs: readonly Field[], chain: Field[]) => {
    for (const f of fs) {
      const c = [...chain, f];
      byPath.set(f.path, f);
      parentOf.set(f.path, chain.length ? chain[chain.length - 1].path : null);
      depthOf.set(f.path, chain.length);
      segments.set(f.path, segmentOf(c));
      if (f.icrcMasked) masked.push(f);
      if (f.children?.length) walk(f.children, c);
      else leaves.push(f);
    }
  };
  walk(fields, []);
  leaves.sort((a, b) => fieldStartBit(a) - fieldStartBit(b));

  const byteSlot = new Uint8Array(byteLength);
  const byteAlt = new Uint8Array(byteLength);
  const leafCount = new Map<string, number>();
  for (const leaf of leaves) {
    const [from, to] = byteRange(leaf);
    const seg = segments.get(leaf.path);
    if (!seg) continue;
    const n = leafCount.get(seg.path) ?? 0;
    leafCount.set(seg.path, n + 1);
    // A byte takes the colour of the leaf holding its first bit.
    const first = leaf.bitOffset === 0 ? from : from + 1;
    byteSlot.fill(seg.slot, first, Math.min(to, byteLength));
    byteAlt.fill(n % 2, first, Math.min(to, byteLength));
  }

  const byteMask = new Uint8Array(byteLength);
  for (const f of masked) {
    const start = fieldStartBit(f);
    for (let bit = start; bit < start + f.bitLength; bit++) byteMask[bit >> 3] |= 0x80 >> (bit & 7);
  }

  const icrcField = fields.find((f) => f.name === 'ICRC');
  const icrc = icrcField ? { path: icrcField.path, coverEnd: icrcField.offset } : null;
  return { fields, byteLength, byPath, parentOf, depthOf, segmentOf: segments, leaves, byteSlot, byteAlt, byteMask, masked, icrc };
}

/** The leaves holding at least one bit of `byte`, in bit order (binary search: a 4 KiB packet has few leaves but many bytes). */
export function leavesAtByte(model: FieldModel, byte: number): Field[] {
  const { leaves } = model;
  const lo = byte * 8;
  const hi = lo + 8;
  // Last leaf starting at or before the byte's first bit.
  let a = 0;
  let b = leaves.length - 1;
  let first = 0;
  while (a <= b) {
    const m = (a + b) >> 1;
    if (fieldStartBit(leaves[m]) <= lo) {
      first = m;
      a = m + 1;
    } else b = m - 1;
  }
  const out: Field[] = [];
  for (let i = first; i < leaves.length && fieldStartBit(leaves[i]) < hi; i++) {
    const s = fieldStartBit(leaves[i]);
    if (s + leaves[i].bitLength > lo) out.push(leaves[i]);
  }
  return out;
}

/** Ancestor paths of a field, nearest first. */
export function ancestorsOf(model: FieldModel, path: string): string[] {
  const out: string[] = [];
  let p = model.parentOf.get(path) ?? null;
  while (p) {
    out.push(p);
    p = model.parentOf.get(p) ?? null;
  }
  return out;
}
