import type { Field } from './field';

/**
 * The part of a field tree inside bytes [start, end), re-based to `start`.
 * Used where an artifact carries a slice of another one: the 8-byte doorbell
 * is bytes 0-7 of the WQE's control segment. Leaves must not straddle the cut.
 */
export function sliceFields(fields: readonly Field[], start: number, end: number): Field[] {
  const out: Field[] = [];
  for (const f of fields) {
    const fStart = f.offset * 8 + f.bitOffset;
    const fEnd = fStart + f.bitLength;
    if (fEnd <= start * 8 || fStart >= end * 8) continue;
    if (f.children?.length) {
      const kids = sliceFields(f.children, start, end);
      if (!kids.length) continue;
      const first = kids[0];
      const last = kids[kids.length - 1];
      const s = first.offset * 8 + first.bitOffset;
      const e = last.offset * 8 + last.bitOffset + last.bitLength;
      out.push({ ...f, offset: s >> 3, bitOffset: s & 7, bitLength: e - s, value: `${Math.ceil((e - s) / 8)} B`, children: kids });
    } else {
      if (fStart < start * 8 || fEnd > end * 8) throw new Error(`${f.path} straddles the slice [${start}, ${end})`);
      out.push({ ...f, offset: f.offset - start });
    }
  }
  return out;
}
